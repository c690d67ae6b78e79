import { checkUnmodifiedSince, type DeletePrecondition } from '../../../core/precondition.ts';
import { type Actor } from '../../../core/actor.ts';
import { invalid, notFound, throwIfInvalid, verbatimError, type FieldErrors } from '../../../core/errors.ts';
import {
  paginate,
  pageWithTotal,
  type KeysetPageRequest,
  type OffsetPageRequest,
  type OrderColumn,
  type Page,
  type PageRequest,
  type SortDirection,
} from '../../../core/pagination.ts';
import { kysely } from '../../../db/database.ts';
import { authorize, can } from '../../../core/policy.ts';
import type { ModuleDeps } from '../../../services.ts';
import { Project } from '../../projects/project.entity.ts';
import { CI_VARIABLE_VALUE, CiVariable, type VariableType } from './ci-variable.entity.ts';
import { scopeMatches, scopeSpecificity } from './environment-scope.ts';
import type { CiVariableView } from './variable-view.ts';
import {
  inheritedVariablesPage,
  type InheritedVariableSort,
  type InheritedVariableView,
} from './inherited-variables.ts';

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

/** Whose variables: a project's or a group's (by id or full path), or the instance's. */
export type VariableOwnerRef =
  { kind: 'project' | 'group'; idOrPath: string | number } | { kind: 'instance' };

/** The owner as stored: the variable's `project`, its `group`, or neither for the instance. */
type Owner = { project: number } | { group: number } | { project: null; group: null };

const KEY_FORMAT = /^[a-zA-Z0-9_]+$/;
/** What GitLab can mask in a log: eight or more characters of this alphabet, on one line. */
const MASKABLE_VALUE = /^[a-zA-Z0-9_+=/@:.~-]{8,}$/;
const AMBIGUOUS =
  "There are multiple variables with provided parameters. Please use 'filter[environment_scope]'";

/**
 * CI/CD variables of projects (managed by maintainers), groups (by owners) and the instance (by
 * administrators). A job receives the instance's, its groups' and its project's variables whose
 * environment scope fits it, protected ones only on protected refs. Values are stored encrypted;
 * what leaves this service is a view with the value decrypted.
 */
/** `id_asc` (creation order) when a list names no sort. */
export type VariableSort = 'key_asc' | 'key_desc' | 'id_asc';

