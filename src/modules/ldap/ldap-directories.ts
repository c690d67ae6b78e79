import type { LdapServerConfig } from '../../config.ts';
import { LdapDirectory } from './ldap-directory.ts';

/** The configured LDAP providers (`ldapmain`...), each with its directory. */
export class LdapDirectories {
  private readonly byProvider: Map<string, LdapDirectory>;

  constructor(servers: Record<string, LdapServerConfig>) {
    this.byProvider = new Map(
      Object.entries(servers).map(([provider, server]) => [provider, new LdapDirectory(provider, server)]),
    );
  }

  get enabled(): boolean {
    return this.byProvider.size > 0;
  }

  providers(): string[] {
    return [...this.byProvider.keys()];
  }

  get(provider: string): LdapDirectory | undefined {
    return this.byProvider.get(provider);
  }

  all(): LdapDirectory[] {
    return [...this.byProvider.values()];
  }
}
