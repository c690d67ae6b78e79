import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../namespaces/namespace.entity.ts';

/**
 * A group's link to a directory (GitLab's `ldap_group_links`): the members of the LDAP group named
 * `cn`, or the users matching `filter` (exactly one of the two), at one provider, become members of
 * the group at `groupAccess` when the group is synced.
 */
export const LdapGroupLinkSchema = defineEntity({
  name: 'LdapGroupLink',
  tableName: 'ldap_group_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    group: () => p.manyToOne(Namespace).deleteRule('cascade'),
    cn: p.string().length(255).nullable(),
    filter: p.text().nullable(),
    groupAccess: p.integer(),
    provider: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['group'] }],
});
export class LdapGroupLink extends LdapGroupLinkSchema.class {}
LdapGroupLinkSchema.setClass(LdapGroupLink);
