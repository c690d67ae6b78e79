import { checkUnmodifiedSince, type DeletePrecondition } from '../../../core/precondition.ts';
import { LockMode, RequestContext } from '@mikro-orm/postgresql';
import { requireUser, type Actor } from '../../../core/actor.ts';
import { invalid, notFound, throwIfInvalid, type FieldErrors } from '../../../core/errors.ts';
import {
  pageWithTotal,
  type KeysetPageRequest,
  type OffsetPageRequest,
  type Page,
} from '../../../core/pagination.ts';
import type { ScheduleAccessView } from '../../../core/permission-table.ts';
import { authorize, can } from '../../../core/policy.ts';
import type { Tx } from '../../../core/tx.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import { User } from '../../users/user.entity.ts';
import { Pipeline } from '../pipelines/pipeline.entity.ts';
import { systemActor, type PipelinesService } from '../pipelines/pipelines.service.ts';
import type { VariableType } from '../variables/ci-variable.entity.ts';
import { isTimeZone, isValidCron, nextRun } from './cron.ts';
import {
  PipelineSchedule,
  PipelineScheduleVariable,
  SCHEDULE_VARIABLE_VALUE,
} from './pipeline-schedule.entity.ts';
import type {
  ScheduleNode,
  ScheduleVariableNode,
  ScheduleVariableView,
  ScheduleView,
} from './schedule-view.ts';
import {
  PipelineSchedulesFinder,
  type ScheduleListFilters,
  type ScheduleSort,
} from './pipeline-schedules.finder.ts';

export interface ScheduleAttributes {
  description?: string;
  ref?: string;
  cron?: string;
  cronTimezone?: string;
  active?: boolean;
  /** Variables to set (by key) or, with `destroy`, to remove, with the schedule's own change. */
  variables?: ScheduleVariableChange[];
}

export interface ScheduleVariableChange {
  key: string;
  value?: string;
  variableType?: VariableType;
  destroy?: boolean;
}

const VARIABLE_KEY = /^[a-zA-Z0-9_]+$/;

/**
 * Pipeline schedules: developers create them and become their owners; a schedule runs its ref's
 * pipeline as its owner at each time its cron names (`runDue`), or at once when played. Who may
 * read, change, take over, delete or play one is in the permission table.
 */
export class PipelineSchedulesService {
  private readonly deps: ModuleDeps;
  private readonly pipelines: PipelinesService;

  private readonly finder: PipelineSchedulesFinder;

  constructor(deps: ModuleDeps, pipelines: PipelinesService) {
    this.deps = deps;
    this.pipelines = pipelines;
    this.finder = new PipelineSchedulesFinder(deps.orm);
  }

  /** One page of a project's schedules, read in SQL (the project already found for the actor). */
  async page(
    actor: Actor,
    subject: ProjectSubject,
    filters: ScheduleListFilters,
    sort: ScheduleSort,
    request: KeysetPageRequest,
  ): Promise<Page<ScheduleNode>> {
    authorize(actor, 'read_pipeline_schedule', subject);
    const page = await this.finder.page(subject.project.id, filters, sort, request);
    return {
      ...page,
      items: page.items.map((schedule) => ({
        schedule,
        project: subject,
        access: this.access(actor, subject, schedule),
      })),
    };
  }

