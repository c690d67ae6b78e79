import type { IntegrationEventFlag, IntegrationKind, ParamValue } from './integration-kinds.ts';

/** An integration as both faces show it: never its secrets, only which of them are set. */
export interface IntegrationView {
  /** Null for a kind the project never set up (GitLab shows such an integration unsaved). */
  id: number | null;
  kind: IntegrationKind;
  projectId: number;
  active: boolean;
  flags: Record<IntegrationEventFlag, boolean>;
  commentOnEventEnabled: boolean;
  inherited: boolean;
  /** Every non-secret parameter, its default when not set. */
  properties: Record<string, ParamValue | null>;
  secretsSet: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
}
