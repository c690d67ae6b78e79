import type { GroupSubject } from '../groups/groups.policy.ts';
import type { ProjectSubject } from '../projects/projects.policy.ts';
import type { User } from '../users/user.entity.ts';
import type { AuthorizationType } from './cluster.entity.ts';

/** Where a cluster belongs, as the actor sees it. */
export type ClusterOwner =
  { kind: 'project'; subject: ProjectSubject } | { kind: 'group'; subject: GroupSubject };

/** A cluster as both faces show it (never its token). */
export interface ClusterView {
  id: number;
  projectId: number | null;
  groupId: number | null;
  name: string;
  domain: string | null;
  enabled: boolean;
  managed: boolean;
  namespacePerEnvironment: boolean;
  environmentScope: string;
  managementProjectId: number | null;
  apiUrl: string;
  caCert: string | null;
  namespace: string | null;
  authorizationType: AuthorizationType;
  createdAt: string;
  userId: number | null;
}

/** A cluster with what presenters show: its owner and the user who added it. */
export interface ClusterDetail {
  cluster: ClusterView;
  owner: ClusterOwner;
  user: User | null;
}
