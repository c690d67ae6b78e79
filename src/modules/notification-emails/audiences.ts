import type { MailMessage } from '../../core/mail/mailer.ts';
import type { ModuleDeps } from '../../services.ts';
import { systemActor } from '../ci/pipelines/pipelines.service.ts';
import type { MergeRequestNotificationFacts } from '../merge-requests/merge-requests.service.ts';
import type { NotificationEvent } from '../notifications/notification-setting.entity.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { Project } from '../projects/project.entity.ts';
import type { User } from '../users/user.entity.ts';
import type { Composed, MergeRequestFacts, Person, ProjectFacts } from './messages.ts';
import {
  mentionedUsernames,
  selectRecipients,
  type Candidate,
  type NotificationReason,
} from './recipients.ts';

/** What a planner found: the emails to send (one per recipient), or null when the event sends no email. */
export type Plan = MailMessage[] | null;

/** Turns one event into its emails; events it has nothing to do with plan null. */
export interface Planner<E> {
  plan(event: E): Promise<Plan>;
}

/** A user to mail: the address they receive notifications at, and why they receive this one. */
export interface Recipient {
  address: string;
  reason: NotificationReason | null;
}

export interface Audience {
  event: NotificationEvent;
  projectId: number;
  /** The ability on the project a recipient needs (GitLab's read ability of the target). */
  ability: 'read_project' | 'read_merge_request' | 'read_build';
  candidates: Candidate[];
  actingUserId: number | null;
  unsubscribed: ReadonlySet<number>;
  /** Only members with at least this access (internal notes: reporters and up). */
  minimumAccess?: number;
}

/**
 * Who hears of what (GitLab's NotificationRecipients builders), shared by every planner: candidates
 * by relation (participants, watchers, custom subscribers), then the ones GitLab's rules keep among
 * active users who may see the project and the thing.
 */
export class Audiences {
  private readonly deps: ModuleDeps;
  private readonly notifications: NotificationsService;

  constructor(deps: ModuleDeps, notifications: NotificationsService) {
    this.deps = deps;
    this.notifications = notifications;
  }

  /**
   * Who a merge request event may reach: its participants (those its description mentions among
   * them), the project's watchers and custom subscribers to the event, and its own subscribers.
   */
  async mergeRequestCandidates(
    facts: MergeRequestNotificationFacts,
    event: NotificationEvent,
  ): Promise<{ candidates: Candidate[]; mentioned: User[] }> {
    const mentioned = await this.deps.users.forNotifications([], mentionedUsernames(facts.row.description));
    const candidates = [
      ...this.participants(facts, mentioned),
      ...(await this.watchersAndCustom(facts.row.target_project_id, event)),
      ...this.subscribers(facts),
    ];
    return { candidates, mentioned };
  }

  /** Author, assignees and reviewers (with their reasons), and users the description mentions. */
  participants(facts: MergeRequestNotificationFacts, mentioned: readonly User[]): Candidate[] {
    return [
      ...(facts.row.author_id === null
        ? []
        : [{ userId: facts.row.author_id, type: 'participating', reason: null } as const]),
      ...facts.assigneeIds.map((userId) => ({ userId, type: 'participating', reason: 'assigned' }) as const),
      ...facts.reviewerIds.map(
        (userId) => ({ userId, type: 'participating', reason: 'review_requested' }) as const,
      ),
      ...mentioned.map((u) => ({ userId: u.id, type: 'participating', reason: 'mentioned' }) as const),
    ];
  }

  /** Users who subscribed to the merge request themselves. */
  subscribers(facts: MergeRequestNotificationFacts): Candidate[] {
    return facts.subscribedIds.map(
      (userId) => ({ userId, type: 'subscription', reason: 'subscribed' }) as const,
    );
  }

