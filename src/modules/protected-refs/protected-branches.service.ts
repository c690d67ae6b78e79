import type { MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/actor.ts';
import { conflict, DomainError, notFound } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { AccessFinder } from '../members/access.finder.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { ProjectsService } from '../projects/projects.service.ts';
import {
  applyEntries,
  replaceEntries,
  roleEntries,
  validateEntries,
  type AccessLevelInput,
  type GrantTargets,
} from './access-level-inputs.ts';
import { ProtectedBranch } from './protected-ref.entity.ts';
import { manageableRulesById } from './protected-rules-by-id.ts';
import { ruleNameErrors, throwUnprocessable } from './rule-validation.ts';
import type { ProtectedRefsService } from './protected-refs.service.ts';
import { canUnprotectBranch, type ProtectedBranchRule } from './protection.ts';

export interface ProtectedBranchCreateInput {
  name: string;
  pushAccessLevel?: number;
  mergeAccessLevel?: number;
  unprotectAccessLevel?: number;
  allowedToPush?: AccessLevelInput[];
  allowedToMerge?: AccessLevelInput[];
  allowedToUnprotect?: AccessLevelInput[];
  allowForcePush?: boolean;
  codeOwnerApprovalRequired?: boolean;
}

export interface ProtectedBranchUpdateInput {
  /** A new name or wildcard (GraphQL's branch rules rename). */
  name?: string;
  allowForcePush?: boolean;
  codeOwnerApprovalRequired?: boolean;
  allowedToPush?: AccessLevelInput[];
  allowedToMerge?: AccessLevelInput[];
  allowedToUnprotect?: AccessLevelInput[];
  /** The given lists replace the current ones rather than amend them. */
  replaceLists?: boolean;
}

export interface ProtectedBranchesDeps {
  orm: MikroORM;
  uow: UnitOfWork;
  projects: ProjectsService;
  access: AccessFinder;
  refs: ProtectedRefsService;
  sharedGroupIds: (projectId: number) => Promise<readonly number[]>;
}

/** A protected branch as the faces show it, with the project it belongs to. */
export interface ProtectedBranchView {
  rule: ProtectedBranchRule;
  subject: ProjectSubject;
}

/**
 * Managing protected branches (maintainers): list, protect, change, unprotect. Unprotecting, and
 * changing a rule, also needs the rule's unprotect access.
 */
export class ProtectedBranchesService {
  private readonly deps: ProtectedBranchesDeps;

  constructor(deps: ProtectedBranchesDeps) {
    this.deps = deps;
  }

  async list(actor: Actor, idOrPath: string | number, search?: string): Promise<ProtectedBranchView[]> {
    const subject = await this.manageable(actor, idOrPath);
    const { branches } = await this.deps.refs.records.forProject(subject.project.id);
    const needle = search?.toLowerCase();
    return branches
      .filter((rule) => !needle || rule.name.toLowerCase().includes(needle))
      .map((rule) => ({ rule, subject }));
  }

  /** The rules of several projects, for those the actor manages (GraphQL); others get null. */
  async forProjects(
    actor: Actor,
    subjects: readonly ProjectSubject[],
  ): Promise<(ProtectedBranchRule[] | null)[]> {
    const manageable = subjects.filter((s) => canManage(actor, s));
    const stored = await this.deps.refs.records.load(manageable.map((s) => s.project.id));
    return subjects.map((s) => (canManage(actor, s) ? (stored.get(s.project.id)?.branches ?? []) : null));
  }

  /** Rules by id (GraphQL nodes), for those who manage their projects; null for the others. */
  loadMany(actor: Actor, ids: readonly number[]): Promise<(ProtectedBranchView | null)[]> {
    return manageableRulesById(this.deps, actor, 'branches', ids);
  }

  async get(actor: Actor, idOrPath: string | number, name: string): Promise<ProtectedBranchView> {
    const subject = await this.manageable(actor, idOrPath);
    return { rule: await this.find(subject, name), subject };
  }

  async create(
    actor: Actor,
    idOrPath: string | number,
    input: ProtectedBranchCreateInput,
  ): Promise<ProtectedBranchView> {
    const subject = await this.manageable(actor, idOrPath);
    const name = input.name.trim();
    const errors = ruleNameErrors(name);
    const lists = {
      push: roleEntries(input.pushAccessLevel, input.allowedToPush ?? []),
      merge: roleEntries(input.mergeAccessLevel, input.allowedToMerge ?? []),
      unprotect: roleEntries(input.unprotectAccessLevel, input.allowedToUnprotect ?? []),
    };
    const targets = this.targets(subject);
    for (const [action, entries] of Object.entries(lists) as [keyof typeof lists, AccessLevelInput[]][]) {
      await validateEntries(action, entries, targets, errors);
    }
    throwUnprocessable(errors);
    const existing = await this.deps.orm.em
      .fork()
      .findOne(ProtectedBranch, { project: subject.project.id, name });
    if (existing) throw conflict(`Protected branch '${name}' already exists`);
    const id = await this.deps.uow.run(async (tx) => {
      const branch = tx.em.create(ProtectedBranch, {
        project: subject.project.id,
        name,
        allowForcePush: input.allowForcePush ?? false,
        codeOwnerApprovalRequired: input.codeOwnerApprovalRequired ?? false,
      });
      await tx.em.flush();
      for (const [action, entries] of Object.entries(lists) as [keyof typeof lists, AccessLevelInput[]][]) {
        await applyEntries(tx.em, { branch }, action, entries, []);
      }
      return branch.id;
    });
    return { rule: await this.findById(subject, id), subject };
  }

  async update(
    actor: Actor,
    idOrPath: string | number,
    name: string,
    input: ProtectedBranchUpdateInput,
  ): Promise<ProtectedBranchView> {
    const subject = await this.manageable(actor, idOrPath);
    return this.change(actor, subject, await this.find(subject, name), input);
  }

  /** GraphQL names a rule by its id alone. */
  async updateById(
    actor: Actor,
    id: number,
    input: ProtectedBranchUpdateInput,
  ): Promise<ProtectedBranchView> {
    const subject = await this.subjectOf(actor, id);
    return this.change(actor, subject, await this.findById(subject, id), input);
  }

  async delete(
    actor: Actor,
    idOrPath: string | number,
    name: string,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    const subject = await this.manageable(actor, idOrPath);
    await this.remove(actor, subject, await this.find(subject, name), precondition);
  }

  async deleteById(actor: Actor, id: number): Promise<ProtectedBranchView> {
    const subject = await this.subjectOf(actor, id);
    const rule = await this.findById(subject, id);
    await this.remove(actor, subject, rule);
    return { rule, subject };
  }

  private async change(
    actor: Actor,
    subject: ProjectSubject,
    rule: ProtectedBranchRule,
    input: ProtectedBranchUpdateInput,
  ): Promise<ProtectedBranchView> {
    await this.assertUnprotectable(actor, subject, rule);
    const name = input.name?.trim();
    const errors = name === undefined ? {} : ruleNameErrors(name);
    const lists = {
      push: input.allowedToPush,
      merge: input.allowedToMerge,
      unprotect: input.allowedToUnprotect,
    };
    const targets = this.targets(subject);
    for (const [action, entries] of Object.entries(lists) as [
      keyof typeof lists,
      AccessLevelInput[] | undefined,
    ][]) {
      if (entries) await validateEntries(action, entries, targets, errors);
    }
    throwUnprocessable(errors);
    if (name && name !== rule.name) {
      const taken = await this.deps.orm.em
        .fork()
        .findOne(ProtectedBranch, { project: subject.project.id, name });
      if (taken) throw conflict(`Protected branch '${name}' already exists`);
    }
    await this.deps.uow.run(async (tx) => {
      const branch = await tx.em.findOneOrFail(ProtectedBranch, rule.id);
      if (name) branch.name = name;
      if (input.allowForcePush !== undefined) branch.allowForcePush = input.allowForcePush;
      if (input.codeOwnerApprovalRequired !== undefined) {
        branch.codeOwnerApprovalRequired = input.codeOwnerApprovalRequired;
      }
      branch.updatedAt = new Date();
      const apply = input.replaceLists ? replaceEntries : applyEntries;
      for (const [action, entries] of Object.entries(lists) as [
        keyof typeof lists,
        AccessLevelInput[] | undefined,
      ][]) {
        if (entries) await apply(tx.em, { branch }, action, entries, rule.grants);
      }
    });
    return { rule: await this.findById(subject, rule.id), subject };
  }

  private async remove(
    actor: Actor,
    subject: ProjectSubject,
    rule: ProtectedBranchRule,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    await this.assertUnprotectable(actor, subject, rule);
    checkUnmodifiedSince(precondition, rule.updatedAt);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(ProtectedBranch, rule.id));
    });
  }

  private async assertUnprotectable(
    actor: Actor,
    subject: ProjectSubject,
    rule: ProtectedBranchRule,
  ): Promise<void> {
    const protection = {
      branches: [rule],
      tags: [],
      defaults: await this.deps.refs.defaultsFor(subject.project),
    };
    const pusher = await this.deps.refs.pusher(actor, subject, protection);
    if (!canUnprotectBranch(protection, pusher, rule.name)) {
      throw new DomainError('forbidden', 'You are not allowed to unprotect this branch');
    }
  }

  private async manageable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_protected_refs', subject);
    return subject;
  }

  private async subjectOf(actor: Actor, id: number): Promise<ProjectSubject> {
    const projectId = await this.deps.refs.records.projectOfBranch(id);
    if (projectId === null) throw notFound('Branch rule');
    return this.manageable(actor, projectId);
  }

  private async find(subject: ProjectSubject, name: string): Promise<ProtectedBranchRule> {
    const { branches } = await this.deps.refs.records.forProject(subject.project.id);
    const rule = branches.find((b) => b.name === name);
    if (!rule) throw notFound();
    return rule;
  }

  private async findById(subject: ProjectSubject, id: number): Promise<ProtectedBranchRule> {
    const { branches } = await this.deps.refs.records.forProject(subject.project.id);
    const rule = branches.find((b) => b.id === id);
    if (!rule) throw notFound('Branch rule');
    return rule;
  }

  private targets(subject: ProjectSubject): GrantTargets {
    return {
      project: subject.project,
      access: this.deps.access,
      sharedGroupIds: () => this.deps.sharedGroupIds(subject.project.id),
    };
  }
}

function canManage(actor: Actor, subject: ProjectSubject): boolean {
  return can(actor, 'admin_protected_refs', subject);
}
