import { checkUnmodifiedSince, type DeletePrecondition } from '../../core/precondition.ts';
import type { Database } from '../../db/database.ts';
import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { requireUser, type Actor } from '../../core/actor.ts';
import {
  addFieldError,
  badRequest,
  conflict,
  forbidden,
  invalidField,
  notFound,
  throwIfInvalid,
  unauthorized,
  verbatimError,
  type FieldErrors,
} from '../../core/errors.ts';
import { authorize, can } from '../../core/policy.ts';
import { hashPassword, randomHex } from '../../core/secrets.ts';
import type { Tx, UnitOfWork } from '../../core/tx.ts';
import { escapeLike } from '../../db/sql.ts';
import type { CustomAttributesService } from '../custom-attributes/custom-attributes.service.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import type { NamespacesService } from '../namespaces/namespaces.service.ts';
import { pathFormatError, isReservedTopLevelPath } from '../namespaces/path-rules.ts';
import { AVATAR_EXTENSIONS, UploadsService } from '../uploads/uploads.service.ts';
import type { ApplicationSettingValues } from '../application-settings/application-setting.entity.ts';
import { Identity } from './identity.entity.ts';
import { User, type UserState } from './user.entity.ts';
import type { UserExtras } from './users.presenter.ts';
import { forgetDeleted } from '../../db/forget-deleted.ts';

declare module '../../core/events.ts' {
  interface DomainEventMap {
    'user.created': { userId: number; createdById: number | null };
    'user.updated': { userId: number; updatedById: number; changes: string[] };
    'user.deleted': { userId: number; username: string; deletedById: number; hardDelete: boolean };
    'user.state_changed': { userId: number; from: UserState; to: UserState; byId: number };
    'user.followed': { followerId: number; followeeId: number };
    'user.unfollowed': { followerId: number; followeeId: number };
  }
}

/** Attributes an administrator may change on any user (PUT /users/:id, userUpdate). */
export interface UserUpdateInput {
  email?: string;
  username?: string;
  name?: string;
  password?: string;
  admin?: boolean;
  external?: boolean;
  skipReconfirmation?: boolean;
  externUid?: string;
  provider?: string;
  profile?: UserProfileInput;
  /** A new avatar image. */
  avatar?: AvatarFile;
}

/** An uploaded avatar image. */
export interface AvatarFile {
  filename: string;
  data: Buffer;
}

/**
 * Work other modules must do, inside the deletion's transaction, before a user row goes away: for
 * instance deleting the user's personal projects, as GitLab does. Registered with `UsersService.onDelete`.
 */
export type UserDeletionHook = (
  actor: Actor,
  deletion: { userId: number; personalProjectIds: number[]; hardDelete: boolean },
  tx: Tx,
) => Promise<void>;

export interface UsersServiceOptions {
  /** Groups this user alone owns (from the members module; deleting the user would orphan them). */
  soleOwnedGroupCount: (userId: number) => Promise<number>;
  /** Largest avatar accepted, in bytes (AVATAR_MAX_BYTES). */
  avatarMaxBytes: number;
  /** The instance's address, quoted in some messages. */
  externalUrl: string;
  /** The application settings in force (sign-up, and what new users get by default). */
  settings: () => Promise<ApplicationSettingValues>;
}

/** What a person gives to sign up (GitLab's registration form). */
export interface RegistrationInput {
  email: string;
  username: string;
  name: string;
  password: string;
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
  private readonly customAttributes: CustomAttributesService;
  private readonly uploads: UploadsService;
  private readonly options: UsersServiceOptions;
  private readonly deletionHooks: UserDeletionHook[] = [];
  /** Users whose activity this process already recorded, and the day it did (saves an UPDATE per request). */
  private readonly activityRecorded = new Map<number, string>();

  constructor(
    orm: MikroORM,
    uow: UnitOfWork,
    namespaces: NamespacesService,
    customAttributes: CustomAttributesService,
    uploads: UploadsService,
    options: UsersServiceOptions,
  ) {
    this.orm = orm;
    this.uow = uow;
    this.namespaces = namespaces;
    this.customAttributes = customAttributes;
    this.uploads = uploads;
    this.options = options;
  }

