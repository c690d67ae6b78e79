import { RequestContext } from '@mikro-orm/postgresql';
import { AccessLevel } from '../../core/access.ts';
import { Periodic } from '../../core/periodic.ts';
import type { DomainEvent } from '../../core/events.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { ModuleDeps } from '../../services.ts';
import type { PipelinesService } from '../ci/pipelines/pipelines.service.ts';
import type { MergeRequestsService } from '../merge-requests/merge-requests.service.ts';
import type { NotesService } from '../notes/notes.service.ts';
import type { NotificationEvent } from '../notifications/notification-setting.entity.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { Audiences, mergeRequestFacts, outgoing, type Plan } from './audiences.ts';
import { AutoMergeEmails } from './auto-merge-emails.ts';
import { EmailsOnPush, type IntegrationLookup } from './emails-on-push.ts';
import { MergeRequestPushEmails } from './merge-request-push-emails.ts';
import { MessageComposer, type MergeRequestChange } from './messages.ts';
import { claimEmailEvent, unclaimedEmailEvents } from './notification-email-claims.ts';
import { pipelineEmail, pipelineOutcome, PipelineStatusEmails } from './pipeline-status-emails.ts';
import { ProjectMovedEmails } from './project-moved-emails.ts';
import { PushMessageComposer } from './push-messages.ts';
import { mentionedUsernames, type Candidate } from './recipients.ts';

/** The events this module turns into email. */
const EVENT_TYPES = [
  'merge_request.changed',
  'merge_request.auto_merge_set',
  'note.created',
  'ci.pipeline.status',
  'repository.pushed',
  'project.transferred',
] as const;
type HandledType = (typeof EVENT_TYPES)[number];
type HandledEvent = DomainEvent<HandledType>;

/**
 * Notification emails (GitLab's NotificationService and its mailers) and the email integrations
 * (Emails on push, Pipeline status emails): a listener on committed domain events that works out
 * who should hear of each — participants, watchers, custom-level subscribers, mentioned users, from
 * each user's effective notification level, or the addresses an integration lists — and sends each
 * one an email through the instance's mailer. Each event is claimed once across instances, with
 * every email it sends (see notification-email-claims.ts); events a crash left unsent are taken up
 * at the next start.
 *
 * Never mailed (notifications): the user who acted, blocked (or otherwise inactive) users, users
 * who cannot see the project or the merge request, users whose level is `disabled`.
 */
