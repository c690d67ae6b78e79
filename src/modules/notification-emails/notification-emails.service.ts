import { RequestContext } from '@mikro-orm/postgresql';
import { AccessLevel } from '../../core/access.ts';
import { Periodic } from '../../core/periodic.ts';
import type { DomainEvent } from '../../core/events.ts';
import type { Mailer, MailMessage } from '../../core/mail/mailer.ts';
import type { ModuleDeps } from '../../services.ts';
import { systemActor, type PipelinesService } from '../ci/pipelines/pipelines.service.ts';
import type { MergeRequestsService } from '../merge-requests/merge-requests.service.ts';
import type { NotesService } from '../notes/notes.service.ts';
import type { NotificationEvent } from '../notifications/notification-setting.entity.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { User } from '../users/user.entity.ts';
import { claimEmailEvent, unclaimedEmailEvents } from './notification-email-claims.ts';
import {
  MessageComposer,
  type Composed,
  type MergeRequestChange,
  type Person,
  type PipelineOutcome,
  type ProjectFacts,
} from './messages.ts';
import {
  mentionedUsernames,
  selectRecipients,
  type Candidate,
  type NotificationReason,
} from './recipients.ts';

/** The events this module turns into email. */
const EVENT_TYPES = ['merge_request.changed', 'note.created', 'ci.pipeline.status'] as const;
type HandledType = (typeof EVENT_TYPES)[number];
type HandledEvent = DomainEvent<HandledType>;

/** What `plan` found: the emails to send (one per recipient), or null when the event sends no email. */
type Plan = MailMessage[] | null;

/** A user to mail: the address they receive notifications at, and why they receive this one. */
interface Recipient {
  address: string;
  reason: NotificationReason | null;
}

interface Audience {
  event: NotificationEvent;
  projectId: number;
  /** The ability on the project a recipient needs (GitLab's read ability of the target). */
  ability: 'read_merge_request' | 'read_build';
  candidates: Candidate[];
  actingUserId: number | null;
  unsubscribed: ReadonlySet<number>;
  /** Only members with at least this access (internal notes: reporters and up). */
  minimumAccess?: number;
}

/**
 * Notification emails (GitLab's NotificationService and its mailers): a listener on committed
 * domain events that works out who should hear of each — participants, watchers, custom-level
 * subscribers, mentioned users, from each user's effective notification level — and sends each one
 * an email through the instance's mailer. Each event is claimed once across instances (see
 * notification-email-claims.ts); events a crash left unsent are taken up at the next start.
 *
 * Never mailed: the user who acted, blocked (or otherwise inactive) users, users who cannot see the
 * project or the merge request, users whose level is `disabled`.
 */
export class NotificationEmailsService {
  private readonly deps: ModuleDeps;
  private readonly mailer: Mailer;
  private readonly notifications: NotificationsService;
  private readonly mergeRequests: MergeRequestsService;
  private readonly notes: NotesService;
  private readonly pipelines: PipelinesService;
  private readonly composer: MessageComposer;
  private readonly running = new Set<Promise<void>>();
  private stops: (() => void)[] = [];
  private retries: Periodic | null = null;

  constructor(
    deps: ModuleDeps,
    more: {
      mailer: Mailer;
      notifications: NotificationsService;
      mergeRequests: MergeRequestsService;
      notes: NotesService;
      pipelines: PipelinesService;
    },
  ) {
    this.deps = deps;
    this.mailer = more.mailer;
    this.notifications = more.notifications;
    this.mergeRequests = more.mergeRequests;
    this.notes = more.notes;
    this.pipelines = more.pipelines;
    this.composer = new MessageComposer(deps.config.externalUrl);
  }

  /**
   * Starts listening, sends what a crash of the last run left unsent, and every `retryMs` tries
   * again what failed to send (the mail server was down, say) at least that long ago.
   */
  start(retryMs = 60_000): void {
    if (this.stops.length > 0) return;
    this.stops = EVENT_TYPES.map((type) =>
      this.deps.bus.on(type, (event: HandledEvent) => {
        void this.track(() => this.handle(event));
      }),
    );
    void this.track(() => this.sendUnclaimed(0));
    this.retries = new Periodic(retryMs, () => this.track(() => this.sendUnclaimed(retryMs / 1000)));
  }

  /** Stops listening, once the emails being sent are. */
  async stop(): Promise<void> {
    for (const stop of this.stops.splice(0)) stop();
    await this.retries?.stop();
    this.retries = null;
    await this.idle();
  }

  private async sendUnclaimed(minAgeSeconds: number): Promise<void> {
    const events = await unclaimedEmailEvents(this.deps.orm.em.fork(), EVENT_TYPES, minAgeSeconds);
    for (const event of events) await this.handle(event);
  }

