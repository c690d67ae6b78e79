import type { Integration } from './integration.entity.ts';
import {
  defaultFlags,
  INTEGRATION_EVENT_FLAGS,
  type IntegrationEventFlag,
  type IntegrationKind,
  type ParamValue,
} from './integration-kinds.ts';
import { flagProperty } from './integration-settings.ts';

/** Whose integration it is: a project's, or a default of a group or of the instance. */
export type IntegrationOwner =
  { kind: 'project'; id: number } | { kind: 'group'; id: number } | { kind: 'instance' };

/** An integration as both faces show it: never its secrets, only which of them are set. */
export interface IntegrationView {
  /** Null for a kind the owner never set up (GitLab shows such an integration unsaved). */
  id: number | null;
  kind: IntegrationKind;
  owner: IntegrationOwner;
  active: boolean;
  flags: Record<IntegrationEventFlag, boolean>;
  commentOnEventEnabled: boolean;
  /** Follows a default (GitLab's `inherited`: `inherit_from_id` is set). */
  inherited: boolean;
  /** Every non-secret parameter, its default when not set. */
  properties: Record<string, ParamValue | null>;
  secretsSet: string[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** The view of a row (or of a kind never set up), given the names of the secrets it holds. */
export function integrationView(
  kind: IntegrationKind,
  owner: IntegrationOwner,
  row: Integration | null,
  secretsSet: string[],
): IntegrationView {
  const flags = row
    ? (Object.fromEntries(INTEGRATION_EVENT_FLAGS.map((flag) => [flag, row[flagProperty(flag)]])) as Record<
        IntegrationEventFlag,
        boolean
      >)
    : defaultFlags(kind);
  const stored = row?.properties ?? {};
  const properties: Record<string, ParamValue | null> = {};
  for (const param of kind.params) {
    if (param.secret) continue;
    properties[param.name] = stored[param.name] ?? param.default ?? null;
  }
  return {
    id: row?.id ?? null,
    kind,
    owner,
    active: row?.active ?? false,
    flags,
    commentOnEventEnabled: row ? row.commentOnEventEnabled : (kind.commentOnEvent ?? false),
    inherited: (row?.inheritFromId ?? null) !== null,
    properties,
    secretsSet,
    createdAt: row?.createdAt ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}
