import type { DomainEvent } from '../../../core/events.ts';
import { readCommit } from '../../../git/commit-log.ts';
import type { ModuleDeps } from '../../../services.ts';
import { systemActor } from '../../ci/pipelines/pipelines.service.ts';
import type { JobsService } from '../../ci/jobs/jobs.service.ts';
import type { PipelinesService } from '../../ci/pipelines/pipelines.service.ts';
import type { MergeRequestsService } from '../../merge-requests/merge-requests.service.ts';
import type { MembersService } from '../../members/members.service.ts';
import type { NotesService } from '../../notes/notes.service.ts';
import type { Actor } from '../../../core/actor.ts';
import type { Project } from '../../projects/project.entity.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { User } from '../../users/user.entity.ts';
import type { SnippetsService } from '../../snippets/snippets.service.ts';
import { commitFiles } from './commit-files.ts';
import { deploymentPayload } from './deployment-payload.ts';
import type { DeploymentsService } from '../../environments/deployments.service.ts';
import type { EnvironmentsService } from '../../environments/environments.service.ts';
import { emojiPayload, type EmojiAwardable } from './emoji-payload.ts';
import { MERGE_REQUEST_HOOK_ACTIONS, mergeRequestPayload } from './merge-request-payload.ts';
import { jobPayload } from './job-payload.ts';
import { MEMBER_EVENT_NAMES, memberPayload } from './member-payload.ts';
import { notePayload, type NoteSubject } from './note-payload.ts';
import { pipelinePayload } from './pipeline-payload.ts';
import { subgroupPayload } from './subgroup-payload.ts';
import { isTagPush, PUSH_PAYLOAD_COMMITS, pushPayload } from './push-payload.ts';

/** The services payloads read from that are built after the hooks module (given lazily). */
export interface HookPayloadSources {
  mergeRequests: MergeRequestsService;
  notes: NotesService;
  snippets: SnippetsService;
  pipelines: PipelinesService;
  jobs: JobsService;
  members: MembersService;
  deployments: DeploymentsService;
  environments: EnvironmentsService;
}

/** A user reading a project, as payloads are built (acting as the instance on their behalf). */
interface Reader {
  user: User;
  actor: Actor;
  subject: ProjectSubject;
  project: Project;
}

/**
 * Builds the payloads of hook deliveries from domain events, reading what they show through the
 * services of the modules that own it. Null when the event's subject is gone.
 */
export class HookPayloads {
  private readonly deps: ModuleDeps;
  private readonly sources: () => HookPayloadSources;

  constructor(deps: ModuleDeps, sources: () => HookPayloadSources) {
    this.deps = deps;
    this.sources = sources;
  }