  /** Resolves when no event is being handled (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Runs work in an entity-manager context of its own, counted by `idle()`; failures are logged. */
  private track(work: () => Promise<void>): Promise<void> {
    const tracked = RequestContext.create(this.deps.orm.em, work)
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'Notification emails failed'))
      .finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return tracked;
  }

  /** Plans the event's emails, then claims it and sends them in one transaction. */
  private async handle(event: HandledEvent): Promise<void> {
    const plan = await this.plan(event);
    if (plan === null) return;
    await this.deps.uow.run(async (tx) => {
      if (!(await claimEmailEvent(tx, event.id))) return;
      for (const message of plan) await this.mailer.send(message);
    });
  }

  private plan(event: HandledEvent): Promise<Plan> {
    switch (event.type) {
      case 'merge_request.changed':
        return this.mergeRequestChanged(event as DomainEvent<'merge_request.changed'>);
      case 'note.created':
        return this.noteCreated(event as DomainEvent<'note.created'>);
      case 'ci.pipeline.status':
        return this.pipelineFinished(event as DomainEvent<'ci.pipeline.status'>);
    }
  }

  // ---------------------------------------------------------------- merge requests

  private async mergeRequestChanged(event: DomainEvent<'merge_request.changed'>): Promise<Plan> {
    const { action, assignees } = event.payload;
    const emailEvent: NotificationEvent | null =
      action === 'create'
        ? 'new_merge_request'
        : action === 'close'
          ? 'close_merge_request'
          : action === 'reopen'
            ? 'reopen_merge_request'
            : action === 'merge'
              ? 'merge_merge_request'
              : action === 'update' && assignees
                ? 'reassign_merge_request'
                : null;
    if (!emailEvent) return null;
    const facts = await this.mergeRequests.notificationFacts(event.payload.mergeRequestId);
    if (!facts) return [];
    const { row } = facts;
    const projectId = row.target_project_id;
    const mentioned = await this.deps.users.forNotifications([], mentionedUsernames(row.description));
    const candidates: Candidate[] = [
      ...this.participants(facts, mentioned),
      ...(await this.watchersAndCustom(projectId, emailEvent)),
      ...facts.subscribedIds.map(
        (userId) => ({ userId, type: 'subscription', reason: 'subscribed' }) as const,
      ),
    ];
    if (emailEvent === 'new_merge_request') {
      for (const user of mentioned)
        candidates.push({ userId: user.id, type: 'mention', reason: 'mentioned' });
    }
    if (emailEvent === 'reassign_merge_request' && assignees) {
      // A reassignment counts as a mention of the assignees, old and new.
      for (const id of assignees.previous) candidates.push({ userId: id, type: 'mention', reason: null });
      for (const id of assignees.current)
        candidates.push({ userId: id, type: 'mention', reason: 'assigned' });
    }
    const recipients = await this.recipients({
      event: emailEvent,
      projectId,
      ability: 'read_merge_request',
      candidates,
      actingUserId: event.payload.actorId,
      unsubscribed: new Set(facts.unsubscribedIds),
    });
    if (recipients.length === 0) return [];
    const people = await this.people([
      event.payload.actorId,
      row.author_id,
      ...facts.assigneeIds,
      ...facts.reviewerIds,
      ...(assignees ? [...assignees.previous, ...assignees.current] : []),
    ]);
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
    const all = (ids: readonly number[]) => ids.flatMap((id) => people.get(id) ?? []);
    const by = person(event.payload.actorId);
    const change: MergeRequestChange =
      emailEvent === 'new_merge_request'
        ? {
            kind: 'new',
            author: person(row.author_id),
            description: row.description,
            assignees: all(facts.assigneeIds),
            reviewers: all(facts.reviewerIds),
          }
        : emailEvent === 'close_merge_request'
          ? { kind: 'closed', by }
          : emailEvent === 'reopen_merge_request'
            ? { kind: 'reopened', by }
            : emailEvent === 'merge_merge_request'
              ? { kind: 'merged', by }
              : { kind: 'reassigned', previous: all(assignees!.previous), current: all(assignees!.current) };
    const project = await this.project(projectId);
    if (!project) return [];
    return recipients.map(({ address, reason }) =>
      outgoing(address, this.composer.mergeRequest(project, mergeRequestFacts(row), change, reason)),
    );
  }

  private async noteCreated(event: DomainEvent<'note.created'>): Promise<Plan> {
    const { payload } = event;
    if (payload.noteableType !== 'MergeRequest' || payload.system) return null;
    const [note, facts] = await Promise.all([
      this.notes.forNotifications(payload.noteId),
      this.mergeRequests.notificationFacts(payload.noteableId),
    ]);
    if (!note || !facts) return [];
    const projectId = facts.row.target_project_id;
    const [descriptionMentions, noteMentions, commenters] = await Promise.all([
      this.deps.users.forNotifications([], mentionedUsernames(facts.row.description)),
      this.deps.users.forNotifications([], mentionedUsernames(note.body)),
      this.notes.commentersByNoteable('MergeRequest', [facts.row.id]),
    ]);
    const candidates: Candidate[] = [
      ...noteMentions.map((u) => ({ userId: u.id, type: 'mention', reason: 'mentioned' }) as const),
      ...this.participants(facts, descriptionMentions),
      ...(commenters.get(facts.row.id) ?? []).map(
        (userId) => ({ userId, type: 'participating', reason: null }) as const,
      ),
      ...(await this.watchersAndCustom(projectId, 'new_note')),
      ...facts.subscribedIds.map(
        (userId) => ({ userId, type: 'subscription', reason: 'subscribed' }) as const,
      ),
    ];
    const recipients = await this.recipients({
      event: 'new_note',
      projectId,
      ability: 'read_merge_request',
      candidates,
      actingUserId: note.authorId,
      unsubscribed: new Set(facts.unsubscribedIds),
      minimumAccess: note.internal ? AccessLevel.REPORTER : undefined,
    });
    if (recipients.length === 0) return [];
    const [project, people] = await Promise.all([this.project(projectId), this.people([note.authorId])]);
    const author = people.get(note.authorId);
    if (!project || !author) return [];
    const change: MergeRequestChange = {
      kind: 'note',
      noteId: note.id,
      author,
      body: note.body,
      discussionId: note.discussionId,
    };
    return recipients.map(({ address, reason }) =>
      outgoing(address, this.composer.mergeRequest(project, mergeRequestFacts(facts.row), change, reason)),
    );
  }

  /** Author, assignees and reviewers (with their reasons), and users the description mentions. */
  private participants(
    facts: NonNullable<Awaited<ReturnType<MergeRequestsService['notificationFacts']>>>,
    mentioned: readonly User[],
  ): Candidate[] {
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

  // ---------------------------------------------------------------- pipelines

  private async pipelineFinished(event: DomainEvent<'ci.pipeline.status'>): Promise<Plan> {
    const { status } = event.payload;
    if (status !== 'failed' && status !== 'success') return null;
    const pipeline = await this.pipelines.notificationFacts(event.payload.pipelineId);
    // Child pipelines report through their parent, as in GitLab.
    if (!pipeline || pipeline.userId === null || pipeline.source === 'parent_pipeline') return [];
    const outcome: PipelineOutcome =
      status === 'failed' ? 'failed' : pipeline.previousStatus === 'failed' ? 'fixed' : 'succeeded';
    const emailEvent: NotificationEvent =
      outcome === 'failed' ? 'failed_pipeline' : outcome === 'fixed' ? 'fixed_pipeline' : 'success_pipeline';
    // Only the user who ran the pipeline hears of it, as a watcher would (GitLab's rule).
    const recipients = await this.recipients({
      event: emailEvent,
      projectId: pipeline.projectId,
      ability: 'read_build',
      candidates: [{ userId: pipeline.userId, type: 'watch', reason: null }],
      actingUserId: null,
      unsubscribed: new Set(),
    });
    if (recipients.length === 0) return [];
    const [project, people, mergeRequest] = await Promise.all([
      this.project(pipeline.projectId),
      this.people([pipeline.userId]),
      pipeline.mergeRequestId === null
        ? Promise.resolve(null)
        : this.mergeRequests.notificationFacts(pipeline.mergeRequestId),
    ]);
    if (!project) return [];
    const message = this.composer.pipeline(
      project,
      {
        id: pipeline.id,
        ref: pipeline.ref,
        sha: pipeline.sha,
        status: pipeline.status,
        user: people.get(pipeline.userId) ?? null,
        mergeRequestIid: mergeRequest?.row.iid ?? null,
      },
      outcome,
    );
    return recipients.map(({ address }) => outgoing(address, message));
  }

  // ---------------------------------------------------------------- shared

  /**
   * Project members and users with a project or group setting whose effective level is `watch`
   * (watchers), or `custom` with the event on.
   */
  private async watchersAndCustom(projectId: number, event: NotificationEvent): Promise<Candidate[]> {
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
  private async recipients(audience: Audience): Promise<Recipient[]> {
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
      if (!user || user.state !== 'active' || user.userType !== 'human') continue;
      if (levels && (levels.get(userId)?.get(audience.projectId) ?? 0) < audience.minimumAccess!) continue;
      const visible = await this.deps.projects.withAbility(systemActor(user), audience.ability, [
        audience.projectId,
      ]);
      if (!visible.has(audience.projectId)) continue;
      result.push({ address: settings.get(userId)?.notificationEmail ?? user.email, reason });
    }
    return result;
  }

  private async people(ids: readonly (number | null)[]): Promise<Map<number, Person>> {
    const wanted = ids.filter((id): id is number => id !== null);
    const users = await this.deps.users.forNotifications(wanted);
    return new Map(users.map((u) => [u.id, { name: u.name, username: u.username }]));
  }

  private async project(id: number): Promise<ProjectFacts | null> {
    const [project] = await this.deps.projects.finder.load([id]);
    return project ? { id: project.id, name: project.name, fullPath: project.fullPath } : null;
  }
}

function mergeRequestFacts(row: {
  id: number;
  iid: number;
  title: string;
  source_branch: string;
  target_branch: string;
}) {
  return {
    id: row.id,
    iid: row.iid,
    title: row.title,
    sourceBranch: row.source_branch,
    targetBranch: row.target_branch,
  };
}

function outgoing(address: string, composed: Composed): MailMessage {
  return {
    to: address,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    headers: composed.headers,
  };
}
