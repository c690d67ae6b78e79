import { z } from 'zod';
import { Router } from '../../rest/router.ts';
import type { InstanceMetadata } from './metadata.service.ts';

/** The instance's version: `/metadata`, and `/version`, which GitLab keeps as its mirror. */
export const metadataRouter = new Router();

/** GitLab answers with its GraphQL `metadata` result, so the keys inside `kas` are camelCase. */
function presentMetadata({ version, revision, kas, enterprise }: InstanceMetadata) {
  return {
    version,
    revision,
    kas: {
      enabled: kas.enabled,
      externalUrl: kas.externalUrl,
      externalK8sProxyUrl: kas.externalK8sProxyUrl,
      version: kas.version,
    },
    enterprise,
  };
}

// GitLab's `allow_access_with_scope [:read_user, :ai_features]` on top of the usual read scopes.
const scopes = ['api', 'read_api', 'read_user', 'ai_features'] as const;

for (const path of ['/metadata', '/version']) {
  metadataRouter.get(path, { input: z.object({}), auth: 'required', scopes }, async ({ services, actor }) =>
    presentMetadata(services.metadata.read(actor)),
  );
}
