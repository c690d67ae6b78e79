import { defineEntity, p } from '@mikro-orm/postgresql';
import { SamlProvider } from './saml-provider.entity.ts';

/**
 * An assertion a sign-in has used, kept until it expires, so that a captured response cannot be
 * posted again for another sign-in while it is still valid.
 */
export const SamlUsedAssertionSchema = defineEntity({
  name: 'SamlUsedAssertion',
  tableName: 'saml_used_assertions',
  properties: {
    id: p.integer().primary().autoincrement(),
    samlProvider: () => p.manyToOne(SamlProvider).deleteRule('cascade'),
    assertionId: p.string().length(255),
    expiresAt: p.datetime(),
  },
  uniques: [{ properties: ['samlProvider', 'assertionId'] }],
  indexes: [{ properties: ['expiresAt'] }],
});
export class SamlUsedAssertion extends SamlUsedAssertionSchema.class {}
SamlUsedAssertionSchema.setClass(SamlUsedAssertion);
