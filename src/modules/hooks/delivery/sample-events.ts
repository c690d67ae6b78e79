import type { Actor } from '../../../core/actor.ts';
import { verbatimError } from '../../../core/errors.ts';
import type { DomainEvent, DomainEventMap, DomainEventType } from '../../../core/events.ts';
import { offsetPage } from '../../../core/pagination.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { HookPayloadSources } from '../payloads/hook-payloads.ts';

/**
 * The events a test delivery pretends happened, made from the project's newest thing of the kind
 * (GitLab's TestHooks: its newest note, merge request, pipeline or job; an award on its newest note), or refused with GitLab's
 * message when the project has none. Their id is 0: no stored event is theirs.
 */
export class SampleEvents {
  private readonly sources: () => HookPayloadSources;

  constructor(sources: () => HookPayloadSources) {
    this.sources = sources;
  }

  /** A thumbs up from the caller on the newest comment: an award never saved (id 1). */
  async award(actor: Actor, subject: ProjectSubject): Promise<DomainEvent<'award_emoji.awarded'>> {
    const view = await this.sources().notes.newestOfProject(actor, subject.project.id);
    const userId = actor.user?.id;
    if (!view || userId === undefined) throw verbatimError('unprocessable', 'Ensure the project has notes.');
    const now = new Date().toISOString();
    return sample('award_emoji.awarded', {
      awardId: 1,
      name: 'thumbsup',
      userId,
      awardableType: 'Note',
      awardableId: view.note.id,
      projectId: subject.project.id,
      createdAt: now,
      updatedAt: now,
      actorId: userId,
    });
  }

  async note(actor: Actor, subject: ProjectSubject): Promise<DomainEvent<'note.created'>> {
    const view = await this.sources().notes.newestOfProject(actor, subject.project.id);
    if (!view) throw verbatimError('unprocessable', 'Ensure the project has notes.');
    const { note } = view;
    return sample('note.created', {
      noteId: note.id,
      noteableType: note.noteableType,
      noteableId: note.noteableId,
      projectId: subject.project.id,
      authorId: note.author.id,
      system: note.system,
      internal: note.internal,
      discussionId: note.discussionId,
    });
  }

  async mergeRequest(actor: Actor, subject: ProjectSubject): Promise<DomainEvent<'merge_request.changed'>> {
    const page = await this.sources().mergeRequests.list(
      actor,
      subject.project.id,
      { orderBy: 'created_at', sort: 'desc' },
      offsetPage(1, 1),
    );
    const newest = page.items[0];
    if (!newest) throw verbatimError('unprocessable', 'Ensure the project has merge requests.');
    return sample('merge_request.changed', {
      mergeRequestId: newest.id,
      projectId: subject.project.id,
      action: 'update',
      actorId: actor.user?.id ?? null,
    });
  }

  async pipeline(actor: Actor, subject: ProjectSubject): Promise<DomainEvent<'ci.pipeline.status'>> {
    const page = await this.sources().pipelines.listOf(actor, subject, {}, offsetPage(1, 1));
    const newest = page.items[0];
    if (!newest) throw verbatimError('unprocessable', 'Ensure the project has CI pipelines.');
    return sample('ci.pipeline.status', {
      pipelineId: newest.id,
      projectId: subject.project.id,
      ref: newest.ref,
      sha: newest.sha,
      status: newest.status,
      previousStatus: newest.status,
      at: new Date().toISOString(),
      pipelineScheduleId: null,
    });
  }

  async job(actor: Actor, subject: ProjectSubject): Promise<DomainEvent<'ci.job.status'>> {
    const page = await this.sources().jobs.listForProject(actor, subject.project.id, {}, offsetPage(1, 1));
    const newest = page.items[0]?.job;
    if (!newest) throw verbatimError('unprocessable', 'Ensure the project has CI jobs.');
    return sample('ci.job.status', {
      jobId: newest.id,
      pipelineId: newest.pipeline.id,
      projectId: subject.project.id,
      name: newest.name,
      stage: newest.stage.name,
      type: newest.type,
      status: newest.status,
      previousStatus: newest.status,
      at: new Date().toISOString(),
    });
  }
}

function sample<T extends DomainEventType>(type: T, payload: DomainEventMap[T]): DomainEvent<T> {
  return { id: 0, type, occurredAt: new Date().toISOString(), payload };
}
