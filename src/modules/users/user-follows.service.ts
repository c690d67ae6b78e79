import type { MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { requireUser, type Actor } from '../../core/actor.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import { can } from '../../core/policy.ts';
import type { UnitOfWork } from '../../core/tx.ts';
import type { Database } from '../../db/database.ts';
import { UserFollow } from './user-follow.entity.ts';
import { User } from './user.entity.ts';
import type { UsersService } from './users.service.ts';

/** How many users one user may follow (GitLab's limit). */
export const MAX_FOLLOWEES = 300;

/** Following and unfollowing users, and who may list a user's followers and followees. */
export class UserFollowsService {
  private readonly orm: MikroORM;
  private readonly uow: UnitOfWork;
  private readonly users: UsersService;

  constructor(orm: MikroORM, uow: UnitOfWork, users: UsersService) {
    this.orm = orm;
    this.uow = uow;
    this.users = users;
  }

  private get em() {
    return this.orm.em;
  }

  /** POST /users/:id/follow: the followed user, or null when nothing changed (already followed, oneself). */
  async follow(actor: Actor, id: number): Promise<User | null> {
    const me = requireUser(actor);
    const user = await this.users.get(actor, id);
    if (user.id === me.id) return null;
    const count = await this.em.count(UserFollow, { follower: me.id });
    if (count >= MAX_FOLLOWEES) {
      throw badRequest(
        `You can't follow more than ${MAX_FOLLOWEES} users. To follow more users, unfollow some others.`,
      );
    }
    const inserted = await this.uow.run(async (tx) => {
      const { rows } = await sql<{ id: number }>`
        insert into user_follow_users (follower_id, followee_id, created_at) values (${me.id}, ${user.id}, now())
        on conflict do nothing returning id`.execute(tx.em.getKysely<Database>());
      if (rows.length > 0) tx.emit('user.followed', { followerId: me.id, followeeId: user.id });
      return rows.length > 0;
    });
    return inserted ? user : null;
  }

  /** POST /users/:id/unfollow: the unfollowed user, or null when the caller did not follow them. */
  async unfollow(actor: Actor, id: number): Promise<User | null> {
    const me = requireUser(actor);
    const user = await this.users.get(actor, id);
    const removed = await this.uow.run(async (tx) => {
      const count = await tx.em.nativeDelete(UserFollow, { follower: me.id, followee: user.id });
      if (count > 0) tx.emit('user.unfollowed', { followerId: me.id, followeeId: user.id });
      return count > 0;
    });
    return removed ? user : null;
  }

  /** A user whose followers or followees the actor may list: signed in, and the profile readable. */
  async followListSubject(actor: Actor, id: number): Promise<User> {
    if (!actor.user) throw forbidden('Not authorized!');
    const user = await this.em.findOne(User, { id });
    if (!user || !can(actor, 'read_user', user) || !can(actor, 'read_user_profile', user))
      throw notFound('User');
    return user;
  }
}
