import dns from 'node:dns';
import net from 'node:net';
import os from 'node:os';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../errors.ts';
import { addressAllowed, hostAllowed, parseAllowlistEntry, unmap, type AllowlistEntry } from './allowlist.ts';

/**
 * Where requests made on behalf of users (webhooks, integrations) may go. Built from the application
 * settings (`ApplicationSettingsService.outboundPolicy`).
 */
export interface OutboundPolicy {
  /** Loopback, local-network, link-local and shared addresses are allowed too. */
  allowLocalRequests: boolean;
  /** `outbound_local_requests_whitelist` entries: reachable even when local requests are not allowed. */
  allowlist: readonly string[];
}

/** Resolves a host name to every address it has (as `dns.lookup` with `all: true`). */
export type OutboundLookup = (hostname: string) => Promise<readonly { address: string; family?: number }[]>;

export interface OutboundCheckOptions {
  /** Replaces the system resolver (tests; a resolver with its own cache). */
  lookup?: OutboundLookup;
  /** How long resolution may take before the host counts as unresolvable. Default 15 s. */
  resolveTimeoutMs?: number;
}

/** A URL that passed the check, and the one address a request to it must connect to. */
export interface OutboundTarget {
  url: URL;
  /** The URL's host without IPv6 brackets: what the Host header and TLS server name are made from. */
  hostname: string;
  port: number;
  /** The first address the host resolved to: the one to connect to first. */
  address: string;
  family: 4 | 6;
  /** Every address the host resolved to, all of them checked: the only ones to connect to. */
  addresses: string[];
}

export type OutboundRefusalReason =
  | 'invalid_url'
  | 'scheme'
  | 'unresolvable'
  | 'localhost'
  | 'loopback'
  | 'local_network'
  | 'link_local'
  | 'shared_address'
  | 'broadcast';

const MESSAGES: Record<OutboundRefusalReason, string> = {
  invalid_url: 'URI is invalid',
  scheme: 'Only allowed schemes are http, https',
  unresolvable: 'Host cannot be resolved or invalid',
  localhost: 'Requests to localhost are not allowed',
  loopback: 'Requests to loopback addresses are not allowed',
  local_network: 'Requests to the local network are not allowed',
  link_local: 'Requests to the link local network are not allowed',
  shared_address: 'Requests to the shared address space are not allowed',
  broadcast: 'Requests to the limited broadcast address are not allowed',
};

/** Address checks in the order their reason is reported when several addresses fail. */
const ADDRESS_REASONS: OutboundRefusalReason[] = [
  'localhost',
  'loopback',
  'local_network',
  'link_local',
  'shared_address',
  'broadcast',
];

/** Cloud metadata services by name; their addresses (169.254.169.254, fd00:ec2::254) are refused anyway. */
const METADATA_HOSTS = new Set(['metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);

/** A request the outbound policy does not allow, with GitLab's wording of the reason. */
export class OutboundRefusedError extends DomainError {
  readonly reason: OutboundRefusalReason;
  constructor(reason: OutboundRefusalReason) {
    super('unprocessable', MESSAGES[reason]);
    this.name = 'OutboundRefusedError';
    this.reason = reason;
    this.verbatim = true;
  }
}

const systemLookup: OutboundLookup = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * Checks that a request to `url` is allowed by `policy`, resolving its host (every address) once.
 * Throws an OutboundRefusedError naming the reason otherwise. Connect to `target.addresses` only:
 * resolving the name again could answer something else (DNS rebinding).
 */
export async function checkOutboundUrl(
  url: string | URL,
  policy: OutboundPolicy,
  options: OutboundCheckOptions = {},
): Promise<OutboundTarget> {
  const parsed = parseUrl(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new OutboundRefusedError('scheme');
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (hostname === '') throw new OutboundRefusedError('unresolvable');
  const port = parsed.port ? Number(parsed.port) : parsed.protocol === 'https:' ? 443 : 80;

  const allowlist = policy.allowlist
    .map(parseAllowlistEntry)
    .filter((entry): entry is AllowlistEntry => entry !== undefined);
  const literal = net.isIP(hostname) !== 0;
  const resolved = literal
    ? [hostname]
    : await resolve(hostname, options.lookup ?? systemLookup, options.resolveTimeoutMs ?? 15_000);
  const addresses = resolved.map((address) => unmap(ipaddr.parse(address)));

  const allowed = policy.allowLocalRequests || (!literal && hostAllowed(allowlist, hostname, port));
  if (!allowed) {
    if (!literal && METADATA_HOSTS.has(hostname.toLowerCase().replace(/\.$/, '')))
      throw new OutboundRefusedError('link_local');
    const local = localAddresses();
    let worst: number | undefined;
    for (const address of addresses) {
      if (addressAllowed(allowlist, address, port)) continue;
      const reason = refusalFor(address, local);
      if (reason === undefined) continue;
      const rank = ADDRESS_REASONS.indexOf(reason);
      if (worst === undefined || rank < worst) worst = rank;
    }
    if (worst !== undefined) throw new OutboundRefusedError(ADDRESS_REASONS[worst]!);
  }

  const first = addresses[0]!;
  return {
    url: parsed,
    hostname,
    port,
    address: first.toString(),
    family: first.kind() === 'ipv4' ? 4 : 6,
    addresses: addresses.map((a) => a.toString()),
  };
}

function parseUrl(url: string | URL): URL {
  const text = String(url);
  // The URL parser drops line breaks silently; a URL holding one is refused instead.
  if (/[\r\n]/.test(text)) throw new OutboundRefusedError('invalid_url');
  try {
    return new URL(text);
  } catch {
    throw new OutboundRefusedError('invalid_url');
  }
}

async function resolve(hostname: string, lookup: OutboundLookup, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answers = await Promise.race([
      lookup(hostname),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('resolution timed out')), timeoutMs);
      }),
    ]);
    const addresses = answers.map((a) => a.address).filter((a) => net.isIP(a) !== 0);
    if (addresses.length === 0) throw new Error('no address');
    return addresses;
  } catch {
    throw new OutboundRefusedError('unresolvable');
  } finally {
    clearTimeout(timer);
  }
}

/** The addresses of this machine's own interfaces: requests to them reach this service's neighbours. */
function localAddresses(): Set<string> {
  const own = new Set<string>();
  for (const infos of Object.values(os.networkInterfaces())) {
    for (const info of infos ?? []) {
      if (ipaddr.isValid(info.address)) own.add(unmap(ipaddr.parse(info.address)).toNormalizedString());
    }
  }
  return own;
}

function refusalFor(
  address: ipaddr.IPv4 | ipaddr.IPv6,
  local: Set<string>,
): OutboundRefusalReason | undefined {
  const range: string = address.range();
  if (range === 'unspecified' || local.has(address.toNormalizedString())) return 'localhost';
  switch (range) {
    case 'loopback':
      return 'loopback';
    case 'private':
    case 'uniqueLocal':
    case 'deprecatedSiteLocal':
      return 'local_network';
    case 'linkLocal':
      return 'link_local';
    case 'carrierGradeNat':
      return 'shared_address';
    case 'broadcast':
      return 'broadcast';
    case 'rfc6052':
    case 'rfc6145': {
      // NAT64 and IPv4-translated forms carry an IPv4 address in their last 32 bits.
      const embedded = new ipaddr.IPv4(address.toByteArray().slice(-4));
      return refusalFor(embedded, local);
    }
    default:
      return undefined;
  }
}
