import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { requireUser, type Actor } from '../../core/actor.ts';
import { conflict, invalid, notFound, unauthorized, type FieldErrors } from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import { hashPassword, randomHex } from '../../core/secrets.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import { escapeLike } from '../../db/sql.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { pathFormatError, isReservedTopLevelPath } from '../namespaces/path-rules.ts';
import { Identity } from './identity.entity.ts';
import { User } from './user.entity.ts';
import type { UserExtras } from './users.presenter.ts';
import './users.policy.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'user.created': { userId: number; createdById: number | null };
  }
}

/** Attributes an administrator sets when creating a user. */
export interface UserCreateInput {
  email: string;
  username: string;
  name: string;
  password?: string;
  /** Generate a random password (the user resets it). */
  forceRandomPassword?: boolean;
  resetPassword?: boolean;
  admin?: boolean;
  external?: boolean;
  skipConfirmation?: boolean;
  externUid?: string;
  provider?: string;
  profile?: UserProfileInput;
}

/** Profile attributes a user (or an administrator) may change. */
export interface UserProfileInput {
  bio?: string;
  location?: string;
  publicEmail?: string;
  commitEmail?: string;
  skype?: string;
  linkedin?: string;
  twitter?: string;
  discord?: string;
  websiteUrl?: string;
  organization?: string;
  jobTitle?: string;
  pronouns?: string;
  note?: string;
  privateProfile?: boolean;
  projectsLimit?: number;
  canCreateGroup?: boolean;
  themeId?: number;
  colorSchemeId?: number;
  timezone?: string;
}

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL = /^[^@\s]+@[^@\s]+$/;

/**
 * Users: lookups honouring visibility, creation by administrators (with the personal namespace),
 * and activity bookkeeping. Used by REST, GraphQL and the start-up seed alike.
 */
