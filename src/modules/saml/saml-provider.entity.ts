import { defineEntity, p } from '@mikro-orm/postgresql';
import { AccessLevel } from '../../core/access.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';

/**
 * A top-level group's SAML identity provider (GitLab's `saml_providers`): where members sign in
 * (`ssoUrl`), the fingerprint of the certificate its responses are signed with, and the role a
 * member gets on a first sign-in.
 */
export const SamlProviderSchema = defineEntity({
  name: 'SamlProvider',
  tableName: 'saml_providers',
  properties: {
    id: p.integer().primary().autoincrement(),
    group: () => p.manyToOne(Namespace).deleteRule('cascade').unique(),
    enabled: p.boolean().default(true),
    ssoUrl: p.text(),
    /** Hex, lower case, without colons: SHA-1 (40 digits) or SHA-256 (64 digits) of the DER certificate. */
    certificateFingerprint: p.string().length(255),
    enforcedSso: p.boolean().default(false),
    defaultMembershipRole: p.integer().default(AccessLevel.GUEST),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export class SamlProvider extends SamlProviderSchema.class {}
SamlProviderSchema.setClass(SamlProvider);
