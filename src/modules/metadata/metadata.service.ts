import { createRequire } from 'node:module';
import type { Actor } from '../../core/actor.ts';
import { authorizeUser } from '../../core/policy.ts';

/**
 * The GitLab release whose API Railyard follows, as `version` reports it. A plain
 * MAJOR.MINOR.PATCH, as GitLab CE reports its own: clients compare it with the release that
 * brought a feature, and a pre-release suffix (`18.0.0-railyard`) would sort below 18.0.0.
 */
export const GITLAB_VERSION = '18.0.0';

const packageJson = createRequire(import.meta.url)('../../../package.json') as { version: string };
/** Where GitLab names its commit, the Railyard release that answers. */
export const RAILYARD_REVISION = `railyard-${packageJson.version}`;

/** What `GET /metadata` (and `/version`) and GraphQL `metadata` report about the instance. */
export interface InstanceMetadata {
  version: string;
  revision: string;
  /** The agent server for Kubernetes, which Railyard does not run. */
  kas: {
    enabled: boolean;
    externalUrl: string | null;
    externalK8sProxyUrl: string | null;
    version: string | null;
  };
  enterprise: boolean;
}

/** The instance's version and features, for signed-in callers (GitLab's `read_instance_metadata`). */
export class MetadataService {
  read(actor: Actor): InstanceMetadata {
    authorizeUser(actor, 'read_instance_metadata', null);
    return {
      version: GITLAB_VERSION,
      revision: RAILYARD_REVISION,
      kas: { enabled: false, externalUrl: null, externalK8sProxyUrl: null, version: null },
      enterprise: false,
    };
  }
}