  /**
   * Project members and users with a project or group setting whose effective level is `watch`
   * (watchers), or `custom` with the event on.
   */
  async watchersAndCustom(projectId: number, event: NotificationEvent): Promise<Candidate[]> {
    const [members, withSettings] = await Promise.all([
      this.deps.access.projectUserIds(projectId),
      this.notifications.usersWithSettingsOn({ id: projectId }),
    ]);
    const settings = await this.notifications.effectiveSettings([...members, ...withSettings], {
      id: projectId,
    });
    const candidates: Candidate[] = [];
    for (const setting of settings.values()) {
      if (setting.level === 'watch') candidates.push({ userId: setting.userId, type: 'watch', reason: null });
      else if (setting.level === 'custom' && setting.events?.[event])
        candidates.push({ userId: setting.userId, type: 'custom', reason: null });
    }
    return candidates;
  }

  /**
   * Who receives the email: the candidates GitLab's rules keep, among active users who may see the
   * project and the thing, with the address each receives notifications at.
   */
  async recipients(audience: Audience): Promise<Recipient[]> {
    const ids = [...new Set(audience.candidates.map((c) => c.userId))];
    const settings = await this.notifications.effectiveSettings(ids, { id: audience.projectId });
    const chosen = selectRecipients({
      event: audience.event,
      candidates: audience.candidates,
      settings,
      actingUserId: audience.actingUserId,
      unsubscribed: audience.unsubscribed,
    });
    if (chosen.size === 0) return [];
    const users = await this.deps.users.forNotifications([...chosen.keys()]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const levels =
      audience.minimumAccess === undefined
        ? null
        : await this.deps.access.projectAccessLevelsOfUsers([...chosen.keys()], [audience.projectId]);
    const result: Recipient[] = [];
    for (const [userId, reason] of chosen) {
      const user = byId.get(userId);
      if (!user || !(await this.mayRead(user, audience.projectId, audience.ability))) continue;
      if (levels && (levels.get(userId)?.get(audience.projectId) ?? 0) < audience.minimumAccess!) continue;
      result.push({ address: settings.get(userId)?.notificationEmail ?? user.email, reason });
    }
    return result;
  }

  /** An active human user with the ability on the project: one who may be mailed about it. */
  async mayRead(user: User, projectId: number, ability: Audience['ability']): Promise<boolean> {
    if (user.state !== 'active' || user.userType !== 'human') return false;
    const visible = await this.deps.projects.withAbility(systemActor(user), ability, [projectId]);
    return visible.has(projectId);
  }

  async people(ids: readonly (number | null)[]): Promise<Map<number, Person>> {
    const wanted = ids.filter((id): id is number => id !== null);
    const users = await this.deps.users.forNotifications(wanted);
    return new Map(users.map((u) => [u.id, { name: u.name, username: u.username }]));
  }

  async project(id: number): Promise<ProjectFacts | null> {
    const project = await this.projectEntity(id);
    return project ? projectFacts(project) : null;
  }

  async projectEntity(id: number): Promise<Project | null> {
    const [project] = await this.deps.projects.finder.load([id]);
    return project ?? null;
  }
}

export function projectFacts(project: Project): ProjectFacts {
  return { id: project.id, name: project.name, fullPath: project.fullPath };
}

export function outgoing(address: string, composed: Composed): MailMessage {
  return {
    to: address,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    headers: composed.headers,
  };
}

export function mergeRequestFacts(row: {
  id: number;
  iid: number;
  title: string;
  source_branch: string;
  target_branch: string;
}): MergeRequestFacts {
  return {
    id: row.id,
    iid: row.iid,
    title: row.title,
    sourceBranch: row.source_branch,
    targetBranch: row.target_branch,
  };
}

/** Addresses in an integration's `recipients`: separated by whitespace or commas, once each. */
export function listedAddresses(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const seen = new Map<string, string>();
  for (const address of value.split(/[\s,]+/)) {
    if (address.includes('@') && !seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  return [...seen.values()];
}
