import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder.ts';
import './scalars.ts';
import './id-scalars.ts';
import './query-complexity.ts';
import '../modules/users/users.graphql.ts';
import '../modules/tokens/tokens.graphql.ts';
import '../modules/custom-attributes/custom-attributes.graphql.ts';
import '../modules/groups/groups.graphql.ts';
import '../modules/projects/projects.graphql.ts';
import '../modules/members/members.graphql.ts';
import '../modules/invitations/invitations.graphql.ts';

/** The whole schema: every module's types, queries, mutations and subscriptions. */
export const schema = lexicographicSortSchema(builder.toSchema());
