import { builder } from '../../graphql/builder.ts';
import type { InstanceMetadata } from './metadata.service.ts';

const KasRef = builder.objectRef<InstanceMetadata['kas']>('Kas').implement({
  description: 'The GitLab agent server for Kubernetes (KAS): not run by Railyard.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled', { nullable: false }),
    externalUrl: t.exposeString('externalUrl', { nullable: true }),
    externalK8sProxyUrl: t.exposeString('externalK8sProxyUrl', { nullable: true }),
    version: t.exposeString('version', { nullable: true }),
  }),
});

const MetadataRef = builder.objectRef<InstanceMetadata>('Metadata').implement({
  description: 'The version of the GitLab API the instance serves, and its features.',
  fields: (t) => ({
    version: t.exposeString('version', { nullable: false }),
    revision: t.exposeString('revision', { nullable: false }),
    kas: t.field({ type: KasRef, nullable: false, resolve: (m) => m.kas }),
    enterprise: t.exposeBoolean('enterprise', { nullable: false }),
  }),
});

builder.queryFields((t) => ({
  metadata: t.field({
    type: MetadataRef,
    nullable: true,
    description: 'Metadata about the instance (signed-in users), as `GET /api/v4/metadata` reports it.',
    resolve: (_, __, ctx) => ctx.services.metadata.read(ctx.actor),
  }),
}));
