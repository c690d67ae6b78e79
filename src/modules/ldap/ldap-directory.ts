import fs from 'node:fs/promises';
import net from 'node:net';
import tls from 'node:tls';
import { Client, EqualityFilter, FilterParser, InvalidCredentialsError, type Entry } from 'ldapts';
import type { LdapServerConfig } from '../../config.ts';

/** A directory user as sign-in and sync need them. */
export interface DirectoryUser {
  dn: string;
  uid: string;
  email: string | null;
  name: string;
}

const TIMEOUT_MS = 10_000;

/**
 * Reads one LDAP server: each call opens a connection, binds as the configured account (or
 * anonymously), does its work and unbinds, so no connection outlives a sign-in or a sync.
 */
export class LdapDirectory {
  readonly provider: string;
  private readonly server: LdapServerConfig;

  constructor(provider: string, server: LdapServerConfig) {
    this.provider = provider;
    this.server = server;
  }

  /** The user whose uid attribute is `login` (and who matches the user filter), or null. */
  async findUser(login: string): Promise<DirectoryUser | null> {
    return this.session(async (client) => {
      const filter = this.userFilter(
        new EqualityFilter({ attribute: this.server.uid, value: login }).toString(),
      );
      const { searchEntries } = await client.search(this.server.base, {
        scope: 'sub',
        filter,
        attributes: [this.server.uid, 'mail', 'cn', 'displayName'],
        sizeLimit: 2,
      });
      return searchEntries.length === 1 ? this.toUser(searchEntries[0]!) : null;
    });
  }

  /** Checks `password` by binding as the user: the directory, not us, judges it. */
  async authenticate(login: string, password: string): Promise<DirectoryUser | null> {
    // An empty password would be an unauthenticated bind, which servers accept (RFC 4513 5.1.2).
    if (password === '') return null;
    const user = await this.findUser(login);
    if (!user) return null;
    const client = await this.client();
    try {
      await this.secure(client);
      await client.bind(user.dn, password);
      return user;
    } catch (error) {
      if (isInvalidCredentials(error)) return null;
      throw error;
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  /** The DNs of the members of the group named `cn` under the group base (groupOfNames, groupOfUniqueNames, posixGroup). */
  async groupMemberDns(cn: string): Promise<string[]> {
    return this.session(async (client) => {
      const { searchEntries } = await client.search(this.server.groupBase, {
        scope: 'sub',
        filter: new EqualityFilter({ attribute: 'cn', value: cn }).toString(),
        attributes: ['member', 'uniqueMember', 'memberUid'],
      });
      const dns: string[] = [];
      for (const entry of searchEntries) {
        dns.push(...values(entry, 'member'), ...values(entry, 'uniqueMember'));
        for (const uid of values(entry, 'memberUid')) {
          const user = await this.findUserWith(client, uid);
          if (user) dns.push(user.dn);
        }
      }
      return dns;
    });
  }

  /** The DNs of the users matching an LDAP filter (a filter link), within the user base and user filter. */
  async filterUserDns(filter: string): Promise<string[]> {
    return this.session(async (client) => {
      const { searchEntries } = await client.search(this.server.base, {
        scope: 'sub',
        filter: this.userFilter(parenthesised(filter)),
        attributes: ['dn'],
      });
      return searchEntries.map((e) => e.dn);
    });
  }

  private async findUserWith(client: Client, uid: string): Promise<DirectoryUser | null> {
    const { searchEntries } = await client.search(this.server.base, {
      scope: 'sub',
      filter: this.userFilter(new EqualityFilter({ attribute: this.server.uid, value: uid }).toString()),
      attributes: [this.server.uid, 'mail', 'cn', 'displayName'],
      sizeLimit: 2,
    });
    return searchEntries.length === 1 ? this.toUser(searchEntries[0]!) : null;
  }

  private userFilter(filter: string): string {
    return this.server.userFilter ? `(&${filter}${parenthesised(this.server.userFilter)})` : filter;
  }

  private toUser(entry: Entry): DirectoryUser {
    const uid = values(entry, this.server.uid)[0] ?? '';
    return {
      dn: entry.dn,
      uid,
      email: values(entry, 'mail')[0] ?? null,
      name: values(entry, 'cn')[0] ?? values(entry, 'displayName')[0] ?? uid,
    };
  }

  private async session<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.client();
    try {
      await this.secure(client);
      if (this.server.bindDn) await client.bind(this.server.bindDn, this.server.password ?? '');
      return await work(client);
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }

  private async client(): Promise<Client> {
    const scheme = this.server.encryption === 'simple_tls' ? 'ldaps' : 'ldap';
    return new Client({
      url: `${scheme}://${this.server.host}:${this.server.port}`,
      timeout: TIMEOUT_MS,
      connectTimeout: TIMEOUT_MS,
      // ldapts opens TLS whenever it is given TLS options, so plain and StartTLS connections get none.
      ...(scheme === 'ldaps' ? { tlsOptions: await this.tlsOptions() } : {}),
    });
  }

  private async secure(client: Client): Promise<void> {
    if (this.server.encryption === 'start_tls') await client.startTLS(await this.tlsOptions());
  }

  private async tlsOptions(): Promise<tls.ConnectionOptions> {
    // SNI takes host names only (RFC 6066).
    const servername = net.isIP(this.server.host) ? undefined : this.server.host;
    return {
      ...(servername ? { servername } : {}),
      rejectUnauthorized: this.server.verifyCertificates,
      // Read on each connection, so a renewed CA file is taken without a restart; `ca` replaces
      // Node's trust store, so the system's roots stay trusted beside it, as with GitLab's ca_file.
      ...(this.server.caFile
        ? { ca: [...tls.rootCertificates, await fs.readFile(this.server.caFile, 'utf8')] }
        : {}),
    };
  }
}

function values(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((k) => k.toLowerCase() === attribute.toLowerCase());
  const value = key ? entry[key] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((v) => v.toString());
}

function parenthesised(filter: string): string {
  const trimmed = filter.trim();
  return trimmed.startsWith('(') ? trimmed : `(${trimmed})`;
}

function isInvalidCredentials(error: unknown): boolean {
  return error instanceof InvalidCredentialsError;
}

/** Is this an LDAP search filter (RFC 4515), with or without its outer parentheses? */
export function isValidLdapFilter(filter: string): boolean {
  try {
    FilterParser.parseString(parenthesised(filter));
    return true;
  } catch {
    return false;
  }
}
