import type { Actor } from '../../core/actor.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { authorize } from '../../core/policy.ts';
import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import { applyEntries, roleEntries, validateEntries, type AccessLevelInput } from './access-level-inputs.ts';
import type { ProtectedBranchesDeps } from './protected-branches.service.ts';
import { manageableRulesById } from './protected-rules-by-id.ts';
import { ruleNameErrors, throwUnprocessable } from './rule-validation.ts';
import { ProtectedTag } from './protected-ref.entity.ts';
import type { ProtectedTagRule } from './protection.ts';

export interface ProtectedTagCreateInput {
  name: string;
  createAccessLevel?: number;
  allowedToCreate?: AccessLevelInput[];
}

export interface ProtectedTagView {
  rule: ProtectedTagRule;
  subject: ProjectSubject;
}

/** Managing protected tags (maintainers): list, protect, unprotect. */
export class ProtectedTagsService {
  private readonly deps: ProtectedBranchesDeps;

  constructor(deps: ProtectedBranchesDeps) {
    this.deps = deps;
  }

  async list(actor: Actor, idOrPath: string | number): Promise<ProtectedTagView[]> {
    const subject = await this.manageable(actor, idOrPath);
    const { tags } = await this.deps.refs.records.forProject(subject.project.id);
    return tags.map((rule) => ({ rule, subject }));
  }

  /** Rules by id (GraphQL nodes), for those who manage their projects; null for the others. */
  loadMany(actor: Actor, ids: readonly number[]): Promise<(ProtectedTagView | null)[]> {
    return manageableRulesById(this.deps, actor, 'tags', ids);
  }

  async get(actor: Actor, idOrPath: string | number, name: string): Promise<ProtectedTagView> {
    const subject = await this.manageable(actor, idOrPath);
    return { rule: await this.find(subject, name), subject };
  }

  async create(
    actor: Actor,
    idOrPath: string | number,
    input: ProtectedTagCreateInput,
  ): Promise<ProtectedTagView> {
    const subject = await this.manageable(actor, idOrPath);
    const name = input.name.trim();
    const errors = ruleNameErrors(name);
    const entries = roleEntries(input.createAccessLevel, input.allowedToCreate ?? []);
    await validateEntries(
      'create',
      entries,
      {
        project: subject.project,
        access: this.deps.access,
        sharedGroupIds: () => this.deps.sharedGroupIds(subject.project.id),
      },
      errors,
    );
    throwUnprocessable(errors);
    const existing = await this.deps.orm.em
      .fork()
      .findOne(ProtectedTag, { project: subject.project.id, name });
    if (existing) throw conflict(`Protected tag '${name}' already exists`);
    await this.deps.uow.run(async (tx) => {
      const tag = tx.em.create(ProtectedTag, { project: subject.project.id, name });
      await tx.em.flush();
      await applyEntries(tx.em, { tag }, 'create', entries, []);
    });
    return { rule: await this.find(subject, name), subject };
  }

  async delete(
    actor: Actor,
    idOrPath: string | number,
    name: string,
    precondition?: DeletePrecondition,
  ): Promise<void> {
    const subject = await this.manageable(actor, idOrPath);
    const rule = await this.find(subject, name);
    checkUnmodifiedSince(precondition, rule.updatedAt);
    await this.deps.uow.run(async (tx) => {
      tx.em.remove(await tx.em.findOneOrFail(ProtectedTag, rule.id));
    });
  }

  private async manageable(actor: Actor, idOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'admin_protected_refs', subject);
    return subject;
  }

  private async find(subject: ProjectSubject, name: string): Promise<ProtectedTagRule> {
    const { tags } = await this.deps.refs.records.forProject(subject.project.id);
    const rule = tags.find((t) => t.name === name);
    if (!rule) throw notFound();
    return rule;
  }
}