  /** Registers work to do before a user is deleted (see UserDeletionHook). */
  onDelete(hook: UserDeletionHook): void {
    this.deletionHooks.push(hook);
  }

  private get em() {
    return this.orm.em;
  }

  /** A user the actor may see (GraphQL `user(id:)`, nested lookups); 404 "User Not Found" otherwise. */
  async get(actor: Actor, id: number): Promise<User> {
    const user = await this.em.findOne(User, { id });
    if (!user || !can(actor, 'read_user', user)) throw notFound('User');
    return user;
  }

  /** A user named by id or username (`/users/:id_or_username/...`), visible to the actor; 404 otherwise. */
  async getByIdOrUsername(actor: Actor, idOrUsername: number | string): Promise<User> {
    if (typeof idOrUsername === 'number' || /^\d+$/.test(idOrUsername))
      return this.get(actor, Number(idOrUsername));
    const user = await this.findByUsername(actor, idOrUsername);
    if (!user) throw notFound('User');
    return user;
  }

  /** GET /users/:id: as `get`, for signed-in callers only (403 "Not authorized!" as GitLab answers). */
  async show(actor: Actor, id: number): Promise<User> {
    if (!actor.user) throw forbidden('Not authorized!');
    return this.get(actor, id);
  }

  /** Any user by id, for administrators' operations: 403 for others, 404 when missing. */
  async findAny(actor: Actor, id: number): Promise<User> {
    requireUser(actor);
    authorize(actor, 'admin_users', null);
    const user = await this.em.findOne(User, { id });
    if (!user) throw notFound('User');
    return user;
  }

  /** A user by id for the instance's own background work (hook payloads, say): no caller, no visibility rules. */
  async byId(userId: number): Promise<User | null> {
    return this.em.findOne(User, { id: userId });
  }

  /**
   * Users by id and by username (case-insensitively), for notification emails: instance-internal, no
   * actor and no visibility check, so never shown to anyone as such.
   */
  async forNotifications(ids: readonly number[], usernames: readonly string[] = []): Promise<User[]> {
    const lowered = [...new Set(usernames.map((u) => u.toLowerCase()))];
    const named =
      lowered.length === 0
        ? []
        : (
            await sql<{
              id: number;
            }>`select id from users where lower(username) = any(${lowered}::text[])`.execute(
              this.em.getKysely<Database>(),
            )
          ).rows.map((r) => r.id);
    const all = [...new Set([...ids, ...named])];
    if (all.length === 0) return [];
    return this.em.find(User, { id: { $in: all } });
  }