  /** Schedules by id for DataLoader: those the actor may read, null for the others. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(ScheduleNode | null)[]> {
    const schedules = await this.finder.load(ids);
    const projectIds = [...new Set(schedules.map((s) => s.project.id))];
    const subjects = await this.deps.projects.loadMany(actor, projectIds);
    const byProject = new Map(projectIds.map((id, i) => [id, subjects[i] ?? null]));
    const readable = new Map<number, ScheduleNode>();
    for (const schedule of schedules) {
      const subject = byProject.get(schedule.project.id);
      if (subject && can(actor, 'read_pipeline_schedule', subject))
        readable.set(schedule.id, {
          schedule,
          project: subject,
          access: this.access(actor, subject, schedule),
        });
    }
    return ids.map((id) => readable.get(id) ?? null);
  }

  /** Schedule variables by id, decrypted: those of schedules the actor may read, null for the others. */
  async loadVariables(actor: Actor, ids: readonly number[]): Promise<(ScheduleVariableNode | null)[]> {
    const variables = await this.finder.variables(ids);
    const scheduleIds = [...new Set(variables.map((v) => v.schedule.id))];
    const schedules = await this.loadMany(actor, scheduleIds);
    const readable = new Set(schedules.filter((s) => s !== null).map((s) => s.schedule.id));
    const byId = new Map(
      variables
        .filter((v) => readable.has(v.schedule.id))
        .map((v) => [v.id, { id: v.id, ...this.variableView(v) }]),
    );
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** The same page of variables for each of these (readable) schedules, decrypted. */
  async variablePages(
    scheduleIds: readonly number[],
    request: KeysetPageRequest,
  ): Promise<Map<number, Page<ScheduleVariableNode>>> {
    const pages = await this.finder.variablesBySchedule(scheduleIds, request);
    const result = new Map<number, Page<ScheduleVariableNode>>();
    for (const [id, page] of pages) {
      result.set(id, { ...page, items: page.items.map((v) => ({ id: v.id, ...this.variableView(v) })) });
    }
    return result;
  }

  /** The last pipelines of schedules, by pipeline id, in one query. */
  lastPipelines(pipelineIds: readonly number[]): Promise<Map<number, Pipeline>> {
    return this.finder.pipelines(pipelineIds);
  }

  async list(
    actor: Actor,
    idOrPath: string | number,
    scope: 'active' | 'inactive' | undefined,
    request: OffsetPageRequest,
  ): Promise<Page<PipelineSchedule>> {
    const subject = await this.readable(actor, idOrPath);
    const [items, total] = await this.deps.orm.em.fork().findAndCount(
      PipelineSchedule,
      { project: subject.project.id, ...(scope ? { active: scope === 'active' } : {}) },
      {
        populate: ['owner'],
        orderBy: { id: 'asc' },
        limit: request.perPage,
        offset: (request.page - 1) * request.perPage,
      },
    );
    return pageWithTotal(items, request, total);
  }

  async get(actor: Actor, idOrPath: string | number, scheduleId: number): Promise<ScheduleView> {
    const subject = await this.readable(actor, idOrPath);
    return this.view(subject, scheduleId);
  }

  async create(actor: Actor, idOrPath: string | number, input: ScheduleAttributes): Promise<ScheduleView> {
    const me = requireUser(actor);
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'create_pipeline_schedule', subject);
    const attributes = checkedAttributes(
      { ...input, cronTimezone: input.cronTimezone ?? 'UTC', active: input.active ?? true },
      true,
    );
    const created = await this.deps.uow.run(async (tx) => {
      const schedule = tx.em.create(PipelineSchedule, {
        project: subject.project.id,
        owner: me.id,
        description: attributes.description ?? '',
        ref: attributes.ref!,
        cron: attributes.cron!,
        cronTimezone: attributes.cronTimezone!,
        active: attributes.active!,
        nextRunAt: attributes.active ? nextRun(attributes.cron!, attributes.cronTimezone!) : null,
      });
      await tx.em.flush();
      await this.changeVariables(tx, schedule.id, attributes.variables ?? []);
      return schedule;
    });
    return this.view(subject, created.id);
  }

  async update(
    actor: Actor,
    idOrPath: string | number,
    scheduleId: number,
    changes: ScheduleAttributes,
  ): Promise<ScheduleView> {
    const subject = await this.readable(actor, idOrPath);
    const existing = await this.find(subject, scheduleId);
    authorize(actor, 'update_pipeline_schedule', this.access(actor, subject, existing));
    const next = checkedAttributes(
      {
        description: changes.description ?? existing.description,
        ref: changes.ref ?? existing.ref,
        cron: changes.cron ?? existing.cron,
        cronTimezone: changes.cronTimezone ?? existing.cronTimezone,
        active: changes.active ?? existing.active,
        variables: changes.variables,
      },
      true,
    );
    await this.deps.uow.run(async (tx) => {
      const schedule = await tx.em.findOneOrFail(PipelineSchedule, existing.id);
      schedule.description = next.description!;
      schedule.ref = next.ref!;
      schedule.cron = next.cron!;
      schedule.cronTimezone = next.cronTimezone!;
      schedule.active = next.active!;
      schedule.nextRunAt = next.active ? nextRun(next.cron!, next.cronTimezone!) : null;
      await this.changeVariables(tx, schedule.id, next.variables ?? []);
    });
    return this.view(subject, scheduleId);
  }

  /** POST .../take_ownership: maintainers make a schedule theirs. */
  async takeOwnership(actor: Actor, idOrPath: string | number, scheduleId: number): Promise<ScheduleView> {
    const me = requireUser(actor);
    const subject = await this.readable(actor, idOrPath);
    const existing = await this.find(subject, scheduleId);
    authorize(actor, 'take_ownership_pipeline_schedule', this.access(actor, subject, existing));
    await this.deps.uow.run(async (tx) => {
      const schedule = await tx.em.findOneOrFail(PipelineSchedule, existing.id);
      schedule.owner = tx.em.getReference(User, me.id);
    });
    return this.view(subject, scheduleId);
  }

