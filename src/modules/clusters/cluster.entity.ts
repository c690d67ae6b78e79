import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../core/encryption.ts';

export const AUTHORIZATION_TYPES = ['rbac', 'abac', 'unknown_authorization'] as const;
export type AuthorizationType = (typeof AUTHORIZATION_TYPES)[number];

/**
 * An existing Kubernetes cluster added to a project or a group (GitLab's user-provided
 * `Clusters::Cluster` with its `Platforms::Kubernetes`): a record only, never called. The token is
 * write-only and stored encrypted.
 */
export const ClusterSchema = defineEntity({
  name: 'Cluster',
  tableName: 'clusters',
  properties: {
    id: p.integer().primary().autoincrement(),
    projectId: p.integer().nullable(),
    groupId: p.integer().nullable(),
    userId: p.integer().nullable(),
    name: p.string().length(255),
    domain: p.string().length(255).nullable(),
    enabled: p.boolean().default(true),
    managed: p.boolean().default(true),
    namespacePerEnvironment: p.boolean().default(true),
    environmentScope: p.string().length(255).default('*'),
    managementProjectId: p.integer().nullable(),
    apiUrl: p.text(),
    encryptedToken: p.text().$type<Ciphertext>(),
    caCert: p.text().nullable(),
    namespace: p.string().length(63).nullable(),
    authorizationType: p.string().length(32).$type<AuthorizationType>().default('rbac'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Cluster extends ClusterSchema.class {}
ClusterSchema.setClass(Cluster);

export const CLUSTER_TOKEN = encryptedColumn({ table: 'clusters', column: 'encrypted_token' });