export class NotificationEmailsService {
  private readonly deps: ModuleDeps;
  private readonly mailer: Mailer;
  private readonly mergeRequests: MergeRequestsService;
  private readonly notes: NotesService;
  private readonly pipelines: PipelinesService;
  private readonly notifications: NotificationsService;
  private readonly composer: MessageComposer;
  private readonly audiences: Audiences;
  private readonly mergeRequestPushes: MergeRequestPushEmails;
  private readonly autoMerges: AutoMergeEmails;
  private readonly projectMoves: ProjectMovedEmails;
  private readonly emailsOnPush: EmailsOnPush;
  private readonly pipelineStatusEmails: PipelineStatusEmails;
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
      /** The project's active integration of a kind (IntegrationsService.actingSettings). */
      integrations: IntegrationLookup;
    },
  ) {
    this.deps = deps;
    this.mailer = more.mailer;
    this.mergeRequests = more.mergeRequests;
    this.notes = more.notes;
    this.pipelines = more.pipelines;
    this.notifications = more.notifications;
    this.composer = new MessageComposer(deps.config.externalUrl);
    this.audiences = new Audiences(deps, more.notifications);
    const own = { audiences: this.audiences, mergeRequests: more.mergeRequests, composer: this.composer };
    this.mergeRequestPushes = new MergeRequestPushEmails(deps, own);
    this.autoMerges = new AutoMergeEmails(deps, own);
    this.projectMoves = new ProjectMovedEmails(deps, own);
    this.emailsOnPush = new EmailsOnPush(deps, {
      audiences: this.audiences,
      integrations: more.integrations,
      composer: new PushMessageComposer(deps.config.externalUrl, this.composer),
      sender: { address: more.mailer.fromAddress(), host: new URL(deps.config.externalUrl).hostname },
    });
    this.pipelineStatusEmails = new PipelineStatusEmails(deps, {
      ...own,
      integrations: more.integrations,
      pipelines: more.pipelines,
    });
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

  /**
   * GitLab's `inactive_project_deletion_warning`: each owner and maintainer of the project (see
   * AccessFinder.projectOwnersAndMaintainers) who is an active human user is told that the project
   * is deleted on `deletionDate` (YYYY-MM-DD) unless it becomes active again, at the address they
   * receive notifications of it at. Notification levels do not silence it; silent mode does.
   */
  async inactiveProjectDeletionWarning(projectId: number, deletionDate: string): Promise<void> {
    const ids = await this.deps.access.projectOwnersAndMaintainers(projectId);
    const project = ids.length === 0 ? null : await this.audiences.project(projectId);
    if (!project) return;
    const users = await this.deps.users.forNotifications(ids);
    const settings = await this.notifications.effectiveSettings(ids, { id: projectId });
    const composed = this.composer.inactiveProjectDeletionWarning(project, deletionDate);
    for (const user of users) {
      if (user.state !== 'active' || user.userType !== 'human') continue;
      await this.mailer.send(outgoing(settings.get(user.id)?.notificationEmail ?? user.email, composed));
    }
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
      case 'merge_request.auto_merge_set':
        return this.autoMerges.plan(event as DomainEvent<'merge_request.auto_merge_set'>);
      case 'note.created':
        return this.noteCreated(event as DomainEvent<'note.created'>);
      case 'ci.pipeline.status': {
        const status = event as DomainEvent<'ci.pipeline.status'>;
        return together([this.pipelineFinished(status), this.pipelineStatusEmails.plan(status)]);
      }
      case 'repository.pushed': {
        const pushed = event as DomainEvent<'repository.pushed'>;
        return together([this.mergeRequestPushes.plan(pushed), this.emailsOnPush.plan(pushed)]);
      }
      case 'project.transferred':
        return this.projectMoves.plan(event as DomainEvent<'project.transferred'>);
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
    const { candidates, mentioned } = await this.audiences.mergeRequestCandidates(facts, emailEvent);
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
    const recipients = await this.audiences.recipients({
      event: emailEvent,
      projectId,
      ability: 'read_merge_request',
      candidates,
      actingUserId: event.payload.actorId,
      unsubscribed: new Set(facts.unsubscribedIds),
    });
    if (recipients.length === 0) return [];
    const people = await this.audiences.people([
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
    const project = await this.audiences.project(projectId);
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
      ...this.audiences.participants(facts, descriptionMentions),
      ...(commenters.get(facts.row.id) ?? []).map(
        (userId) => ({ userId, type: 'participating', reason: null }) as const,
      ),
      ...(await this.audiences.watchersAndCustom(projectId, 'new_note')),
      ...this.audiences.subscribers(facts),
    ];
    const recipients = await this.audiences.recipients({
      event: 'new_note',
      projectId,
      ability: 'read_merge_request',
      candidates,
      actingUserId: note.authorId,
      unsubscribed: new Set(facts.unsubscribedIds),
      minimumAccess: note.internal ? AccessLevel.REPORTER : undefined,
    });
    if (recipients.length === 0) return [];
    const [project, people] = await Promise.all([
      this.audiences.project(projectId),
      this.audiences.people([note.authorId]),
    ]);
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

  // ---------------------------------------------------------------- pipelines

  private async pipelineFinished(event: DomainEvent<'ci.pipeline.status'>): Promise<Plan> {
    const { status } = event.payload;
    if (status !== 'failed' && status !== 'success') return null;
    const pipeline = await this.pipelines.notificationFacts(event.payload.pipelineId);
    // Child pipelines report through their parent, as in GitLab.
    if (!pipeline || pipeline.userId === null || pipeline.source === 'parent_pipeline') return [];
    const outcome = pipelineOutcome(status, pipeline.previousStatus);
    const emailEvent: NotificationEvent =
      outcome === 'failed' ? 'failed_pipeline' : outcome === 'fixed' ? 'fixed_pipeline' : 'success_pipeline';
    // Only the user who ran the pipeline hears of it, as a watcher would (GitLab's rule).
    const recipients = await this.audiences.recipients({
      event: emailEvent,
      projectId: pipeline.projectId,
      ability: 'read_build',
      candidates: [{ userId: pipeline.userId, type: 'watch', reason: null }],
      actingUserId: null,
      unsubscribed: new Set(),
    });
    if (recipients.length === 0) return [];
    const project = await this.audiences.project(pipeline.projectId);
    if (!project) return [];
    const message = await pipelineEmail(
      { audiences: this.audiences, mergeRequests: this.mergeRequests, composer: this.composer },
      project,
      pipeline,
      outcome,
    );
    return recipients.map(({ address }) => outgoing(address, message));
  }
}

/** The emails of several planners of one event: null only when none of them sends any. */
async function together(plans: readonly Promise<Plan>[]): Promise<Plan> {
  const planned = await Promise.all(plans);
  if (planned.every((plan) => plan === null)) return null;
  return planned.flatMap((plan) => plan ?? []);
}
