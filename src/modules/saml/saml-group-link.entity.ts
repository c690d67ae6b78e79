import { defineEntity, p } from '@mikro-orm/postgresql';
import { Namespace } from '../namespaces/namespace.entity.ts';

/**
 * A group's link to a SAML group (GitLab's `saml_group_links`): users whose sign-in asserts
 * `samlGroupName` in their `groups` attribute become members of the group at `accessLevel`.
 */
export const SamlGroupLinkSchema = defineEntity({
  name: 'SamlGroupLink',
  tableName: 'saml_group_links',
  properties: {
    id: p.integer().primary().autoincrement(),
    group: () => p.manyToOne(Namespace).deleteRule('cascade'),
    samlGroupName: p.string().length(255),
    accessLevel: p.integer(),
    memberRoleId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  uniques: [{ properties: ['group', 'samlGroupName'] }],
});
export class SamlGroupLink extends SamlGroupLinkSchema.class {}
SamlGroupLinkSchema.setClass(SamlGroupLink);
