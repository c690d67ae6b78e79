import { builder } from '../../graphql/builder.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import type { GroupSubject } from '../groups/groups.policy.ts';
import type { User } from '../users/user.entity.ts';

/** The user an access level of a protected ref names (GitLab's `AccessLevelUser`). */
export const AccessLevelUserRef = builder.loadableObject('AccessLevelUser', {
  description: 'Representation of a GitLab user.',
  load: (ids: number[], ctx) => ctx.services.users.loadMany(ctx.actor, ids),
  sort: (user: User) => user.id,
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: 'ID of the user.',
      resolve: (u) => encodeGlobalId('User', u.id),
    }),
    name: t.string({
      nullable: false,
      description: 'Human-readable name of the user.',
      resolve: (u) => u.name,
    }),
    username: t.string({ nullable: false, description: 'Username of the user.', resolve: (u) => u.username }),
    webUrl: t.string({ nullable: false, resolve: (u, _, ctx) => ctx.services.urls.to(u.username) }),
    webPath: t.string({ nullable: false, resolve: (u) => `/${u.username}` }),
    avatarUrl: t.string({
      nullable: true,
      resolve: (u, _, ctx) => (u.avatar ? ctx.services.urls.upload('user', u.id, u.avatar) : null),
    }),
  }),
});

/** The group an access level of a protected ref names (GitLab's `AccessLevelGroup`). */
export const AccessLevelGroupRef = builder.loadableObject('AccessLevelGroup', {
  description: 'Representation of a GitLab group.',
  load: (ids: number[], ctx) => ctx.services.groups.loadMany(ctx.actor, ids),
  sort: (s: GroupSubject) => s.group.id,
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: 'ID of the group.',
      resolve: (s) => encodeGlobalId('Group', s.group.id),
    }),
    name: t.string({ nullable: false, description: 'Name of the group.', resolve: (s) => s.group.name }),
    webUrl: t.string({
      nullable: false,
      resolve: (s, _, ctx) => ctx.services.urls.to(`groups/${s.group.fullPath}`),
    }),
    avatarUrl: t.string({
      nullable: true,
      resolve: (s, _, ctx) =>
        s.group.avatar ? ctx.services.urls.upload('group', s.group.id, s.group.avatar) : null,
    }),
  }),
});
