import { checkUnmodifiedSince, type DeletePrecondition } from '../../../core/precondition.ts';
import { requireUser, type Actor } from '../../../core/actor.ts';
import { DomainError, invalidField, notFound, unauthorized } from '../../../core/errors.ts';
import { pageWithTotal, type OffsetPageRequest, type Page } from '../../../core/pagination.ts';
import { authorize } from '../../../core/policy.ts';
import { digestToken, generateToken } from '../../../core/secrets.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { User } from '../../users/user.entity.ts';
import { Pipeline, type PipelineVariable } from '../pipelines/pipeline.entity.ts';
import { systemActor, type PipelinesService } from '../pipelines/pipelines.service.ts';
import { TRIGGER_TOKEN_PREFIX } from './trigger-token.ts';
import { Trigger } from './trigger.entity.ts';

/** Characters of a token (after its prefix) shown in lists, to tell tokens apart. */
const SHOWN_TOKEN_CHARACTERS = 4;

/** What `POST /projects/:id/trigger/pipeline` receives. */
export interface TriggerRequest {
  token: string;
  ref: string;
  variables: Record<string, string>;
}

/** A new trigger with its token, shown this once. */
export interface CreatedTrigger {
  trigger: Trigger;
  token: string;
}

/** Resolves a CI job token to the job's actor (set up by the jobs module). */
type JobTokenLookup = (token: string) => Promise<Actor | null>;

/**
 * Pipeline trigger tokens: maintainers create and manage them for a project; anyone holding one
 * (or the token of a running job) starts a pipeline of the project for a ref, with variables.
 */
export class TriggersService {
  private readonly deps: ModuleDeps;
  private readonly pipelines: PipelinesService;
  private jobActor: JobTokenLookup = () => Promise.resolve(null);

  constructor(deps: ModuleDeps, pipelines: PipelinesService) {
    this.deps = deps;
    this.pipelines = pipelines;
  }

  useJobTokens(lookup: JobTokenLookup): void {
    this.jobActor = lookup;
  }

  async list(actor: Actor, idOrPath: string | number, request: OffsetPageRequest): Promise<Page<Trigger>> {
    const subject = await this.manageable(actor, idOrPath);
    const [items, total] = await this.deps.orm.em.fork().findAndCount(
      Trigger,
      { project: subject.project.id },
      {
        populate: ['owner'],
        orderBy: { id: 'asc' },
        limit: request.perPage,
        offset: (request.page - 1) * request.perPage,
      },
    );
    return pageWithTotal(items, request, total);
  }

  /** Every trigger of the project, oldest first (GraphQL pages through them). */
  async all(actor: Actor, idOrPath: string | number): Promise<Trigger[]> {
    const subject = await this.manageable(actor, idOrPath);
    return this.deps.orm.em
      .fork()
      .find(Trigger, { project: subject.project.id }, { populate: ['owner'], orderBy: { id: 'asc' } });
  }

  /** Triggers by id for DataLoader: those of projects whose triggers the actor manages, null for the others. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(Trigger | null)[]> {
    if (ids.length === 0) return [];
    const triggers = await this.deps.orm.em
      .fork()
      .find(Trigger, { id: { $in: [...ids] } }, { populate: ['owner'] });
    const managed = await this.deps.projects.withAbility(
      actor,
      'admin_build',
      triggers.map((t) => t.project.id),
    );
    const byId = new Map(triggers.filter((t) => managed.has(t.project.id)).map((t) => [t.id, t]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  async get(actor: Actor, idOrPath: string | number, triggerId: number): Promise<Trigger> {
    const subject = await this.manageable(actor, idOrPath);
    return this.find(subject, triggerId);
  }

  async create(actor: Actor, idOrPath: string | number, description: string): Promise<CreatedTrigger> {
    const me = requireUser(actor);
    const subject = await this.manageable(actor, idOrPath);
    const token = generateToken(TRIGGER_TOKEN_PREFIX);
    const trigger = await this.deps.uow.run(async (tx) =>
      tx.em.create(Trigger, {
        project: subject.project.id,
        owner: me.id,
        description: checkedDescription(description),
        tokenDigest: digestToken(token),
        tokenStart: token.slice(
          TRIGGER_TOKEN_PREFIX.length,
          TRIGGER_TOKEN_PREFIX.length + SHOWN_TOKEN_CHARACTERS,
        ),
      }),
    );
    return { trigger: await this.find(subject, trigger.id), token };
  }

  async update(
    actor: Actor,
    idOrPath: string | number,
    triggerId: number,
    changes: { description?: string },
  ): Promise<Trigger> {
    const subject = await this.manageable(actor, idOrPath);
    const existing = await this.find(subject, triggerId);
    if (changes.description !== undefined) {
      const description = checkedDescription(changes.description);
      await this.deps.uow.run(async (tx) => {
        const trigger = await tx.em.findOneOrFail(Trigger, existing.id);
        trigger.description = description;
      });
    }
    return this.find(subject, triggerId);
  }

  /** GraphQL names a trigger by its global ID alone. */
  async updateById(actor: Actor, triggerId: number, changes: { description?: string }): Promise<Trigger> {
    return this.update(actor, await this.projectIdOf(triggerId), triggerId, changes);
  }