export class CiVariablesService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
  }

  async list(actor: Actor, ref: VariableOwnerRef, request: OffsetPageRequest): Promise<Page<CiVariableView>> {
    const owner = await this.manageable(actor, ref);
    const [items, total] = await this.deps.orm.em.fork().findAndCount(CiVariable, owner, {
      orderBy: { id: 'asc' },
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
    });
    return pageWithTotal(
      items.map((v) => this.view(v)),
      request,
      total,
    );
  }

  /**
   * One page of an owner's variables, read in SQL, ordered by key (then id): what GraphQL's
   * `ciVariables(sort:)` lists.
   */
  async page(
    actor: Actor,
    ref: VariableOwnerRef,
    sort: VariableSort,
    request: KeysetPageRequest,
  ): Promise<Page<CiVariableView>> {
    const owner = await this.manageable(actor, ref);
    const em = this.deps.orm.em.fork();
    const db = kysely(em);
    let qb = db.selectFrom('ci_variables as v').select(['v.id', 'v.key']);
    if ('project' in owner && owner.project !== null) qb = qb.where('v.project_id', '=', owner.project);
    else if ('group' in owner && owner.group !== null) qb = qb.where('v.group_id', '=', owner.group);
    else qb = qb.where('v.project_id', 'is', null).where('v.group_id', 'is', null);
    const direction: SortDirection = sort === 'key_desc' ? 'desc' : 'asc';
    const byId: OrderColumn<{ id: number; key: string }> = {
      column: 'v.id',
      direction,
      value: (row) => row.id,
    };
    return paginate(
      db,
      qb,
      sort === 'id_asc' ? [byId] : [{ column: 'v.key', direction, value: (row) => row.key }, byId],
      request,
      {
        load: async (rows) => {
          const found = await em.find(CiVariable, { id: { $in: rows.map((r) => r.id) } });
          const byId = new Map(found.map((v) => [v.id, v]));
          return rows.map((r) => this.view(byId.get(r.id)!));
        },
      },
    );
  }

  /**
   * The variables a project inherits from its ancestor groups, for those who manage the project's
   * variables (GitLab's `inheritedCiVariables`): one page, read in SQL.
   */
  async inherited(
    actor: Actor,
    projectIdOrPath: number | string,
    sort: InheritedVariableSort,
    request: PageRequest,
  ): Promise<Page<InheritedVariableView>> {
    const subject = await this.deps.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_cicd_variables', subject);
    const em = this.deps.orm.em.fork();
    const project = await em.findOneOrFail(Project, subject.project.id, { populate: ['namespace'] });
    const groups = project.namespace.kind === 'Group' ? project.namespace.traversalIds : [];
    return inheritedVariablesPage(kysely(em), groups, sort, request);
  }

  /**
   * Variables of one kind by id, in one read: null where missing, of another kind, or not managed by
   * the actor (as `manageable` decides for their owners).
   */
  async loadMany(
    actor: Actor,
    kind: VariableOwnerRef['kind'],
    ids: readonly number[],
  ): Promise<(CiVariableView | null)[]> {
    if (ids.length === 0) return [];
    const found = await this.deps.orm.em.fork().find(CiVariable, { id: { $in: [...ids] } });
    const ofKind = found.filter((v) => ownerKind(v) === kind);
    const visible = await this.managedBy(actor, kind, ofKind);
    const byId = new Map(visible.map((v) => [v.id, this.view(v)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** One variable; `scope` (filter[environment_scope]) when the key has several. */
  async get(actor: Actor, ref: VariableOwnerRef, key: string, scope?: string): Promise<CiVariableView> {
    return this.view(await this.findOne(await this.manageable(actor, ref), key, scope));
  }

  async create(actor: Actor, ref: VariableOwnerRef, input: VariableCreateInput): Promise<CiVariableView> {
    const owner = await this.manageable(actor, ref);
    // The instance's variables have no environment scope.
    const environmentScope = ref.kind === 'instance' ? '*' : (input.environmentScope ?? '*');
    const masked = input.masked === true || input.maskedAndHidden === true;
    checkAttributes({ key: input.key, value: input.value, masked, environmentScope });
    const created = await this.deps.uow.run(async (tx) => {
      const taken = await tx.em.count(CiVariable, { ...owner, key: input.key, environmentScope });
      if (taken > 0) throw invalid({ key: [`(${input.key}) has already been taken`] });
      return tx.em.create(CiVariable, {
        ...owner,
        key: input.key,
        encryptedValue: this.deps.encryption.encrypt(CI_VARIABLE_VALUE, input.value),
        variableType: input.variableType ?? 'env_var',
        protected: input.protected ?? false,
        masked,
        hidden: input.maskedAndHidden === true,
        raw: input.raw ?? false,
        environmentScope,
        description: input.description ?? null,
      });
    });
    return this.view(created);
  }

  async update(
    actor: Actor,
    ref: VariableOwnerRef,
    key: string,
    scope: string | undefined,
    changes: VariableAttributes,
  ): Promise<CiVariableView> {
    const owner = await this.manageable(actor, ref);
    const existing = this.view(await this.findOne(owner, key, scope));
    const next = {
      key,
      value: changes.value ?? existing.value,
      masked: changes.masked ?? existing.masked,
      environmentScope:
        ref.kind === 'instance' ? '*' : (changes.environmentScope ?? existing.environmentScope),
    };
    if (existing.hidden && !next.masked) throw invalid({ masked: ['cannot be unset for hidden variables'] });
    checkAttributes(next);
    const updated = await this.deps.uow.run(async (tx) => {
      if (next.environmentScope !== existing.environmentScope) {
        const taken = await tx.em.count(CiVariable, {
          ...owner,
          key,
          environmentScope: next.environmentScope,
        });
        if (taken > 0) throw invalid({ key: [`(${key}) has already been taken`] });
      }
      const variable = await tx.em.findOneOrFail(CiVariable, existing.id);
      if (changes.value !== undefined) {
        variable.encryptedValue = this.deps.encryption.encrypt(CI_VARIABLE_VALUE, changes.value);
      }
      variable.masked = next.masked;
      variable.environmentScope = next.environmentScope;
      if (changes.variableType !== undefined) variable.variableType = changes.variableType;
      if (changes.protected !== undefined) variable.protected = changes.protected;
      if (changes.raw !== undefined) variable.raw = changes.raw;
      if (changes.description !== undefined) variable.description = changes.description;
      return variable;
    });
    return this.view(updated);
  }

  async delete(
    actor: Actor,
    ref: VariableOwnerRef,
    key: string,
    scope?: string,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    const existing = await this.findOne(await this.manageable(actor, ref), key, scope);
    checkUnmodifiedSince(precondition, existing.updatedAt);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(CiVariable, existing.id));
    });
  }

  /**
   * The variables a job of the project receives, each key once: its project's win over its groups',
   * a subgroup's over its parents', and all over the instance's; within one owner the most specific
   * environment scope wins.
   */
  async forJob(
    projectId: number,
    job: { protectedRef: boolean; environment: string | null },
  ): Promise<CiVariableView[]> {
    const em = this.deps.orm.em.fork();
    const project = await em.findOneOrFail(Project, projectId, { populate: ['namespace'] });
    // Ancestor groups, root first; a personal namespace has no variables of its own.
    const groups = project.namespace.kind === 'Group' ? project.namespace.traversalIds : [];
    const all = await em.find(
      CiVariable,
      {
        $or: [
          { project: projectId },
          { project: null, group: null },
          ...(groups.length > 0 ? [{ group: { $in: groups } }] : []),
        ],
      },
      { orderBy: { id: 'asc' } },
    );
    // The instance ranks lowest (-1), then groups from the root (0) down, then the project.
    const ownerRank = (v: CiVariable) => (v.project ? groups.length : groups.indexOf(v.group?.id ?? -1));
    const rank = (v: CiVariable) => ownerRank(v) * 10 + scopeSpecificity(v.environmentScope);
    const chosen = new Map<string, CiVariable>();
    for (const variable of all) {
      if (variable.protected && !job.protectedRef) continue;
      if (!scopeMatches(variable.environmentScope, job.environment)) continue;
      const current = chosen.get(variable.key);
      if (!current || rank(variable) > rank(current)) chosen.set(variable.key, variable);
    }
    return [...chosen.values()].map((v) => this.view(v));
  }

  /** What leaves the service: the variable with its value decrypted. */
  private view(variable: CiVariable): CiVariableView {
    return {
      id: variable.id,
      key: variable.key,
      value: this.deps.encryption.decrypt(CI_VARIABLE_VALUE, variable.encryptedValue),
      variableType: variable.variableType,
      protected: variable.protected,
      masked: variable.masked,
      hidden: variable.hidden,
      raw: variable.raw,
      environmentScope: variable.environmentScope,
      description: variable.description,
    };
  }

  /** Project variables are for maintainers, group variables for owners, instance ones for administrators. */
  private async manageable(actor: Actor, ref: VariableOwnerRef): Promise<Owner> {
    if (ref.kind === 'instance') {
      authorize(actor, 'admin_instance_variables', null);
      return { project: null, group: null };
    }
    if (ref.kind === 'project') {
      const subject = await this.deps.projects.find(actor, ref.idOrPath);
      authorize(actor, 'admin_cicd_variables', subject);
      return { project: subject.project.id };
    }
    const subject = await this.deps.groups.find(actor, ref.idOrPath);
    authorize(actor, 'admin_group_variables', subject);
    return { group: subject.group.id };
  }

  /** Of these variables of one kind, those whose owners the actor manages. */
  private async managedBy(
    actor: Actor,
    kind: VariableOwnerRef['kind'],
    variables: readonly CiVariable[],
  ): Promise<CiVariable[]> {
    if (kind === 'instance') return can(actor, 'admin_instance_variables', null) ? [...variables] : [];
    if (kind === 'project') {
      const managed = await this.deps.projects.withAbility(
        actor,
        'admin_cicd_variables',
        variables.map((v) => v.project!.id),
      );
      return variables.filter((v) => managed.has(v.project!.id));
    }
    const managed = await this.deps.groups.withAbility(
      actor,
      'admin_group_variables',
      variables.map((v) => v.group!.id),
    );
    return variables.filter((v) => managed.has(v.group!.id));
  }

  private async findOne(owner: Owner, key: string, scope: string | undefined): Promise<CiVariable> {
    const matches = await this.deps.orm.em.fork().find(CiVariable, {
      ...owner,
      key,
      ...(scope !== undefined ? { environmentScope: scope } : {}),
    });
    if (matches.length === 0) throw notFound('Variable');
    if (matches.length > 1) throw verbatimError('conflict', AMBIGUOUS);
    return matches[0]!;
  }
}

function ownerKind(variable: CiVariable): VariableOwnerRef['kind'] {
  if (variable.project) return 'project';
  return variable.group ? 'group' : 'instance';
}

function checkAttributes(v: { key: string; value: string; masked: boolean; environmentScope: string }): void {
  const errors: FieldErrors = {};
  if (v.key.length > 255) errors['key'] = ['is too long (maximum is 255 characters)'];
  else if (!KEY_FORMAT.test(v.key)) errors['key'] = ["can contain only letters, digits and '_'."];
  if (v.masked && !MASKABLE_VALUE.test(v.value)) errors['value'] = ['is invalid'];
  if (v.environmentScope === '' || v.environmentScope.length > 255)
    errors['environment_scope'] = ['is invalid'];
  throwIfInvalid(errors);
}