  async delete(
    actor: Actor,
    idOrPath: string | number,
    scheduleId: number,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    const subject = await this.readable(actor, idOrPath);
    const existing = await this.find(subject, scheduleId);
    authorize(actor, 'admin_pipeline_schedule', this.access(actor, subject, existing));
    checkUnmodifiedSince(precondition, existing.updatedAt);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(PipelineSchedule, existing.id));
    });
  }

  /** POST .../play: the schedule's pipeline now, as its owner; the cron is left as it is. */
  async play(actor: Actor, idOrPath: string | number, scheduleId: number): Promise<Pipeline> {
    const subject = await this.readable(actor, idOrPath);
    const schedule = await this.find(subject, scheduleId);
    authorize(actor, 'play_pipeline_schedule', this.access(actor, subject, schedule));
    return this.run(schedule);
  }

  async setVariable(
    actor: Actor,
    idOrPath: string | number,
    scheduleId: number,
    variable: { key: string; value?: string; variableType?: VariableType },
    mode: 'create' | 'update',
  ): Promise<ScheduleVariableView> {
    const subject = await this.readable(actor, idOrPath);
    const schedule = await this.find(subject, scheduleId);
    authorize(actor, 'update_pipeline_schedule', this.access(actor, subject, schedule));
    checkVariableKeys([variable]);
    const stored = await this.deps.uow.run(async (tx) => {
      const existing = await tx.em.findOne(PipelineScheduleVariable, {
        schedule: schedule.id,
        key: variable.key,
      });
      if (mode === 'create') {
        if (existing) throw invalid({ key: ['has already been taken'] });
        return tx.em.create(PipelineScheduleVariable, {
          schedule: schedule.id,
          key: variable.key,
          encryptedValue: this.encrypt(variable.value ?? ''),
          variableType: variable.variableType ?? 'env_var',
        });
      }
      if (!existing) throw notFound('Variable');
      if (variable.value !== undefined) existing.encryptedValue = this.encrypt(variable.value);
      if (variable.variableType !== undefined) existing.variableType = variable.variableType;
      return existing;
    });
    return this.variableView(stored);
  }

  async deleteVariable(
    actor: Actor,
    idOrPath: string | number,
    scheduleId: number,
    key: string,
  ): Promise<void> {
    const subject = await this.readable(actor, idOrPath);
    const schedule = await this.find(subject, scheduleId);
    authorize(actor, 'update_pipeline_schedule', this.access(actor, subject, schedule));
    await this.deps.uow.run(async (tx) => {
      const existing = await tx.em.findOne(PipelineScheduleVariable, { schedule: schedule.id, key });
      if (!existing) throw notFound('Variable');
      tx.em.remove(existing);
    });
  }

  /**
   * Runs every active schedule whose time has come, once: each is claimed and moved to its next
   * time in one transaction (rows other instances hold are skipped), then its pipeline is created.
   */
  async runDue(now = new Date()): Promise<void> {
    const due = await this.deps.uow.run(async (tx) => {
      const schedules = await tx.em.find(
        PipelineSchedule,
        { active: true, nextRunAt: { $lte: now } },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: 100 },
      );
      for (const schedule of schedules)
        schedule.nextRunAt = nextRun(schedule.cron, schedule.cronTimezone, now);
      return schedules.map((s) => s.id);
    });
    for (const id of due) {
      const schedule = await this.deps.orm.em.fork().findOne(PipelineSchedule, id);
      // A sweep runs outside any request: the run gets a database context of its own.
      if (schedule) {
        await RequestContext.create(this.deps.orm.em, () => this.run(schedule)).catch((error: unknown) =>
          this.deps.logger.error({ err: error, schedule: id }, `Pipeline schedule ${id} failed`),
        );
      }
    }
  }

  private async run(schedule: PipelineSchedule): Promise<Pipeline> {
    if (!schedule.owner) throw invalid({ base: ['The schedule has no owner'] });
    const em = this.deps.orm.em.fork();
    const owner = await em.findOneOrFail(User, schedule.owner.id);
    const pipeline = await this.pipelines.create(systemActor(owner), schedule.project.id, {
      ref: schedule.ref,
      source: 'schedule',
      variables: await this.variablesOf(schedule.id),
      pipelineScheduleId: schedule.id,
    });
    await this.deps.uow.run(async (tx) => {
      const stored = await tx.em.findOne(PipelineSchedule, schedule.id);
      if (stored) stored.lastPipelineId = pipeline.id;
    });
    return pipeline;
  }

  /** The project of a schedule (GraphQL names schedules by global ID alone); 0 when there is none. */
  async projectIdOf(scheduleId: number): Promise<number> {
    const schedule = await this.deps.orm.em
      .fork()
      .findOne(PipelineSchedule, scheduleId, { fields: ['project'] });
    return schedule?.project.id ?? 0;
  }

  /** A project whose schedules the actor may see (reporters, or everyone with public pipelines). */
  private async readable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'read_pipeline_schedule', subject);
    return subject;
  }

  /** A schedule as the permission table sees it: its project, and whether the actor owns it. */
  private access(actor: Actor, subject: ProjectSubject, schedule: PipelineSchedule): ScheduleAccessView {
    return { project: subject, ownSchedule: actor.user !== null && schedule.owner?.id === actor.user.id };
  }

  private async find(subject: ProjectSubject, scheduleId: number): Promise<PipelineSchedule> {
    const schedule = await this.deps.orm.em
      .fork()
      .findOne(PipelineSchedule, { id: scheduleId, project: subject.project.id }, { populate: ['owner'] });
    if (!schedule) throw notFound('Pipeline Schedule');
    return schedule;
  }

  private async view(subject: ProjectSubject, scheduleId: number): Promise<ScheduleView> {
    const schedule = await this.find(subject, scheduleId);
    const variables = await this.variablesOf(schedule.id);
    const lastPipeline = schedule.lastPipelineId
      ? await this.deps.orm.em.fork().findOne(Pipeline, schedule.lastPipelineId)
      : null;
    return { schedule, variables, lastPipeline };
  }

  /** Sets (by key) or removes a schedule's variables, in the transaction of the schedule's change. */
  private async changeVariables(
    tx: Tx,
    scheduleId: number,
    changes: ScheduleVariableChange[],
  ): Promise<void> {
    for (const change of changes) {
      const existing = await tx.em.findOne(PipelineScheduleVariable, {
        schedule: scheduleId,
        key: change.key,
      });
      if (change.destroy) {
        if (existing) tx.em.remove(existing);
      } else if (existing) {
        if (change.value !== undefined) existing.encryptedValue = this.encrypt(change.value);
        if (change.variableType !== undefined) existing.variableType = change.variableType;
      } else {
        tx.em.create(PipelineScheduleVariable, {
          schedule: scheduleId,
          key: change.key,
          encryptedValue: this.encrypt(change.value ?? ''),
          variableType: change.variableType ?? 'env_var',
        });
      }
    }
  }

  private async variablesOf(scheduleId: number): Promise<ScheduleVariableView[]> {
    const variables = await this.deps.orm.em
      .fork()
      .find(PipelineScheduleVariable, { schedule: scheduleId }, { orderBy: { id: 'asc' } });
    return variables.map((v) => this.variableView(v));
  }

  private encrypt(value: string) {
    return this.deps.encryption.encrypt(SCHEDULE_VARIABLE_VALUE, value);
  }

  private variableView(variable: PipelineScheduleVariable): ScheduleVariableView {
    return {
      key: variable.key,
      value: this.deps.encryption.decrypt(SCHEDULE_VARIABLE_VALUE, variable.encryptedValue),
      variableType: variable.variableType,
    };
  }
}

/** GitLab's validation of a schedule; `required` when ref and cron must be there. */
function checkedAttributes(input: ScheduleAttributes, required: boolean): ScheduleAttributes {
  const errors: FieldErrors = {};
  if (required && !input.ref) errors['ref'] = ["can't be blank"];
  if (required && !input.cron) errors['cron'] = ["can't be blank"];
  else if (input.cron !== undefined && !isValidCron(input.cron)) errors['cron'] = [' is invalid syntax'];
  if (input.cronTimezone !== undefined && !isTimeZone(input.cronTimezone))
    errors['cron_timezone'] = [' is invalid syntax'];
  if (input.description !== undefined && input.description.length > 255)
    errors['description'] = ['is too long (maximum is 255 characters)'];
  throwIfInvalid(errors);
  checkVariableKeys(input.variables ?? []);
  return input;
}

function checkVariableKeys(variables: { key: string }[]): void {
  if (variables.some((v) => !VARIABLE_KEY.test(v.key))) {
    throw invalid({ key: ["can contain only letters, digits and '_'."] });
  }
  const keys = variables.map((v) => v.key);
  if (new Set(keys).size !== keys.length) throw invalid({ key: ['has already been taken'] });
}