  async deleteById(actor: Actor, triggerId: number): Promise<void> {
    await this.delete(actor, await this.projectIdOf(triggerId), triggerId);
  }

  async delete(
    actor: Actor,
    idOrPath: string | number,
    triggerId: number,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    const subject = await this.manageable(actor, idOrPath);
    const existing = await this.find(subject, triggerId);
    checkUnmodifiedSince(precondition, existing.updatedAt);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(Trigger, existing.id));
    });
  }

  /**
   * POST /projects/:id/trigger/pipeline: a pipeline started with a trigger token runs as the
   * token's owner (source `trigger`); with a running job's token, as the job's user, downstream of
   * the job's pipeline (source `pipeline`). A token that fits neither is a 404, as is a project the
   * token does not belong to, so that tokens reveal nothing. Answers the pipeline with its user and
   * project loaded.
   */
  async triggerPipeline(idOrPath: string | number, request: TriggerRequest): Promise<Pipeline> {
    const variables: PipelineVariable[] = Object.entries(request.variables).map(([key, value]) => ({
      key,
      value,
      variableType: 'env_var',
    }));
    // GitLab passes the request itself (without the token) to the pipeline as a file variable.
    variables.push({
      key: 'TRIGGER_PAYLOAD',
      value: JSON.stringify({ ref: request.ref, id: String(idOrPath), variables: request.variables }),
      variableType: 'file',
    });
    const trigger = await this.deps.orm.em
      .fork()
      .findOne(Trigger, { tokenDigest: digestToken(request.token) }, { populate: ['project', 'owner'] });
    let created: Pipeline;
    if (trigger) {
      created = await this.fromTrigger(trigger, idOrPath, request.ref, variables);
    } else {
      const jobActor = request.token.startsWith(TRIGGER_TOKEN_PREFIX)
        ? null
        : await this.jobActor(request.token);
      if (!jobActor) throw notFound();
      created = await this.pipelines.createForJobToken(jobActor, idOrPath, { ref: request.ref, variables });
    }
    return this.deps.orm.em.fork().findOneOrFail(Pipeline, created.id, { populate: ['user', 'project'] });
  }

  private async fromTrigger(
    trigger: Trigger,
    idOrPath: string | number,
    ref: string,
    variables: PipelineVariable[],
  ): Promise<Pipeline> {
    if (trigger.expiresAt && trigger.expiresAt.getTime() < Date.now()) throw unauthorized();
    if (!trigger.owner) throw notFound();
    const owner = systemActor(await this.deps.orm.em.fork().findOneOrFail(User, trigger.owner.id));
    const target = await this.deps.projects.find(owner, idOrPath, { redirects: 'ignore' }).catch(() => null);
    if (!target || target.project.id !== trigger.project.id) throw notFound();
    const pipeline = await this.pipelines
      .create(owner, trigger.project.id, { ref, variables, source: 'trigger' })
      .catch((error: unknown) => {
        // An owner who may no longer run pipelines here cannot use the token either.
        if (error instanceof DomainError && (error.kind === 'forbidden' || error.kind === 'not_found')) {
          throw invalidField('base', 'Insufficient permissions to create a new pipeline');
        }
        throw error;
      });
    await this.deps.uow.run(async (tx) => {
      const used = await tx.em.findOneOrFail(Trigger, trigger.id);
      used.lastUsedAt = new Date();
    });
    return pipeline;
  }

  /** Triggers are for maintainers of the project (GitLab's `admin_build`). */
  private async manageable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_build', subject);
    return subject;
  }

  private async projectIdOf(triggerId: number): Promise<number> {
    const trigger = await this.deps.orm.em.fork().findOne(Trigger, triggerId, { fields: ['project'] });
    if (!trigger) throw notFound('Trigger');
    return trigger.project.id;
  }

  private async find(subject: ProjectSubject, triggerId: number): Promise<Trigger> {
    const trigger = await this.deps.orm.em
      .fork()
      .findOne(Trigger, { id: triggerId, project: subject.project.id }, { populate: ['owner'] });
    if (!trigger) throw notFound('Trigger');
    return trigger;
  }
}

function checkedDescription(description: string): string {
  if (description.length > 255) throw invalidField('description', 'is too long (maximum is 255 characters)');
  return description;
}
