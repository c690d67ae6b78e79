import { builder } from '../../graphql/builder.ts';
import { encodeGlobalId } from '../../graphql/global-id.ts';
import type { User } from './user.entity.ts';
import { UserInterfaceRef } from './users.graphql.ts';

/** GitLab's `AutocompletedUser`: a user offered by an autocompletion (`autocompleteUsers`). */
export const AutocompletedUserRef = builder.objectRef<User>('AutocompletedUser').implement({
  description: 'A user offered by an autocompletion: every field of a user, and what autocompletion needs.',
  interfaces: [builder.nodeInterfaceRef(), UserInterfaceRef],
  fields: (t) => ({
    id: t.id({
      nullable: false,
      description: 'Global ID of the user.',
      resolve: (user) => encodeGlobalId('UserCore', user.id),
    }),
  }),
});
