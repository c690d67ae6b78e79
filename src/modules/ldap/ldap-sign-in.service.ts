import type { Logger } from '../../core/logger.ts';
import type { IdentitiesService } from '../users/identities.service.ts';
import type { User } from '../users/user.entity.ts';
import type { UsersService } from '../users/users.service.ts';
import type { LdapDirectories } from './ldap-directories.ts';
import type { DirectoryUser, LdapDirectory } from './ldap-directory.ts';

/**
 * Sign-in with directory credentials, as GitLab's LDAP sign-in: the directory checks the password;
 * the user is the one linked to the directory entry (provider + DN), else the one with its email
 * (then linked), else a new user created from the entry.
 */
export class LdapSignInService {
  private readonly directories: LdapDirectories;
  private readonly identities: IdentitiesService;
  private readonly users: UsersService;
  private readonly logger: Logger;

  constructor(deps: {
    directories: LdapDirectories;
    identities: IdentitiesService;
    users: UsersService;
    logger: Logger;
  }) {
    this.directories = deps.directories;
    this.identities = deps.identities;
    this.users = deps.users;
    this.logger = deps.logger;
  }

  /** The user these directory credentials belong to, or null when no provider accepts them. */
  async authenticate(login: string, password: string): Promise<User | null> {
    for (const directory of this.directories.all()) {
      let entry: DirectoryUser | null;
      try {
        entry = await directory.authenticate(login, password);
      } catch (error) {
        // One unreachable directory must not stop sign-in through the others (or with a local password).
        this.logger.warn({ err: error, provider: directory.provider }, 'LDAP sign-in: directory unavailable');
        continue;
      }
      if (entry) return this.userFor(directory, entry);
    }
    return null;
  }

  private async userFor(directory: LdapDirectory, entry: DirectoryUser): Promise<User> {
    const linked = await this.identities.userOf(directory.provider, entry.dn);
    if (linked) return linked;
    const email = entry.email ?? `temp-email-for-oauth-${entry.uid}@gitlab.localhost`;
    const byEmail = await this.identities.userByEmail(email);
    if (byEmail) {
      await this.identities.link(byEmail, directory.provider, entry.dn);
      return byEmail;
    }
    return this.users.insert(
      {
        email,
        username: await this.identities.freeUsername(entry.uid),
        name: entry.name,
        forceRandomPassword: true,
        skipConfirmation: true,
        provider: directory.provider,
        externUid: entry.dn,
      },
      null,
    );
  }
}