  /** The name and email commits written on a user's behalf carry (their commit email if set). */
  async commitIdentity(userId: number): Promise<{ name: string; email: string }> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw notFound('User');
    return { name: user.name, email: user.commitEmail ?? user.email };
  }

  /** GET /user: the caller. */
  async current(actor: Actor): Promise<User> {
    const me = requireUser(actor);
    const user = await this.em.findOne(User, { id: me.id });
    if (!user) throw unauthorized();
    return user;
  }

  /** Users by id, for DataLoader: null where missing or not visible to the actor. */
  async loadMany(actor: Actor, ids: readonly number[]): Promise<(User | null)[]> {
    const users = await this.em.find(User, { id: { $in: [...ids] } });
    const byId = new Map(users.map((u) => [u.id, u]));
    return ids.map((id) => {
      const user = byId.get(id);
      return user && can(actor, 'read_user', user) ? user : null;
    });
  }

  /**
   * The users whose email or commit email is each address (case-insensitively), for DataLoader:
   * commit authors. Null where nobody visible to the actor has it.
   */
  async loadManyByEmail(actor: Actor, emails: readonly string[]): Promise<(User | null)[]> {
    const lowered = [...new Set(emails.map((e) => e.toLowerCase()))];
    if (lowered.length === 0) return emails.map(() => null);
    const rows = await this.em
      .getKysely<Database>()
      .selectFrom('users')
      .select([
        'id',
        sql<string>`lower(email)`.as('email'),
        sql<string | null>`lower(commit_email)`.as('commit'),
      ])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(email)`, 'in', lowered),
          eb(sql<string>`lower(commit_email)`, 'in', lowered),
        ]),
      )
      .execute();
    const idByEmail = new Map<string, number>();
    for (const row of rows) {
      idByEmail.set(row.email, row.id);
      if (row.commit && !idByEmail.has(row.commit)) idByEmail.set(row.commit, row.id);
    }
    const users = await this.loadMany(actor, [...new Set(idByEmail.values())]);
    const byId = new Map(users.filter((u): u is User => u !== null).map((u) => [u.id, u]));
    return emails.map((email) => byId.get(idByEmail.get(email.toLowerCase()) ?? -1) ?? null);
  }

  async findByUsername(actor: Actor, username: string): Promise<User | null> {
    const user = await this.em.findOne(User, { username: { $ilike: escapeLike(username) } });
    return user && can(actor, 'read_user', user) ? user : null;
  }

  /**
   * What presenters need beyond the entity: personal namespace ids, identities, follow counts and
   * whether `viewer` follows each user. A fixed number of queries whatever the number of users.
   */
  async extras(users: readonly User[], viewer?: Actor): Promise<Map<number, UserExtras>> {
    const ids = users.map((u) => u.id);
    const extras = new Map<number, UserExtras>(
      ids.map((id) => [id, { identities: [], followers: 0, following: 0, isFollowed: false }]),
    );
    if (ids.length === 0) return extras;
    const db = this.em.getKysely<Database>();
    const namespaces = await db
      .selectFrom('namespaces')
      .select(['id', 'owner_id'])
      .where('kind', '=', 'User')
      .where('owner_id', 'in', ids)
      .execute();
    for (const ns of namespaces) extras.get(ns.owner_id!)!.namespaceId = ns.id;
    const identities = await this.em.find(Identity, { user: { $in: ids } }, { orderBy: { id: 'asc' } });
    for (const identity of identities)
      (extras.get(identity.user.id)!.identities as Identity[]).push(identity);
    const { rows } = await sql<{ user_id: number; followers: string; following: string; followed: boolean }>`
      select u.id as user_id,
        (select count(*) from user_follow_users f where f.followee_id = u.id) as followers,
        (select count(*) from user_follow_users f where f.follower_id = u.id) as following,
        exists(select 1 from user_follow_users f where f.followee_id = u.id and f.follower_id = ${viewer?.user?.id ?? -1}) as followed
      from users u where u.id = any(${ids}::int[])`.execute(db);
    for (const row of rows) {
      const entry = extras.get(row.user_id)!;
      entry.followers = Number(row.followers);
      entry.following = Number(row.following);
      entry.isFollowed = row.followed;
    }
    const creatorIds = [...new Set(users.flatMap((u) => (u.createdBy ? [u.createdBy.id] : [])))];
    if (creatorIds.length > 0) {
      const creators = new Map((await this.em.find(User, { id: { $in: creatorIds } })).map((c) => [c.id, c]));
      for (const user of users) {
        if (user.createdBy) extras.get(user.id)!.createdBy = creators.get(user.createdBy.id) ?? null;
      }
    }
    return extras;
  }

  async create(actor: Actor, input: UserCreateInput): Promise<User> {
    authorize(actor, 'admin_users', null);
    return this.insert(input, actor.user?.id ?? null);
  }

  /**
   * Self sign-up (GitLab's registration, `POST /users` outside the API): refused while
   * `signup_enabled` is off; the email must pass the sign-up restrictions (domain allow and deny
   * lists, `email_restrictions`), which do not bind administrators. With
   * `require_admin_approval_after_user_signup` the account waits, blocked, for an administrator's
   * approval (`POST /users/:id/approve`).
   */
  async register(input: RegistrationInput): Promise<User> {
    const settings = await this.options.settings();
    if (!settings.signup_enabled) throw forbidden('Sign-up is disabled');
    const errors: FieldErrors = {};
    if (!input.password) addFieldError(errors, 'password', "can't be blank");
    throwIfInvalid(errors);
    await this.validateNew(input);
    const refused = signUpRestriction(settings, input.email.trim());
    if (refused) throw invalidField('email', refused);
    const pending = settings.require_admin_approval_after_user_signup;
    return this.insert(input, null, { state: pending ? 'blocked_pending_approval' : 'active' });
  }

  /**
   * Creates a user without a policy check, for the start-up seed (the first administrator), for
   * administrators through `create`, for sign-up and for first directory sign-in. What the creator
   * does not say (external, private profile) comes from the application settings.
   */
  async insert(
    input: UserCreateInput,
    createdById: number | null,
    options: { state?: UserState } = {},
  ): Promise<User> {
    await this.validateNew(input);
    const settings = await this.options.settings();
    const projectsLimit = input.profile?.projectsLimit ?? settings.default_projects_limit;
    const password =
      input.password ?? (input.forceRandomPassword || input.resetPassword ? randomHex(24) : undefined);
    return this.uow.run(async (tx) => {
      const user = this.em.create(User, {
        email: input.email.trim(),
        username: input.username,
        name: input.name,
        encryptedPassword: password ? await hashPassword(password) : null,
        state: options.state ?? 'active',
        admin: input.admin ?? false,
        external: input.external ?? externalByDefault(settings, input.email.trim()),
        privateProfile: settings.user_defaults_to_private_profile,
        confirmedAt: input.skipConfirmation === false ? null : new Date(),
        createdBy: createdById ? this.em.getReference(User, createdById) : null,
      });
      applyProfile(user, { ...input.profile, projectsLimit });
      await this.em.flush();
      if (input.externUid && input.provider) {
        this.em.create(Identity, { user, provider: input.provider, externUid: input.externUid });
      }
      await this.namespaces.createPersonal(user);
      tx.emit('user.created', { userId: user.id, createdById });
      return user;
    });
  }

  /**
   * PUT /users/:id and `userUpdate`: administrators change any attribute. A new username moves the
   * personal namespace (old paths redirect); a new name renames it. Nothing is written when any
   * attribute is invalid.
   */
  async update(actor: Actor, id: number, input: UserUpdateInput): Promise<User> {
    const user = await this.findAny(actor, id);
    if ((input.externUid === undefined) !== (input.provider === undefined)) {
      throw badRequest('extern_uid, provider provide all or none of parameters');
    }
    await this.validateUpdate(user, input);
    if (input.avatar) this.validateAvatar(input.avatar);
    const password = input.password !== undefined ? await hashPassword(input.password) : undefined;
    const avatar = input.avatar
      ? await this.uploads.storeAvatar('user', user.id, input.avatar.filename, input.avatar.data)
      : undefined;
    const updated = await this.uow.run(async (tx) => {
      const changes: string[] = [];
      const oldUsername = user.username;
      const oldName = user.name;
      const set = <K extends keyof User>(key: K, value: User[K] | undefined, field: string) => {
        if (value === undefined || user[key] === value) return;
        user[key] = value;
        changes.push(field);
      };
      set('email', input.email?.trim(), 'email');
      set('username', input.username, 'username');
      set('name', input.name, 'name');
      set('admin', input.admin, 'admin');
      set('external', input.external, 'external');
      set('avatar', avatar, 'avatar');
      if (password !== undefined) {
        user.encryptedPassword = password;
        changes.push('password');
      }
      const before = JSON.stringify(profileOf(user));
      applyProfile(user, input.profile ?? {});
      if (JSON.stringify(profileOf(user)) !== before) changes.push('profile');
      await this.em.flush();

      if (input.externUid !== undefined && input.provider !== undefined) {
        const identity = await this.em.findOne(Identity, { user, provider: input.provider });
        if (identity) identity.externUid = input.externUid;
        else this.em.create(Identity, { user, provider: input.provider, externUid: input.externUid });
        changes.push('identities');
      }
      if (user.username !== oldUsername || user.name !== oldName) {
        const namespace = await this.em.findOne(Namespace, { kind: 'User', owner: user.id });
        if (namespace) await this.namespaces.move(namespace, { path: user.username, name: user.name });
      }
      if (changes.length > 0)
        tx.emit('user.updated', { userId: user.id, updatedById: actor.user!.id, changes });
      return user;
    });
    if (avatar) await this.uploads.pruneAvatars('user', user.id, avatar);
    return updated;
  }

  /**
   * DELETE /users/:id: administrators only. A user who is the last owner of a group is kept unless
   * `hardDelete` is asked for; so is the instance's last administrator. Modules that own records
   * of the user clean up through deletion hooks, in the same transaction.
   */
  async delete(
    actor: Actor,
    id: number,
    options: { hardDelete?: boolean; precondition?: DeletePrecondition } = {},
  ): Promise<void> {
    const user = await this.findAny(actor, id);
    const hardDelete = options.hardDelete ?? false;
    if (!hardDelete && (await this.options.soleOwnedGroupCount(user.id)) > 0) {
      throw conflict('User cannot be removed while is the sole-owner of a group');
    }
    if (user.admin) {
      const admins = await this.em.count(User, { admin: true, state: 'active', id: { $ne: user.id } });
      if (admins === 0) throw forbidden('The last administrator cannot be deleted');
    }
    checkUnmodifiedSince(options.precondition, user.updatedAt);
    await this.uow.run(async (tx) => {
      const namespace = await this.em.findOne(Namespace, { kind: 'User', owner: user.id });
      const personalProjects = async () =>
        namespace
          ? (
              await this.em
                .getKysely<Database>()
                .selectFrom('projects')
                .select('id')
                .where('namespace_id', '=', namespace.id)
                .execute()
            ).map((p) => p.id)
          : [];
      const personalProjectIds = await personalProjects();
      for (const hook of this.deletionHooks) {
        await hook(actor, { userId: user.id, personalProjectIds, hardDelete }, tx);
      }
      if ((await personalProjects()).length > 0) {
        // No module removed them (their owner would be left pointing at nothing).
        throw conflict('User cannot be removed while they still have personal projects');
      }
      if (namespace) await this.namespaces.removeRedirectsTo('Namespace', namespace.id);
      await this.customAttributes.removeAll('User', user.id);
      await this.em.nativeDelete(User, { id: user.id });
      forgetDeleted(this.em, user);
      tx.emit('user.deleted', {
        userId: user.id,
        username: user.username,
        deletedById: actor.user!.id,
        hardDelete,
      });
    });
    if (user.avatar) await this.uploads.pruneAvatars('user', user.id, null);
  }

  /**
   * PUT /user/avatar: stores the caller's new avatar (an image up to AVATAR_MAX_BYTES) and returns
   * the updated user. The file is written first, then the user points at it, then older files go.
   */
  async setAvatar(actor: Actor, file: AvatarFile): Promise<User> {
    const me = requireUser(actor);
    this.validateAvatar(file);
    const user = await this.current(actor);
    const stored = await this.uploads.storeAvatar('user', me.id, file.filename, file.data);
    await this.uow.run(async (tx) => {
      user.avatar = stored;
      tx.emit('user.updated', { userId: user.id, updatedById: me.id, changes: ['avatar'] });
    });
    await this.uploads.pruneAvatars('user', me.id, stored);
    return user;
  }

  /** Avatars: images of the accepted formats, up to AVATAR_MAX_BYTES (400 with GitLab's messages). */
  private validateAvatar(file: AvatarFile): void {
    if (file.data.length > this.options.avatarMaxBytes) {
      throw verbatimError(
        'bad_request',
        `Avatar is too big (should be at most ${formatSize(this.options.avatarMaxBytes)})`,
      );
    }
    const extension = UploadsService.extensionOf(file.filename);
    if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
      throw verbatimError(
        'bad_request',
        `Avatar file format is not supported. Please try one of the following supported formats: ${AVATAR_EXTENSIONS.join(', ')}`,
      );
    }
  }

  private async validateUpdate(user: User, input: UserUpdateInput): Promise<void> {
    const errors: FieldErrors = {};
    const add = (field: string, message: string) => addFieldError(errors, field, message);
    if (input.email !== undefined && !EMAIL.test(input.email.trim())) add('email', 'is invalid');
    if (input.username !== undefined && input.username !== user.username) {
      const usernameError = pathFormatError(input.username);
      if (usernameError) add('username', usernameError);
      else if (isReservedTopLevelPath(input.username))
        add('username', `${input.username} is a reserved name`);
    }
    if (input.name !== undefined && input.name.trim() === '') add('name', "can't be blank");
    if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
      add('password', `is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`);
    }
    const limit = input.profile?.projectsLimit;
    if (limit !== undefined && limit < 0) add('projects_limit', 'must be greater than or equal to 0');
    throwIfInvalid(errors);

    const db = this.em.getKysely<Database>();
    if (input.email !== undefined) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', input.email.trim().toLowerCase())
        .where('id', '<>', user.id)
        .executeTakeFirst();
      if (taken) throw conflict('Email has already been taken');
    }
    if (input.username !== undefined && input.username.toLowerCase() !== user.username.toLowerCase()) {
      const taken = await db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
        .where('id', '<>', user.id)
        .executeTakeFirst();
      if (taken) throw conflict('Username has already been taken');
      const namespace = await this.em.findOne(Namespace, { kind: 'User', owner: user.id });
      const except = namespace ? { kind: 'Namespace' as const, id: namespace.id } : undefined;
      if (await this.namespaces.isTaken(input.username, except)) {
        throw invalidField('username', 'has already been taken');
      }
    }
    if (input.externUid !== undefined && input.provider !== undefined) {
      const other = await this.em.findOne(Identity, {
        provider: input.provider,
        externUid: input.externUid,
        user: { $ne: user.id },
      });
      if (other) throw invalidField('extern_uid', 'has already been taken');
    }
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
    const add = (field: string, message: string) => addFieldError(errors, field, message);
    if (!EMAIL.test(input.email.trim())) add('email', 'is invalid');
    const usernameError = pathFormatError(input.username);
    if (usernameError) add('username', usernameError);
    else if (isReservedTopLevelPath(input.username)) add('username', `${input.username} is a reserved name`);
    if (input.name.trim() === '') add('name', "can't be blank");
    if (input.password !== undefined && input.password.length < MIN_PASSWORD_LENGTH) {
      add('password', `is too short (minimum is ${MIN_PASSWORD_LENGTH} characters)`);
    }
    throwIfInvalid(errors);

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

/**
 * `user_default_external`: new users are external unless their email matches
 * `user_default_internal_regex` (GitLab's Users::BuildService).
 */
export function externalByDefault(
  settings: Pick<ApplicationSettingValues, 'user_default_external' | 'user_default_internal_regex'>,
  email: string,
): boolean {
  if (!settings.user_default_external) return false;
  const internal = settings.user_default_internal_regex;
  if (!internal) return true;
  try {
    return !new RegExp(internal).test(email);
  } catch {
    return true;
  }
}

/**
 * Why an email may not sign up, in GitLab's words (its RestrictedSignup rules), or null: an
 * allowlisted domain always may; with an allowlist, no other domain may; then the denylist, then
 * `email_restrictions` (a regular expression).
 */
export function signUpRestriction(
  settings: Pick<
    ApplicationSettingValues,
    | 'domain_allowlist'
    | 'domain_denylist_enabled'
    | 'domain_denylist'
    | 'email_restrictions_enabled'
    | 'email_restrictions'
  >,
  email: string,
): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const allowlist = settings.domain_allowlist ?? [];
  if (allowlist.length > 0) {
    return domainMatches(allowlist, domain) ? null : 'domain is not authorized for sign-up.';
  }
  if (settings.domain_denylist_enabled && domainMatches(settings.domain_denylist ?? [], domain)) {
    return 'is not from an allowed domain.';
  }
  const restrictions = settings.email_restrictions;
  if (settings.email_restrictions_enabled && restrictions && matchesSafely(restrictions, email)) {
    return 'is not allowed. Try again with a different email address, or contact your GitLab admin.';
  }
  return null;
}

/** A domain against a list of domains where `*` stands for any characters, case-insensitively. */
function domainMatches(domains: readonly string[], domain: string): boolean {
  return domains.some((pattern) => {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*?');
    return new RegExp(`^${source}$`, 'i').test(domain);
  });
}

function matchesSafely(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

/** "200 KiB", "1 MiB": sizes as GitLab's messages print them. */
function formatSize(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} Bytes`;
}

function profileOf(user: User): Record<string, unknown> {
  return Object.fromEntries(PROFILE_KEYS.map((k) => [k, user[k]]));
}

const PROFILE_KEYS = [
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
] as const;

/** Copies the given profile attributes onto the user (absent ones are left alone). */
export function applyProfile(user: User, profile: UserProfileInput): void {
  const assign = <K extends keyof UserProfileInput & keyof User>(key: K) => {
    if (profile[key] !== undefined) (user as unknown as Record<string, unknown>)[key] = profile[key];
  };
  PROFILE_KEYS.forEach(assign);
}
