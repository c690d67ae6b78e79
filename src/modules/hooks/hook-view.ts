import type { AlertStatus } from './auto-disabling.ts';
import type { BranchFilterStrategy, HookEventFlag, HookType, ListedHookType } from './web-hook.entity.ts';

/**
 * A hook as the service hands it to presenters and GraphQL: no secret in it, only the names of its
 * URL variables and custom headers, and its alert status at the time it was read.
 */
export interface HookView {
  id: number;
  type: ListedHookType;
  projectId: number | null;
  groupId: number | null;
  url: string;
  name: string | null;
  description: string | null;
  flags: Record<HookEventFlag, boolean>;
  pushEventsBranchFilter: string | null;
  branchFilterStrategy: BranchFilterStrategy;
  enableSslVerification: boolean;
  customWebhookTemplate: string | null;
  urlVariableKeys: string[];
  customHeaderKeys: string[];
  /** Whether a secret token is set (the token itself never leaves the service but to deliveries). */
  hasToken: boolean;
  alertStatus: AlertStatus;
  disabledUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A hook the delivery engine may call now, with its secrets decrypted and its URL filled in:
 * what `HooksFinder.subscribed` returns.
 */
export interface DeliverableHook {
  id: number;
  type: HookType;
  projectId: number | null;
  groupId: number | null;
  /** The URL as stored, with `{name}` placeholders (what may be shown, e.g. in delivery logs). */
  urlTemplate: string;
  /** The URL to call: the placeholders filled in from the URL variables. */
  url: string;
  token: string | null;
  customHeaders: Record<string, string>;
  urlVariables: Record<string, string>;
  pushEventsBranchFilter: string | null;
  branchFilterStrategy: BranchFilterStrategy;
  enableSslVerification: boolean;
  customWebhookTemplate: string | null;
}
