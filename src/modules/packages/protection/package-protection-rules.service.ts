import { FlushMode, type MikroORM } from '@mikro-orm/postgresql';
import { isAdmin, type Actor } from '../../../core/actor.ts';
import { DomainError, notFound } from '../../../core/errors.ts';
import { authorize, can } from '../../../core/policy.ts';
import type { UnitOfWork } from '../../../core/tx.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { ProjectsService } from '../../projects/projects.service.ts';
import { PACKAGE_TYPES, type PackageType } from '../package.entity.ts';
import { PackageProtectionRule } from './package-protection-rule.entity.ts';
import { RULE_ACCESS_LEVELS, type RuleAccessLevelName } from './rule-access-levels.ts';

export interface PackageProtectionRuleInput {
  packageNamePattern?: string;
  packageType?: PackageType;
  /** null: not restricted; undefined: unchanged (on update). */
  minimumAccessLevelForPush?: RuleAccessLevelName | null;
  minimumAccessLevelForDelete?: RuleAccessLevelName | null;
}

/**
 * The rule was not saved: GitLab's full validation messages. REST renders them as
 * `{"message":{"error":[...]}}` with a 422; GraphQL lists them in the payload's `errors`.
 */
export class RuleInvalidError extends DomainError {
  readonly messages: string[];
  constructor(messages: string[]) {
    super('unprocessable', messages.join(', '), { error: messages });
    this.messages = messages;
  }
  override describe(): string {
    return this.messages.join(', ');
  }
}

const NPM_PATTERN = /^(@[a-z0-9*~-][a-z0-9*._~-]*\/)?[a-z0-9*~-][a-z0-9*._~-]*$/;
const PYPI_PATTERN = /^[a-zA-Z0-9*]([a-zA-Z0-9*._-]*[a-zA-Z0-9*])?$/;

