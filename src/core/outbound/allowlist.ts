import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The `outbound_local_requests_whitelist` setting: hosts and addresses on the local network that hooks
 * and integrations may reach although local requests are refused. An entry is one of
 * - an IP address, IPv4 or IPv6, with an optional port: `10.0.0.5`, `10.0.0.5:8080`, `::1`, `[::1]:8080`;
 * - a CIDR range (every port): `192.168.0.0/24`, `fd00::/8`;
 * - a host name with an optional port: `hooks.internal`, `hooks.internal:8080`;
 * - a wildcard for the subdomains of a domain, with an optional port: `*.internal`, `*.internal:8080`.
 */
export type AllowlistEntry =
  | { kind: 'address'; address: ipaddr.IPv4 | ipaddr.IPv6; port: number | undefined }
  | { kind: 'range'; range: [ipaddr.IPv4 | ipaddr.IPv6, number] }
  | { kind: 'host'; host: string; port: number | undefined }
  | { kind: 'subdomains'; domain: string; port: number | undefined };

export const MAX_ALLOWLIST_ENTRIES = 1000;
export const MAX_ALLOWLIST_ENTRY_LENGTH = 255;

/** Entries as an administrator may type them: separated by commas, semicolons or white space. */
export function splitAllowlist(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? [value] : value;
  return [
    ...new Set(
      parts.flatMap((part) =>
        part
          .split(/[\s,;]+/)
          .map((entry) => entry.trim())
          .filter((entry) => entry !== ''),
      ),
    ),
  ];
}

/** Why an entry cannot be used, or undefined when it can. */
export function allowlistEntryProblem(entry: string): string | undefined {
  if (entry.length > MAX_ALLOWLIST_ENTRY_LENGTH)
    return `entries cannot be larger than ${MAX_ALLOWLIST_ENTRY_LENGTH} characters`;
  if (/[<>]/.test(entry)) return 'entries cannot contain HTML tags';
  if (/[^\x00-\x7f]/.test(entry)) return 'unicode domains should use IDNA encoding';
  if (!parseAllowlistEntry(entry)) return `entry "${entry}" is not an IP address, IP range or domain name`;
  return undefined;
}

const LABEL = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?';
const HOST_PATTERN = new RegExp(`^(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)\\.?(?::(\\d{1,5}))?$`, 'i');

/** One entry, parsed; undefined when it is none of the forms above. */
export function parseAllowlistEntry(entry: string): AllowlistEntry | undefined {
  const text = entry.trim();
  if (text.includes('/')) {
    const slash = text.indexOf('/');
    if (!net.isIP(text.slice(0, slash)) || !/^\d{1,3}$/.test(text.slice(slash + 1))) return undefined;
    try {
      const [range, bits] = ipaddr.parseCIDR(text);
      if (isMappedV6(range) && bits >= 96)
        return { kind: 'range', range: [range.toIPv4Address(), bits - 96] };
      return { kind: 'range', range: [range, bits] };
    } catch {
      return undefined;
    }
  }
  if (net.isIP(text)) return { kind: 'address', address: unmap(ipaddr.parse(text)), port: undefined };
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
  if (bracketed) {
    const [, address = '', port] = bracketed;
    if (net.isIPv6(address) && validPort(port))
      return { kind: 'address', address: unmap(ipaddr.parse(address)), port: toPort(port) };
    return undefined;
  }
  const colon = text.lastIndexOf(':');
  if (colon > 0 && net.isIPv4(text.slice(0, colon))) {
    const port = text.slice(colon + 1);
    if (!/^\d{1,5}$/.test(port) || !validPort(port)) return undefined;
    return { kind: 'address', address: ipaddr.parse(text.slice(0, colon)), port: toPort(port) };
  }
  const host = HOST_PATTERN.exec(text);
  if (!host || !validPort(host[3])) return undefined;
  const [, wildcard, name = '', port] = host;
  // A name made only of digits and dots would be an address, and not one (`1.2.3`): refuse it.
  if (/^[\d.]+$/.test(name)) return undefined;
  const normalized = name.toLowerCase();
  return wildcard
    ? { kind: 'subdomains', domain: normalized, port: toPort(port) }
    : { kind: 'host', host: normalized, port: toPort(port) };
}

/** Whether the URL's host name itself is on the list (before any address is considered). */
export function hostAllowed(entries: readonly AllowlistEntry[], host: string, port: number): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return entries.some((entry) => {
    if (entry.kind === 'host') return entry.host === name && portMatches(entry.port, port);
    if (entry.kind === 'subdomains')
      return name.endsWith(`.${entry.domain}`) && portMatches(entry.port, port);
    return false;
  });
}

/** Whether an address (IPv4-mapped IPv6 already unmapped) is on the list for this port. */
export function addressAllowed(
  entries: readonly AllowlistEntry[],
  address: ipaddr.IPv4 | ipaddr.IPv6,
  port: number,
): boolean {
  return entries.some((entry) => {
    if (entry.kind === 'address')
      return (
        entry.address.kind() === address.kind() &&
        entry.address.toNormalizedString() === address.toNormalizedString() &&
        portMatches(entry.port, port)
      );
    if (entry.kind === 'range') return entry.range[0].kind() === address.kind() && address.match(entry.range);
    return false;
  });
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it stands for. */
export function unmap(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return isMappedV6(address) ? address.toIPv4Address() : address;
}

function isMappedV6(address: ipaddr.IPv4 | ipaddr.IPv6): address is ipaddr.IPv6 {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress();
}

function portMatches(allowed: number | undefined, port: number): boolean {
  return allowed === undefined || allowed === port;
}

function validPort(port: string | undefined): boolean {
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

function toPort(port: string | undefined): number | undefined {
  return port === undefined ? undefined : Number(port);
}
