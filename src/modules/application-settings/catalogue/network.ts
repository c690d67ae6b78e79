import {
  allowlistEntryProblem,
  MAX_ALLOWLIST_ENTRIES,
  splitAllowlist,
} from '../../../core/outbound/allowlist.ts';
import { boolean, integer, list, secret, text, urlProblem } from './setting.ts';

/** Entries separated by commas, semicolons or white space, each kept once. */
const allowlist = {
  ...list([], {
    maxEntries: MAX_ALLOWLIST_ENTRIES,
    split: (value) => splitAllowlist(value),
    entry: (value) => allowlistEntryProblem(value) ?? null,
  }),
  apply: (_current: string[], given: string[]) => splitAllowlist(given),
};

/** Outbound requests (core/outbound), addresses allowed in, and the asset proxy. */
export const networkSettings = {
  /** Webhooks and integrations may reach loopback, local-network and link-local addresses. */
  allow_local_requests_from_web_hooks_and_services: boolean(false),
  /** System hooks may reach loopback, local-network and link-local addresses. */
  allow_local_requests_from_system_hooks: boolean(true),
  /** Local hosts and addresses hooks may reach all the same (see core/outbound/allowlist.ts). */
  outbound_local_requests_whitelist: allowlist,
  deny_all_requests_except_allowed: boolean(false),
  dns_rebinding_protection_enabled: boolean(true),
  globally_allowed_ips: text(''),
  asset_proxy_enabled: boolean(false),
  asset_proxy_url: text(null, { format: urlProblem() }),
  asset_proxy_secret_key: secret(text(), 'omitted'),
  asset_proxy_allowlist: list([]),
  /** Higher tier: Geo. */
  geo_node_allowed_ips: text('0.0.0.0/0, ::/0'),
  geo_status_timeout: integer(10, { greaterThan: 0 }),
};