export class UsersService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly namespaces: NamespacesService;
  /** Users whose activity this process already recorded, and the day it did (saves an UPDATE per request). */
  private readonly activityRecorded = new Map<number, string>();

  constructor(orm: MikroORM, uow: UnitOfWork, namespaces: NamespacesService) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
  }

  private get em() {
    return this.orm.em;
  }

  /** GET /users/:id: visible users only; the spec requires a signed-in caller. */
  async get(actor: Actor, id: number): Promise<User> {
    requireUser(actor);
    const user = await this.em.findOne(User, { id }, { populate: ['createdBy'] });
    if (!user || !can(actor, 'read_user', user)) throw notFound('User');
    return user;
  }

  /** GET /user: the caller. */
  async current(actor: Actor): Promise<User> {
    const me = requireUser(actor);
    const user = await this.em.findOne(User, { id: me.id }, { populate: ['createdBy'] });
    if (!user) throw unauthorized();
    return user;
  }

  /** Users by id, for DataLoader: null where missing or not visible to the actor. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(User | null)[]> {
    const users = await this.em.find(User, { id: { $in: [...ids] } }, { populate: ['createdBy'] });
    const byId = new Map(users.map((u) => [u.id, u]));
    return ids.map((id) => {
      const user = byId.get(id);
      return user && can(actor, 'read_user', user) ? user : null;
    });
  }

  async findByUsername(actor: Actor, username: string): Promise<User | null> {
    const user = await this.em.findOne(User, { username: { $ilike: escapeLike(username) } });
    return user && can(actor, 'read_user', user) ? user : null;
  }

  /** What presenters need beyond the entity: personal namespace ids and identities, in two queries. */
  async extras(users: readonly User[]): Promise<Map<number, UserExtras>> {
    const ids = users.map((u) => u.id);
    const extras = new Map<number, UserExtras>(ids.map((id) => [id, { identities: [] }]));
    if (ids.length === 0) return extras;
    const namespaces = await this.em
      .getKysely<Database>()
      .selectFrom('namespaces')
      .select(['id', 'owner_id'])
      .where('kind', '=', 'User')
      .where('owner_id', 'in', ids)
      .execute();
    for (const ns of namespaces) extras.get(ns.owner_id!)!.namespaceId = ns.id;
    const identities = await this.em.find(Identity, { user: { $in: ids } }, { orderBy: { id: 'asc' } });
    for (const identity of identities)
      (extras.get(identity.user.id)!.identities as Identity[]).push(identity);
    return extras;
  }

  async create(actor: Actor, input: UserCreateInput): Promise<User> {
    authorize(actor, 'admin_users', null);
    return this.insert(input, actor.user?.id ?? null);
  }

  /**
   * Creates a user without a policy check, for the start-up seed (the first administrator) and for
   * administrators through `create`.
   */
  async insert(input: UserCreateInput, createdById: number | null): Promise<User> {
    await this.validateNew(input);
    const password =
      input.password ?? (input.forceRandomPassword || input.resetPassword ? randomHex(24) : undefined);
    return this.uow.run(async (tx) => {
      const user = this.em.create(User, {
        email: input.email.trim(),
        username: input.username,
        name: input.name,
        encryptedPassword: password ? await hashPassword(password) : null,
        admin: input.admin ?? false,
        external: input.external ?? false,
        confirmedAt: input.skipConfirmation === false ? null : new Date(),
        createdBy: createdById ? this.em.getReference(User, createdById) : null,
      });
      applyProfile(user, input.profile ?? {});
      await this.em.flush();
      if (input.externUid && input.provider) {
        this.em.create(Identity, { user, provider: input.provider, externUid: input.externUid });
      }
      await this.namespaces.createPersonal(user);
      tx.emit('user.created', { userId: user.id, createdById });
      return user;
    });
  }

  /** API use marks a user active today: `last_activity_on` and `current_sign_in_at`, once a day. */
  async recordActivity(userId: number): Promise<void> {
    const day = new Date().toISOString().slice(0, 10);
    if (this.activityRecorded.get(userId) === day) return;
    this.activityRecorded.set(userId, day);
    if (this.activityRecorded.size > 100_000) this.activityRecorded.clear();
    await sql`
      update users set last_activity_on = current_date, current_sign_in_at = now()
      where id = ${userId} and last_activity_on is distinct from current_date`.execute(
      this.orm.em.fork().getKysely<Database>(),
    );
  }

  private async validateNew(input: UserCreateInput): Promise<void> {
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => (errors[field] ??= []).push(message);
    if (!EMAIL.test(input.email.trim())) add('email', 'is invalid');
    const usernameError = pathFormatError(input.username);
    if (usernameError) add('username', usernameError);
    else if (isReservedTopLevelPath(input.username)) add('username', `${input.username} is a reserved name`);
    if (input.name.trim() === '') add('name', "can't be blank");
    if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
      add('password', `is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`);
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const taken = await this.em
      .getKysely<Database>()
      .selectFrom('users')
      .select(['email', 'username'])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(email)`, '=', input.email.trim().toLowerCase()),
          eb(sql<string>`lower(username)`, '=', input.username.toLowerCase()),
        ]),
      )
      .execute();
    if (taken.some((u) => u.email.toLowerCase() === input.email.trim().toLowerCase())) {
      throw conflict('Email has already been taken');
    }
    if (taken.length > 0 || (await this.namespaces.isTaken(input.username))) {
      throw conflict('Username has already been taken');
    }
  }
}

/** Copies the given profile attributes onto the user (absent ones are left alone). */
export function applyProfile(user: User, profile: UserProfileInput): void {
  const assign = <K extends keyof UserProfileInput & keyof User>(key: K) => {
    if (profile[key] !== undefined) (user as unknown as Record<string, unknown>)[key] = profile[key];
  };
  (
    [
      'bio',
      'location',
      'publicEmail',
      'commitEmail',
      'skype',
      'linkedin',
      'twitter',
      'discord',
      'websiteUrl',
      'organization',
      'jobTitle',
      'pronouns',
      'note',
      'privateProfile',
      'projectsLimit',
      'canCreateGroup',
      'themeId',
      'colorSchemeId',
      'timezone',
    ] as const
  ).forEach(assign);
}
