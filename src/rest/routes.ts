import { customAttributesRouter } from '../modules/custom-attributes/custom-attributes.rest.ts';
import { groupsRouter } from '../modules/groups/groups.rest.ts';
import { invitationsRouter } from '../modules/invitations/invitations.rest.ts';
import { membersRouter } from '../modules/members/members.rest.ts';
import { projectsRouter } from '../modules/projects/projects.rest.ts';
import { tokensRouter } from '../modules/tokens/tokens.rest.ts';
import { usersRouter } from '../modules/users/users.rest.ts';
import type { Router } from './router.ts';

/** Every module's /api/v4 routes. */
export const routers: readonly Router[] = [
  usersRouter,
  tokensRouter,
  customAttributesRouter,
  groupsRouter,
  projectsRouter,
  membersRouter,
  invitationsRouter,
];
