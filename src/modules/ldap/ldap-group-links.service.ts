import type { MikroORM } from '@mikro-orm/postgresql';
import { isMemberAccessLevel } from '../../core/access.ts';
import type { Actor } from '../../core/actor.ts';
import { addFieldError, conflict, DomainError, throwIfInvalid, type FieldErrors } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import type { LdapDirectories } from './ldap-directories.ts';
import { isValidLdapFilter } from './ldap-directory.ts';
import { LdapGroupLink } from './ldap-group-link.entity.ts';

/** A link's directory side: an LDAP group by `cn`, or a user filter. */
export type LdapLinkTarget = { cn: string; filter?: undefined } | { filter: string; cn?: undefined };

export type LdapGroupLinkInput = LdapLinkTarget & { groupAccess: number; provider: string };

/**
 * A group's LDAP links (owners and administrators): listed, added with a `cn` or a `filter` at a
 * configured provider, and deleted. The sync reads them through `linksOf`.
 */
export class LdapGroupLinksService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly groups: GroupsService;
  private readonly directories: LdapDirectories;

  constructor(deps: { orm: MikroORM; uow: UnitOfWork; groups: GroupsService; directories: LdapDirectories }) {
    this.orm = deps.orm;
    this.uow = deps.uow;
    this.groups = deps.groups;
    this.directories = deps.directories;
  }

  private get em() {
    return this.orm.em;
  }

  async list(actor: Actor, groupIdOrPath: string | number): Promise<LdapGroupLink[]> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    return this.linksOf(group.id);
  }

  async create(
    actor: Actor,
    groupIdOrPath: string | number,
    input: LdapGroupLinkInput,
  ): Promise<LdapGroupLink> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    this.validate(input);
    return this.uow.run(async () => {
      const same = await this.em.findOne(LdapGroupLink, {
        group: group.id,
        provider: input.provider,
        ...(input.cn !== undefined ? { cn: input.cn } : { filter: input.filter }),
      });
      if (same)
        throw conflict(
          input.cn !== undefined ? 'Cn has already been taken' : 'Filter has already been taken',
        );
      const link = this.em.create(LdapGroupLink, {
        group: group.id,
        cn: input.cn ?? null,
        filter: input.filter ?? null,
        groupAccess: input.groupAccess,
        provider: input.provider,
      });
      await this.em.flush();
      return link;
    });
  }

  /**
   * Deletes the link with this `cn` or `filter` at `provider`; without a provider (the oldest,
   * deprecated form) the first link with this `cn` at any provider.
   */
  async delete(
    actor: Actor,
    groupIdOrPath: string | number,
    target: LdapLinkTarget & { provider?: string },
  ): Promise<void> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    throwIfInvalid(exactlyOneOfCnAndFilter(target));
    await this.uow.run(async () => {
      const [link] = await this.em.find(
        LdapGroupLink,
        {
          group: group.id,
          ...(target.provider !== undefined ? { provider: target.provider } : {}),
          ...(target.cn !== undefined ? { cn: target.cn } : { filter: target.filter }),
        },
        { orderBy: { id: 'asc' }, limit: 1 },
      );
      if (!link) throw linkNotFound();
      this.em.remove(link);
      await this.em.flush();
    });
  }

  /**
   * The links of several groups at once (GraphQL's `Group.ldapGroupLinks`): null for a group the
   * actor may not manage.
   */
  async forGroups(actor: Actor, subjects: readonly GroupSubject[]): Promise<(LdapGroupLink[] | null)[]> {
    const managed = subjects.filter((s) => can(actor, 'admin_group', s)).map((s) => s.group.id);
    const links = managed.length
      ? await this.em.find(LdapGroupLink, { group: { $in: managed } }, { orderBy: { id: 'asc' } })
      : [];
    return subjects.map((s) =>
      managed.includes(s.group.id) ? links.filter((l) => l.group.id === s.group.id) : null,
    );
  }

  /** A group's links, oldest first (instance-internal: the sync). */
  linksOf(groupId: number): Promise<LdapGroupLink[]> {
    return this.em.find(LdapGroupLink, { group: groupId }, { orderBy: { id: 'asc' } });
  }

  /** The groups that have links (instance-internal: the scheduled sync). */
  async linkedGroupIds(): Promise<number[]> {
    const links = await this.em.find(LdapGroupLink, {}, { fields: ['group'], orderBy: { group: 'asc' } });
    return [...new Set(links.map((l) => l.group.id))];
  }

  /** The group, if the actor may manage it (owners and administrators). */
  async ownedGroup(actor: Actor, groupIdOrPath: string | number): Promise<Namespace> {
    const subject = await this.groups.find(actor, groupIdOrPath);
    authorize(actor, 'admin_group', subject);
    return subject.group;
  }

  private validate(input: LdapGroupLinkInput): void {
    const errors = exactlyOneOfCnAndFilter(input);
    const add = (field: string, message: string) => addFieldError(errors, field, message);
    if (input.cn !== undefined && input.cn.trim() === '') add('cn', "can't be blank");
    if (input.cn !== undefined && input.cn.length > 255) add('cn', 'is too long (maximum is 255 characters)');
    if (input.filter !== undefined && !isValidLdapFilter(input.filter))
      add('filter', 'must be a valid filter');
    if (!isMemberAccessLevel(input.groupAccess)) add('group_access', 'does not have a valid value');
    if (!this.directories.get(input.provider)) {
      const known = this.directories.providers();
      add(
        'provider',
        known.length
          ? `must be a configured LDAP provider (${known.join(', ')})`
          : 'is unknown: LDAP is not enabled',
      );
    }
    throwIfInvalid(errors);
  }
}

function exactlyOneOfCnAndFilter(target: { cn?: string; filter?: string }): FieldErrors {
  const errors: FieldErrors = {};
  if ((target.cn === undefined) === (target.filter === undefined)) {
    addFieldError(errors, 'base', 'Exactly one of cn and filter must be given');
  }
  return errors;
}

/** GitLab's words for a link that is not there, shown as they are on both faces (REST: a 404). */
function linkNotFound(): DomainError {
  const error = new DomainError('not_found', 'Linked LDAP group not found');
  error.verbatim = true;
  return error;
}
