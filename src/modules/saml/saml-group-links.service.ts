import type { MikroORM } from '@mikro-orm/postgresql';
import { isMemberAccessLevel } from '../../core/access.ts';
import type { Actor } from '../../core/actor.ts';
import { addFieldError, DomainError, humanize, verbatimError, type FieldErrors } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { Namespace } from '../namespaces/namespace.entity.ts';
import { SamlGroupLink } from './saml-group-link.entity.ts';

export interface SamlGroupLinkInput {
  samlGroupName: string;
  accessLevel: number;
  memberRoleId?: number;
}

/**
 * A group's SAML group links (owners and administrators; top-level groups and subgroups alike):
 * listed, read and deleted by SAML group name, added. Sign-in reads them through `linksBelow`.
 */
export class SamlGroupLinksService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly groups: GroupsService;

  constructor(deps: { orm: MikroORM; uow: UnitOfWork; groups: GroupsService }) {
    this.orm = deps.orm;
    this.uow = deps.uow;
    this.groups = deps.groups;
  }

  private get em() {
    return this.orm.em;
  }

  async list(actor: Actor, groupIdOrPath: string | number): Promise<SamlGroupLink[]> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    return this.em.find(SamlGroupLink, { group: group.id }, { orderBy: { id: 'asc' } });
  }

  async get(actor: Actor, groupIdOrPath: string | number, samlGroupName: string): Promise<SamlGroupLink> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    const link = await this.em.findOne(SamlGroupLink, { group: group.id, samlGroupName });
    if (!link) throw linkNotFound();
    return link;
  }

  async create(
    actor: Actor,
    groupIdOrPath: string | number,
    input: SamlGroupLinkInput,
  ): Promise<SamlGroupLink> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    const name = input.samlGroupName.trim();
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => addFieldError(errors, field, message);
    if (name === '') add('saml_group_name', "can't be blank");
    if (name.length > 255) add('saml_group_name', 'is too long (maximum is 255 characters)');
    if (!isMemberAccessLevel(input.accessLevel)) add('access_level', 'is invalid');
    // Custom roles do not exist here: no member role id names one.
    if (input.memberRoleId !== undefined) add('member_role', 'not found');
    refuseIfInvalid(errors);
    return this.uow.run(async () => {
      const same = await this.em.findOne(SamlGroupLink, { group: group.id, samlGroupName: name });
      if (same) refuseIfInvalid({ saml_group_name: ['has already been taken'] });
      const link = this.em.create(SamlGroupLink, {
        group: group.id,
        samlGroupName: name,
        accessLevel: input.accessLevel,
        memberRoleId: null,
      });
      await this.em.flush();
      return link;
    });
  }

  async delete(actor: Actor, groupIdOrPath: string | number, samlGroupName: string): Promise<void> {
    const group = await this.ownedGroup(actor, groupIdOrPath);
    await this.uow.run(async () => {
      const link = await this.em.findOne(SamlGroupLink, { group: group.id, samlGroupName });
      if (!link) throw linkNotFound();
      this.em.remove(link);
      await this.em.flush();
    });
  }

  /** The links of several groups at once (GraphQL's `Group.samlGroupLinks`): null where not an owner. */
  async forGroups(actor: Actor, subjects: readonly GroupSubject[]): Promise<(SamlGroupLink[] | null)[]> {
    const managed = subjects.filter((s) => can(actor, 'admin_group', s)).map((s) => s.group.id);
    const links = managed.length
      ? await this.em.find(SamlGroupLink, { group: { $in: managed } }, { orderBy: { id: 'asc' } })
      : [];
    return subjects.map((s) =>
      managed.includes(s.group.id) ? links.filter((l) => l.group.id === s.group.id) : null,
    );
  }

  /** Every link of a top-level group and of the groups below it (instance-internal: sign-in). */
  linksBelow(rootGroupId: number): Promise<SamlGroupLink[]> {
    return this.em.find(
      SamlGroupLink,
      { group: { traversalIds: { $contains: [rootGroupId] } } },
      { orderBy: { id: 'asc' } },
    );
  }

  private async ownedGroup(actor: Actor, groupIdOrPath: string | number): Promise<Namespace> {
    const subject = await this.groups.find(actor, groupIdOrPath);
    authorize(actor, 'admin_group', subject);
    return subject.group;
  }
}

/** Validation messages as GitLab's SAML link API renders them: one 400 message, the full messages joined. */
function refuseIfInvalid(errors: FieldErrors): void {
  const messages = Object.entries(errors).flatMap(([field, list]) =>
    list.map((m) => `${humanize(field)} ${m}`),
  );
  if (messages.length > 0) throw verbatimError('bad_request', messages.join(','));
}

/** GitLab's words for a link that is not there, shown as they are on both faces (REST: a 404). */
function linkNotFound(): DomainError {
  const error = new DomainError('not_found', 'Linked SAML group link not found');
  error.verbatim = true;
  return error;
}
