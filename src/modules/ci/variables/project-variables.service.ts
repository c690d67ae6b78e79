import type { Actor } from '../../../core/actor.ts';
import { invalid, notFound, verbatimError, type FieldErrors } from '../../../core/errors.ts';
import { pageWithTotal, type OffsetPageRequest, type Page } from '../../../core/pagination.ts';
import { authorize } from '../../../core/policy.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import '../ci.policy.ts';
import { CiVariable, type VariableType } from './ci-variable.entity.ts';
import { scopeMatches, scopeSpecificity } from './environment-scope.ts';

export interface VariableAttributes {
  value?: string;
  variableType?: VariableType;
  protected?: boolean;
  masked?: boolean;
  raw?: boolean;
  environmentScope?: string;
  description?: string | null;
}

export interface VariableCreateInput extends VariableAttributes {
  key: string;
  value: string;
  /** Masked and never shown again; only when creating. */
  maskedAndHidden?: boolean;
}

const KEY_FORMAT = /^[a-zA-Z0-9_]+$/;
/** What GitLab can mask in a log: eight or more characters of this alphabet, on one line. */
const MASKABLE_VALUE = /^[a-zA-Z0-9_+=/@:.~-]{8,}$/;

/**
 * A project's CI/CD variables: maintainers manage them; jobs receive those whose environment scope
 * fits them, protected ones only on protected refs.
 */
export class ProjectVariablesService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(actor: Actor, idOrPath: string | number, request: OffsetPageRequest): Promise<Page<CiVariable>> {
    const subject = await this.manageable(actor, idOrPath);
    const [items, total] = await this.deps.orm.em
      .fork()
      .findAndCount(
        CiVariable,
        { project: subject.project.id },
        { orderBy: { id: 'asc' }, limit: request.perPage, offset: (request.page - 1) * request.perPage },
      );
    return pageWithTotal(items, request, total);
  }

  /** GET .../variables/:key: one variable; `scope` (filter[environment_scope]) when the key has several. */
  async get(actor: Actor, idOrPath: string | number, key: string, scope?: string): Promise<CiVariable> {
    const subject = await this.manageable(actor, idOrPath);
    return this.findOne(subject.project.id, key, scope);
  }

  async create(actor: Actor, idOrPath: string | number, input: VariableCreateInput): Promise<CiVariable> {
    const subject = await this.manageable(actor, idOrPath);
    const environmentScope = input.environmentScope ?? '*';
    const masked = input.masked === true || input.maskedAndHidden === true;
    checkAttributes({ key: input.key, value: input.value, masked, environmentScope });
    return this.deps.uow.run(async (tx) => {
      const taken = await tx.em.count(CiVariable, {
        project: subject.project.id,
        key: input.key,
        environmentScope,
      });
      if (taken > 0) throw invalid({ key: [`(${input.key}) has already been taken`] });
      return tx.em.create(CiVariable, {
        project: subject.project.id,
        key: input.key,
        value: input.value,
        variableType: input.variableType ?? 'env_var',
        protected: input.protected ?? false,
        masked,
        hidden: input.maskedAndHidden === true,
        raw: input.raw ?? false,
        environmentScope,
        description: input.description ?? null,
      });
    });
  }

  async update(
    actor: Actor,
    idOrPath: string | number,
    key: string,
    scope: string | undefined,
    changes: VariableAttributes,
  ): Promise<CiVariable> {
    const subject = await this.manageable(actor, idOrPath);
    const existing = await this.findOne(subject.project.id, key, scope);
    const next = {
      key,
      value: changes.value ?? existing.value,
      masked: changes.masked ?? existing.masked,
      environmentScope: changes.environmentScope ?? existing.environmentScope,
    };
    if (existing.hidden && changes.masked === false)
      throw invalid({ masked: ['cannot be unset for hidden variables'] });
    checkAttributes(next);
    return this.deps.uow.run(async (tx) => {
      if (next.environmentScope !== existing.environmentScope) {
        const taken = await tx.em.count(CiVariable, {
          project: subject.project.id,
          key,
          environmentScope: next.environmentScope,
        });
        if (taken > 0) throw invalid({ key: [`(${key}) has already been taken`] });
      }
      const variable = await tx.em.findOneOrFail(CiVariable, existing.id);
      variable.value = next.value;
      variable.masked = next.masked;
      variable.environmentScope = next.environmentScope;
      if (changes.variableType !== undefined) variable.variableType = changes.variableType;
      if (changes.protected !== undefined) variable.protected = changes.protected;
      if (changes.raw !== undefined) variable.raw = changes.raw;
      if (changes.description !== undefined) variable.description = changes.description;
      return variable;
    });
  }

  async delete(actor: Actor, idOrPath: string | number, key: string, scope?: string): Promise<void> {
    const subject = await this.manageable(actor, idOrPath);
    const existing = await this.findOne(subject.project.id, key, scope);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(CiVariable, existing.id));
    });
  }

  /**
   * The variables a job of the project receives: protected ones only on a protected ref, each key
   * once, from the most specific environment scope that fits the job's environment.
   */
  async forJob(
    projectId: number,
    job: { protectedRef: boolean; environment: string | null },
  ): Promise<CiVariable[]> {
    const all = await this.deps.orm.em
      .fork()
      .find(CiVariable, { project: projectId }, { orderBy: { id: 'asc' } });
    const chosen = new Map<string, CiVariable>();
    for (const variable of all) {
      if (variable.protected && !job.protectedRef) continue;
      if (!scopeMatches(variable.environmentScope, job.environment)) continue;
      const current = chosen.get(variable.key);
      if (
        !current ||
        scopeSpecificity(variable.environmentScope) > scopeSpecificity(current.environmentScope)
      )
        chosen.set(variable.key, variable);
    }
    return [...chosen.values()];
  }

  /** Variables are for maintainers (GitLab's `admin_cicd_variables`). */
  private async manageable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_build', subject);
    return subject;
  }

  private async findOne(projectId: number, key: string, scope: string | undefined): Promise<CiVariable> {
    const matches = await this.deps.orm.em.fork().find(CiVariable, {
      project: projectId,
      key,
      ...(scope !== undefined ? { environmentScope: scope } : {}),
    });
    if (matches.length === 0) throw notFound('Variable');
    if (matches.length > 1) {
      throw verbatimError(
        'conflict',
        "There are multiple variables with provided parameters. Please use 'filter[environment_scope]'",
      );
    }
    return matches[0]!;
  }
}

function checkAttributes(v: { key: string; value: string; masked: boolean; environmentScope: string }): void {
  const errors: FieldErrors = {};
  if (v.key.length > 255) errors['key'] = ['is too long (maximum is 255 characters)'];
  else if (!KEY_FORMAT.test(v.key)) errors['key'] = ["can contain only letters, digits and '_'."];
  if (v.masked && !MASKABLE_VALUE.test(v.value)) errors['value'] = ['is invalid'];
  if (v.environmentScope === '' || v.environmentScope.length > 255)
    errors['environment_scope'] = ['is invalid'];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
