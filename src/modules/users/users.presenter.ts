import { createHash } from 'node:crypto';
import { isoTime } from '../../core/time.ts';
import type { Urls } from '../../core/urls.ts';
import type { Identity } from './identity.entity.ts';
import { isBot, isLocked, type User } from './user.entity.ts';

/**
 * The v4 JSON shapes of a user, from the smallest to the largest: basic (lists, embedded users),
 * profile (single user), self (GET /user), admin (administrators' views). Each extends the previous.
 * Pure: everything needed (identities, namespace id, follow counts) is preloaded into `UserExtras`.
 */
export interface UserExtras {
  namespaceId?: number | null;
  identities?: readonly Identity[];
  followers?: number;
  following?: number;
  isFollowed?: boolean;
  customAttributes?: readonly { key: string; value: string }[];
  /** The administrator who created the user (admin views). */
  createdBy?: User | null;
}

export interface UserPresenterContext {
  urls: Urls;
  /** May the viewer see the details of a private profile? */
  canReadProfile?: boolean;
  /** Is the viewer signed in (`is_followed` is only shown to signed-in viewers)? */
  signedIn?: boolean;
}

/** The Gravatar image of an email address (users without an avatar, commit authors). */
export function gravatarUrl(email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?s=80&d=identicon`;
}

export function avatarUrl(user: Pick<User, 'id' | 'avatar' | 'email'>, urls: Urls): string {
  if (user.avatar) return urls.upload('user', user.id, user.avatar);
  return gravatarUrl(user.email);
}

export function presentUserBasic(user: User, ctx: UserPresenterContext) {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    state: user.state,
    locked: isLocked(user),
    avatar_url: avatarUrl(user, ctx.urls),
    web_url: ctx.urls.to(user.username),
  };
}

export function presentUserProfile(user: User, extras: UserExtras, ctx: UserPresenterContext) {
  const visible = ctx.canReadProfile !== false;
  return {
    ...presentUserBasic(user, ctx),
    // Private profiles hide their creation date and follow counts from other users, as in GitLab.
    ...(visible ? { created_at: isoTime(user.createdAt) } : {}),
    bio: visible ? user.bio : '',
    location: visible ? user.location : '',
    public_email: visible ? (user.publicEmail ?? '') : '',
    skype: visible ? user.skype : '',
    linkedin: visible ? user.linkedin : '',
    twitter: visible ? user.twitter : '',
    discord: visible ? user.discord : '',
    website_url: visible ? user.websiteUrl : '',
    organization: visible ? user.organization : '',
    job_title: visible ? user.jobTitle : '',
    pronouns: visible ? (user.pronouns ?? null) : null,
    bot: isBot(user),
    work_information: visible ? workInformation(user) : null,
    ...(visible
      ? {
          followers: extras.followers ?? 0,
          following: extras.following ?? 0,
          ...(ctx.signedIn !== false ? { is_followed: extras.isFollowed ?? false } : {}),
        }
      : {}),
    local_time: visible ? localTime(user.timezone ?? null) : null,
  };
}

/** `job_title at organization`, or whichever of the two is set (GitLab's work_information). */
function workInformation(user: User): string | null {
  if (user.workInformation) return user.workInformation;
  if (user.jobTitle && user.organization) return `${user.jobTitle} at ${user.organization}`;
  return user.jobTitle || user.organization || null;
}

/** An entry of GET /user/activities. `last_activity_at` is the deprecated name of the same date. */
export function presentUserActivity(user: User) {
  const day = user.lastActivityOn ? String(user.lastActivityOn).slice(0, 10) : null;
  return { username: user.username, last_activity_on: day, last_activity_at: day };
}

/** PUT /user/avatar answers with the new address only (GitLab's Avatar entity). */
export function presentAvatar(user: User, ctx: UserPresenterContext) {
  return { avatar_url: avatarUrl(user, ctx.urls) };
}

/** GET /user for oneself: the profile plus one's own settings. */
export function presentUserSelf(user: User, extras: UserExtras, ctx: UserPresenterContext) {
  return {
    ...presentUserProfile(user, extras, { ...ctx, canReadProfile: true }),
    last_sign_in_at: isoTime(user.lastSignInAt),
    confirmed_at: isoTime(user.confirmedAt),
    last_activity_on: user.lastActivityOn ? String(user.lastActivityOn).slice(0, 10) : null,
    email: user.email,
    theme_id: user.themeId,
    color_scheme_id: user.colorSchemeId,
    projects_limit: user.projectsLimit,
    current_sign_in_at: isoTime(user.currentSignInAt),
    identities: (extras.identities ?? []).map((i) => ({
      provider: i.provider,
      extern_uid: i.externUid,
      saml_provider_id: i.samlProviderId ?? null,
    })),
    can_create_group: user.canCreateGroup,
    can_create_project: user.projectsLimit > 0,
    two_factor_enabled: user.twoFactorEnabled,
    external: user.external,
    private_profile: user.privateProfile,
    commit_email: user.commitEmail ?? user.email,
  };
}

/** What administrators see of any user. */
export function presentUserAdmin(user: User, extras: UserExtras, ctx: UserPresenterContext) {
  const view = {
    ...presentUserSelf(user, extras, ctx),
    is_admin: user.admin,
    note: user.note ?? null,
    namespace_id: extras.namespaceId ?? null,
    created_by: extras.createdBy ? presentUserBasic(extras.createdBy, ctx) : null,
    email_reset_offered_at: isoTime(user.emailResetOfferedAt),
    current_sign_in_ip: user.currentSignInIp ?? null,
    last_sign_in_ip: user.lastSignInIp ?? null,
    sign_in_count: user.signInCount,
  };
  return extras.customAttributes ? { ...view, custom_attributes: extras.customAttributes } : view;
}

function localTime(timezone: string | null): string | null {
  if (!timezone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date());
  } catch {
    return null;
  }
}
