import { defineEntity, p } from '@mikro-orm/postgresql';
import { SamlProvider } from './saml-provider.entity.ts';

/**
 * A group membership that SAML made (a first sign-in's default membership, or a SAML group link's):
 * the memberships later sign-ins may change or take away. Others (added by hand) are left alone.
 * The row goes with its membership (`member_id` references `members` on delete cascade).
 */
export const SamlMembershipSchema = defineEntity({
  name: 'SamlMembership',
  tableName: 'saml_memberships',
  properties: {
    memberId: p.integer().primary().autoincrement(false),
    samlProvider: () => p.manyToOne(SamlProvider).deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['samlProvider'] }],
});
export class SamlMembership extends SamlMembershipSchema.class {}
SamlMembershipSchema.setClass(SamlMembership);
