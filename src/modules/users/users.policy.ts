import { isAdmin, type Actor } from '../../core/actor.ts';
import { definePolicy } from '../../core/policy.ts';
import type { User } from './user.entity.ts';

declare module '../../core/policy.ts' {
  interface Abilities {
    /** See a user's profile at all. */
    read_user: User;
    /** See a private profile's details (bio, location...). */
    read_user_profile: User;
    /** Administrate users: create, update others, block, delete, impersonate. */
    admin_users: null;
  }
}

definePolicy({
  // Users are visible to everyone except when blocked or hidden bots; admins see all.
  read_user: (actor: Actor, user: User) =>
    isAdmin(actor) ||
    actor.user?.id === user.id ||
    (user.state !== 'blocked_pending_approval' && user.userType !== 'ghost'),
  read_user_profile: (actor: Actor, user: User) =>
    isAdmin(actor) || actor.user?.id === user.id || !user.privateProfile,
  admin_users: (actor: Actor) => isAdmin(actor),
});
