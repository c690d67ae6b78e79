import { accessLevelName } from '../../core/access.ts';
import { isoTime } from '../../core/time.ts';
import type { Urls } from '../../core/urls.ts';
import type { User } from '../users/user.entity.ts';
import { isBot } from '../users/user.entity.ts';
import { presentUserBasic } from '../users/users.presenter.ts';
import type { Member, MemberSourceType } from './member.entity.ts';

/**
 * A member of a group or project as lists show it: the membership row that gives the user their
 * highest access there (a direct, inherited or invited-group membership) and that access, which
 * for members of invited groups is capped by the share.
 */
export interface MemberView {
  /** The membership row, with `user` and `createdBy` loaded. */
  member: Member;
  /** Effective access level on the parent. */
  accessLevel: number;
  /** The group or project the member was listed for. */
  parentType: MemberSourceType;
  parentId: number;
  /** The invited group the membership comes through, if any. */
  viaGroupId: number | null;
  /** The member's identity at the top-level group's SAML provider (preloaded for those who may see it). */
  groupSamlIdentity?: { externUid: string; provider: string; samlProviderId: number } | null;
}

export interface MemberPresenterContext {
  urls: Urls;
  /** `show_seat_info=true`: add `is_using_seat`. */
  showSeatInfo?: boolean;
}

/** A date column as YYYY-MM-DD (the ORM may hand back a string or a Date). */
export function dateOnly(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

/** `GET /:sources/:id/members...`: the user, their access level and the membership's dates. */
export function presentMember(view: MemberView, ctx: MemberPresenterContext) {
  const { member } = view;
  const user = member.user!;
  const createdBy = member.createdBy ?? null;
  return {
    ...presentUserBasic(user, ctx),
    access_level: view.accessLevel,
    created_at: isoTime(member.createdAt),
    ...(createdBy ? { created_by: presentUserBasic(createdBy, ctx) } : {}),
    expires_at: dateOnly(member.expiresAt),
    group_saml_identity: view.groupSamlIdentity
      ? {
          extern_uid: view.groupSamlIdentity.externUid,
          provider: view.groupSamlIdentity.provider,
          saml_provider_id: view.groupSamlIdentity.samlProviderId,
        }
      : null,
    ...(ctx.showSeatInfo ? { is_using_seat: !isBot(user) } : {}),
    membership_state: 'active',
  };
}

/** `GET /:sources/:id/invitations`: a pending invitation. */
export function presentInvitation(member: Member) {
  return {
    id: member.id,
    invite_email: member.inviteEmail,
    created_at: isoTime(member.createdAt),
    access_level: member.accessLevel,
    expires_at: dateOnly(member.expiresAt),
    user_name: member.user?.name ?? null,
    created_by_name: member.createdBy?.name ?? null,
  };
}

/** One direct membership of a user, with the name of what it is of. */
export interface MembershipEntry {
  sourceId: number;
  sourceName: string;
  sourceType: MemberSourceType;
  accessLevel: number;
}

/** `GET /users/:id/memberships`. */
export function presentMembership(entry: MembershipEntry) {
  return {
    source_id: entry.sourceId,
    source_name: entry.sourceName,
    source_type: entry.sourceType,
    access_level: entry.accessLevel,
  };
}

/** How a billable user is a member of the group's hierarchy, strongest first. */
export type BillableMembershipType = 'group_member' | 'project_member' | 'group_invite' | 'project_invite';

export interface BillableMemberView {
  user: User;
  membershipType: BillableMembershipType;
  isLastOwner: boolean;
}

/** `GET /groups/:id/billable_members`. */
export function presentBillableMember(view: BillableMemberView, ctx: { urls: Urls; viewerIsAdmin: boolean }) {
  const { user } = view;
  return {
    ...presentUserBasic(user, ctx),
    email: ctx.viewerIsAdmin ? user.email : user.publicEmail || null,
    last_activity_on: dateOnly(user.lastActivityOn),
    membership_type: view.membershipType,
    removable: view.membershipType === 'group_member' || view.membershipType === 'project_member',
    created_at: isoTime(user.createdAt),
    is_last_owner: view.isLastOwner,
    last_login_at: isoTime(user.currentSignInAt),
  };
}

export interface BillableMembershipView {
  member: Member;
  sourceFullName: string;
  /** Full path of the group or project, for the members page URL. */
  sourceFullPath: string;
}

/** `GET /groups/:id/billable_members/:user_id/memberships`. */
export function presentBillableMembership(view: BillableMembershipView, ctx: { urls: Urls }) {
  const { member } = view;
  return {
    id: member.id,
    source_id: member.sourceId,
    source_full_name: view.sourceFullName,
    source_members_url:
      member.sourceType === 'Namespace'
        ? ctx.urls.to(`groups/${view.sourceFullPath}/-/group_members`)
        : ctx.urls.to(`${view.sourceFullPath}/-/project_members`),
    created_at: isoTime(member.createdAt),
    expires_at: dateOnly(member.expiresAt),
    access_level: { string_value: accessLevelName(member.accessLevel), integer_value: member.accessLevel },
  };
}

/** A project shared with a group (`POST /projects/:id/share`). */
export interface ProjectGroupLinkView {
  id: number;
  projectId: number;
  groupId: number;
  groupAccess: number;
  expiresAt: Date | string | null | undefined;
}

export function presentProjectGroupLink(link: ProjectGroupLinkView) {
  return {
    id: link.id,
    project_id: link.projectId,
    group_id: link.groupId,
    group_access: link.groupAccess,
    expires_at: dateOnly(link.expiresAt),
  };
}

/** A group a group or project is shared with, as `shared_with_groups` lists it. */
export interface SharedWithGroup {
  groupId: number;
  groupName: string;
  groupFullPath: string;
  groupAccessLevel: number;
  expiresAt: string | null;
}

/** One entry of the `shared_with_groups` array of the group and project views. */
export function presentSharedWithGroup(entry: SharedWithGroup) {
  return {
    group_id: entry.groupId,
    group_name: entry.groupName,
    group_full_path: entry.groupFullPath,
    group_access_level: entry.groupAccessLevel,
    expires_at: entry.expiresAt,
  };
}