  async push(event: DomainEvent<'repository.pushed'>): Promise<Record<string, unknown> | null> {
    const { projectId, userId, ref } = event.payload;
    if (userId === null) return null;
    const user = await this.deps.users.byId(userId);
    if (!user) return null;
    const subject = await this.deps.projects.find(systemActor(user), projectId).catch(() => null);
    if (!subject) return null;
    const project = subject.project;
    const tag = isTagPush(event);
    const name = ref.replace(/^refs\/(heads|tags)\//, '');
    const listed = event.payload.commits.slice(0, PUSH_PAYLOAD_COMMITS).map((c) => c.id);
    const [refProtected, files] = await Promise.all([
      this.deps.protectedRefs.isProtectedRef(project, name, tag),
      commitFiles(this.deps.repositories.repository(project), listed).catch(() => new Map()),
    ]);
    return pushPayload({ event, project, user, refProtected, files, urls: this.deps.urls });
  }

  async mergeRequest(event: DomainEvent<'merge_request.changed'>): Promise<Record<string, unknown> | null> {
    const { mergeRequestId, projectId, actorId } = event.payload;
    const action = MERGE_REQUEST_HOOK_ACTIONS[event.payload.action];
    if (!action || actorId === null) return null;
    const seen = await this.asUser(actorId, projectId);
    if (!seen) return null;
    const [mr] = await this.sources().mergeRequests.loadMany(seen.actor, [mergeRequestId]);
    if (!mr) return null;
    const source =
      mr.sourceProjectId === projectId
        ? seen.project
        : ((await this.deps.projects.find(seen.actor, mr.sourceProjectId).catch(() => null))?.project ??
          null);
    const lastCommit = await this.headCommit(source, mr.sha ?? `refs/heads/${mr.sourceBranch}`);
    return mergeRequestPayload({
      action,
      mergeRequest: mr,
      user: seen.user,
      target: seen.project,
      source,
      lastCommit,
      oldrev: event.payload.oldrev ?? null,
      urls: this.deps.urls,
    });
  }

  /**
   * A comment on a merge request or a snippet, as its author sees it (system notes and other
   * noteables send none).
   */
  async note(
    event: DomainEvent<'note.created'> | DomainEvent<'note.updated'>,
  ): Promise<Record<string, unknown> | null> {
    const { noteId, projectId, authorId, noteableType, noteableId } = event.payload;
    if (event.payload.system) return null;
    const seen = await this.asUser(authorId, projectId);
    if (!seen) return null;
    const [note] = await this.sources().notes.loadMany(seen.actor, [noteId]);
    if (!note) return null;
    const subject = await this.noteableSubject(seen, noteableType, noteableId);
    if (!subject) return null;
    return notePayload({
      action: event.type === 'note.created' ? 'create' : 'update',
      note,
      user: seen.user,
      project: seen.project,
      subject,
      urls: this.deps.urls,
    });
  }

  /**
   * An emoji awarded or revoked on a merge request, a snippet or a comment on one, as the user who
   * acted sees it (the award itself as the event kept it: a revoked one is gone).
   */
  async emoji(
    event: DomainEvent<'award_emoji.awarded'> | DomainEvent<'award_emoji.revoked'>,
  ): Promise<Record<string, unknown> | null> {
    const { actorId, projectId, awardableType, awardableId } = event.payload;
    const seen = await this.asUser(actorId, projectId);
    if (!seen) return null;
    let awardable: EmojiAwardable | null;
    if (awardableType === 'Note') {
      const [note] = await this.sources().notes.loadMany(seen.actor, [awardableId]);
      const on = note ? await this.noteableSubject(seen, note.note.noteableType, note.note.noteableId) : null;
      awardable = note && on ? { kind: 'Note', note, on } : null;
    } else {
      awardable = await this.noteableSubject(seen, awardableType, awardableId);
    }
    if (!awardable) return null;
    return emojiPayload({ event, user: seen.user, project: seen.project, awardable, urls: this.deps.urls });
  }

  /** A pipeline's status change, as the user who ran it sees the pipeline and its latest jobs. */
  async pipeline(event: DomainEvent<'ci.pipeline.status'>): Promise<Record<string, unknown> | null> {
    const sources = this.sources();
    const found = await this.pipelineAndRunner(event.payload.pipelineId, event.payload.projectId);
    if (!found) return null;
    const { pipeline, seen } = found;
    const mergeRequestId = pipeline.mergeRequestId ?? null;
    const [jobs, commit, mergeRequest] = await Promise.all([
      sources.jobs.latestRecordsOfPipelines(seen.actor, seen.subject, [pipeline.id]),
      this.headCommit(seen.project, pipeline.sha),
      mergeRequestId === null
        ? null
        : sources.mergeRequests.loadMany(seen.actor, [mergeRequestId]).then(([mr]) => mr ?? null),
    ]);
    return pipelinePayload({
      pipeline,
      project: seen.project,
      user: seen.user,
      jobs,
      commit,
      mergeRequest,
      urls: this.deps.urls,
    });
  }

  /** A job's status change, as the user who ran its pipeline sees it. */
  async job(event: DomainEvent<'ci.job.status'>): Promise<Record<string, unknown> | null> {
    const sources = this.sources();
    const found = await this.pipelineAndRunner(event.payload.pipelineId, event.payload.projectId);
    if (!found) return null;
    const { pipeline, seen } = found;
    const [attempts, commit] = await Promise.all([
      sources.jobs.recordsOfPipelines(seen.actor, seen.subject, [pipeline.id]),
      this.headCommit(seen.project, pipeline.sha),
    ]);
    const job = attempts.find((j) => j.id === event.payload.jobId);
    if (!job) return null;
    const retries = attempts.filter((j) => j.name === job.name && j.id < job.id).length;
    return jobPayload({
      job,
      pipeline,
      project: seen.project,
      user: seen.user,
      commit,
      retries,
      urls: this.deps.urls,
    });
  }

  /** A deployment's status change, as the user who deployed sees it. */
  async deployment(event: DomainEvent<'deployment.changed'>): Promise<Record<string, unknown> | null> {
    const { deploymentId, projectId } = event.payload;
    const sources = this.sources();
    const deployment = (await sources.deployments.viewsByIds([deploymentId])).get(deploymentId);
    if (!deployment || deployment.userId === null) return null;
    const [seen, [environment]] = await Promise.all([
      this.asUser(deployment.userId, projectId),
      sources.environments.finder.byIds([deployment.environmentId]),
    ]);
    if (!seen || !environment) return null;
    return deploymentPayload({
      deployment,
      environment,
      project: seen.project,
      user: seen.user,
      commit: await this.headCommit(seen.project, deployment.sha),
      urls: this.deps.urls,
    });
  }

  /** A group membership added, changed or removed (projects' memberships send none). */
  async member(
    event: DomainEvent<'member.added'> | DomainEvent<'member.updated'> | DomainEvent<'member.removed'>,
  ): Promise<Record<string, unknown> | null> {
    const { sourceType, sourceId, userId } = event.payload;
    if (sourceType !== 'Namespace') return null;
    const [group, user, membership] = await Promise.all([
      this.deps.groups.byId(sourceId),
      this.deps.users.byId(userId),
      event.type === 'member.removed'
        ? null
        : this.sources().members.findDirect(sourceType, sourceId, userId),
    ]);
    if (!group || !user) return null;
    const accessLevel =
      'accessLevel' in event.payload ? event.payload.accessLevel : (event.payload.formerAccessLevel ?? null);
    return memberPayload({
      eventName: MEMBER_EVENT_NAMES[event.type],
      group,
      user,
      accessLevel,
      membership: membership
        ? {
            createdAt: membership.member.createdAt,
            updatedAt: membership.member.updatedAt,
            expiresAt: membership.member.expiresAt ?? null,
          }
        : null,
    });
  }

  /** A subgroup created (read now) or deleted (as the event kept it), for its parent's hooks. */
  async subgroup(
    event: DomainEvent<'group.created'> | DomainEvent<'group.deleted'>,
  ): Promise<Record<string, unknown> | null> {
    const parentId = event.payload.parentId ?? null;
    if (parentId === null) return null;
    const parent = await this.deps.groups.byId(parentId);
    if (!parent) return null;
    if (event.type === 'group.created') {
      const group = await this.deps.groups.byId(event.payload.groupId);
      if (!group) return null;
      return subgroupPayload({ eventName: 'subgroup_create', subgroup: group, parent });
    }
    const deleted = event.payload;
    const path = deleted.fullPath.slice(deleted.fullPath.lastIndexOf('/') + 1);
    return subgroupPayload({
      eventName: 'subgroup_destroy',
      subgroup: {
        id: deleted.groupId,
        name: deleted.name ?? path,
        path,
        fullPath: deleted.fullPath,
        createdAt: null,
        updatedAt: null,
      },
      parent,
    });
  }

  /** A merge request or snippet as payloads embed it (with what they show of it), or null when unreadable. */
  private async noteableSubject(seen: Reader, type: string, id: number): Promise<NoteSubject | null> {
    const sources = this.sources();
    if (type === 'MergeRequest') {
      const [mr] = await sources.mergeRequests.loadMany(seen.actor, [id]);
      if (!mr) return null;
      const source =
        mr.sourceProjectId === seen.project.id
          ? seen.project
          : ((await this.deps.projects.find(seen.actor, mr.sourceProjectId).catch(() => null))?.project ??
            null);
      const lastCommit = await this.headCommit(source, mr.sha ?? `refs/heads/${mr.sourceBranch}`);
      return { kind: 'MergeRequest', mergeRequest: mr, source, lastCommit };
    }
    if (type === 'Snippet') {
      const [snippet] = await sources.snippets.loadMany(seen.actor, [id]);
      if (!snippet) return null;
      const raw = await sources.snippets.raw(seen.actor, seen.project.id, id).catch(() => null);
      return { kind: 'Snippet', snippet, content: raw ? raw.content.toString('utf8') : null };
    }
    return null;
  }

  /** A pipeline of a project, and the user who ran it reading the project; null when either is gone. */
  private async pipelineAndRunner(pipelineId: number, projectId: number) {
    const pipeline = await this.sources().pipelines.byId(pipelineId);
    const userId = pipeline?.user?.id;
    if (!pipeline || pipeline.project.id !== projectId || userId === undefined) return null;
    const seen = await this.asUser(userId, projectId);
    return seen ? { pipeline, seen } : null;
  }

  /** A user, acting as the instance on their behalf, and a project they may read; null when either is gone. */
  private async asUser(userId: number, projectId: number): Promise<Reader | null> {
    const user = await this.deps.users.byId(userId);
    if (!user) return null;
    const actor = systemActor(user);
    const subject = await this.deps.projects.find(actor, projectId).catch(() => null);
    return subject ? { user, actor, subject, project: subject.project } : null;
  }

  /** A commit of a project's repository by revision, or null when unreadable. */
  private async headCommit(project: Project | null, revision: string) {
    if (!project) return null;
    return readCommit(this.deps.repositories.repository(project), revision).catch(() => null);
  }
}