/** `*` matches any run of characters, case-insensitively (GitLab's ILIKE over the pattern). */
export function patternMatches(pattern: string, name: string): boolean {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}$`, 'i').test(name);
}

/** The access level a caller holds for protection rules: administrators count as 60. */
export function protectionAccessLevel(actor: Actor, subject: ProjectSubject): number {
  return isAdmin(actor) ? RULE_ACCESS_LEVELS.admin : subject.access;
}

/**
 * A project's package protection rules (Maintainer), and the check the registries make before a
 * push: a rule of the package's type whose pattern matches the name, and whose minimum access level
 * for push is above the caller's, refuses it.
 */
export class PackageProtectionRulesService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly projects: ProjectsService;

  constructor(deps: { orm: MikroORM; uow: UnitOfWork; projects: ProjectsService }) {
    this.orm = deps.orm;
    this.uow = deps.uow;
    this.projects = deps.projects;
  }

  private get em() {
    return this.orm.em;
  }

  async list(actor: Actor, projectIdOrPath: string | number): Promise<PackageProtectionRule[]> {
    const subject = await this.managed(actor, projectIdOrPath);
    return this.em.find(PackageProtectionRule, { project: subject.project.id }, { orderBy: { id: 'asc' } });
  }

  /** The rules of several projects at once (GraphQL's `Project.packagesProtectionRules`): null where not a maintainer. */
  async forProjects(
    actor: Actor,
    subjects: readonly ProjectSubject[],
  ): Promise<(PackageProtectionRule[] | null)[]> {
    const managed = subjects.filter((s) => canManage(actor, s)).map((s) => s.project.id);
    const rules = managed.length
      ? await this.em.find(PackageProtectionRule, { project: { $in: managed } }, { orderBy: { id: 'asc' } })
      : [];
    return subjects.map((s) =>
      managed.includes(s.project.id) ? rules.filter((r) => r.project.id === s.project.id) : null,
    );
  }

  async create(
    actor: Actor,
    projectIdOrPath: string | number,
    input: PackageProtectionRuleInput,
  ): Promise<PackageProtectionRule> {
    const subject = await this.managed(actor, projectIdOrPath);
    return this.uow.run(async () => {
      const rule = this.em.create(PackageProtectionRule, {
        project: subject.project.id,
        packageNamePattern: input.packageNamePattern ?? '',
        packageType: input.packageType ?? '',
        minimumAccessLevelForPush: levelOf(input.minimumAccessLevelForPush),
        minimumAccessLevelForDelete: levelOf(input.minimumAccessLevelForDelete),
      });
      await this.validate(rule);
      await this.em.flush();
      return rule;
    });
  }

  async update(
    actor: Actor,
    projectIdOrPath: string | number,
    ruleId: number,
    input: PackageProtectionRuleInput,
  ): Promise<PackageProtectionRule> {
    const subject = await this.managed(actor, projectIdOrPath);
    return this.uow.run(async () => {
      const rule = await this.findRule(subject, ruleId);
      if (input.packageNamePattern !== undefined) rule.packageNamePattern = input.packageNamePattern;
      if (input.packageType !== undefined) rule.packageType = input.packageType;
      if (input.minimumAccessLevelForPush !== undefined)
        rule.minimumAccessLevelForPush = levelOf(input.minimumAccessLevelForPush);
      if (input.minimumAccessLevelForDelete !== undefined)
        rule.minimumAccessLevelForDelete = levelOf(input.minimumAccessLevelForDelete);
      await this.validate(rule);
      await this.em.flush();
      return rule;
    });
  }

  async delete(
    actor: Actor,
    projectIdOrPath: string | number,
    ruleId: number,
  ): Promise<PackageProtectionRule> {
    const subject = await this.managed(actor, projectIdOrPath);
    return this.uow.run(async () => {
      const rule = await this.findRule(subject, ruleId);
      this.em.remove(rule);
      await this.em.flush();
      return rule;
    });
  }

  /** The project of a rule (GraphQL mutations name rules by global id alone); 404 when there is none. */
  async projectOfRule(ruleId: number): Promise<number> {
    const rule = await this.em.findOne(PackageProtectionRule, { id: ruleId });
    if (!rule) throw notFound('Package Protection Rule');
    return rule.project.id;
  }

  /** Rules by id, for `node(id:)`: null where missing or where the caller does not manage the project. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(PackageProtectionRule | null)[]> {
    const rules = await this.em.find(PackageProtectionRule, { id: { $in: [...ids] } });
    const managed = await this.projects.withAbility(
      actor,
      'admin_package',
      rules.map((r) => r.project.id),
    );
    return ids.map((id) => {
      const rule = rules.find((r) => r.id === id);
      return rule && managed.has(rule.project.id) ? rule : null;
    });
  }

  /** Does a rule refuse this push to a caller holding `accessLevel`? */
  async pushRefused(projectId: number, packageType: PackageType, name: string, accessLevel: number) {
    const rules = await this.em.find(PackageProtectionRule, {
      project: projectId,
      packageType,
      minimumAccessLevelForPush: { $gt: accessLevel },
    });
    return rules.some((r) => patternMatches(r.packageNamePattern, name));
  }

  /**
   * For each package (project, type, name): does any rule of its project match it, whatever it
   * restricts? One statement for all of them.
   */
  async anyMatches(
    packages: readonly { projectId: number; packageType: string; name: string }[],
  ): Promise<boolean[]> {
    if (packages.length === 0) return [];
    const rules = await this.em.find(PackageProtectionRule, {
      project: { $in: [...new Set(packages.map((p) => p.projectId))] },
    });
    return packages.map((p) =>
      rules.some(
        (r) =>
          r.project.id === p.projectId &&
          r.packageType === p.packageType &&
          patternMatches(r.packageNamePattern, p.name),
      ),
    );
  }

  /** Does a rule refuse deleting this package to a caller holding `accessLevel`? */
  async deleteRefused(projectId: number, packageType: string, name: string, accessLevel: number) {
    const rules = await this.em.find(PackageProtectionRule, {
      project: projectId,
      packageType,
      minimumAccessLevelForDelete: { $gt: accessLevel },
    });
    return rules.some((r) => patternMatches(r.packageNamePattern, name));
  }

  private async findRule(subject: ProjectSubject, ruleId: number): Promise<PackageProtectionRule> {
    const rule = await this.em.findOne(PackageProtectionRule, { id: ruleId, project: subject.project.id });
    if (!rule) throw notFound('Package Protection Rule');
    return rule;
  }

  private async managed(actor: Actor, projectIdOrPath: string | number): Promise<ProjectSubject> {
    const subject = await this.projects.find(actor, projectIdOrPath);
    authorize(actor, 'admin_package', subject);
    return subject;
  }

  /** GitLab's model validations, in its order and words. */
  private async validate(rule: PackageProtectionRule): Promise<void> {
    const messages: string[] = [];
    const pattern = rule.packageNamePattern;
    if (pattern.trim() === '') messages.push("Package name pattern can't be blank");
    else if (pattern.length > 255)
      messages.push('Package name pattern is too long (maximum is 255 characters)');
    else {
      // Read without flushing first: the rule being checked is not written until it passes.
      const same = await this.em.find(
        PackageProtectionRule,
        { project: rule.project.id, packageType: rule.packageType, packageNamePattern: pattern },
        { flushMode: FlushMode.COMMIT },
      );
      if (same.some((other) => other !== rule)) messages.push('Package name pattern has already been taken');
    }
    if (!(PACKAGE_TYPES as readonly string[]).includes(rule.packageType))
      messages.push("Package type can't be blank");
    if (rule.packageType === 'npm' && pattern !== '' && !NPM_PATTERN.test(pattern))
      messages.push(
        'Package name pattern should be a valid NPM package name with optional wildcard characters.',
      );
    if (rule.packageType === 'pypi' && pattern !== '' && !PYPI_PATTERN.test(pattern))
      messages.push(
        'Package name pattern should be a valid PyPI package name with optional wildcard characters.',
      );
    if (rule.minimumAccessLevelForPush === null && rule.minimumAccessLevelForDelete === null)
      messages.push('A rule must have at least a minimum access role for push or delete.');
    if (messages.length > 0) throw new RuleInvalidError(messages);
  }
}

function levelOf(name: RuleAccessLevelName | null | undefined): number | null {
  return name ? RULE_ACCESS_LEVELS[name] : null;
}

function canManage(actor: Actor, subject: ProjectSubject): boolean {
  return can(actor, 'admin_package', subject);
}
