import { defineEntity, p } from '@mikro-orm/postgresql';
import { User } from './user.entity.ts';

/** A link between a user and an external identity provider (LDAP, SAML...). */
export const IdentitySchema = defineEntity({
  name: 'Identity',
  tableName: 'identities',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    provider: p.string().length(255),
    externUid: p.string().length(255),
    samlProviderId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['user'] }],
  // Unique with NULLS NOT DISTINCT (see the migration): one identity per NameID at each group's IdP.
  uniques: [
    {
      name: 'identities_provider_extern_uid_saml_provider_id_unique',
      properties: ['provider', 'externUid', 'samlProviderId'],
    },
  ],
});
export class Identity extends IdentitySchema.class {}
IdentitySchema.setClass(Identity);
