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
import '../modules/repository/repository.graphql.ts';
import '../modules/repository/repository-reads.graphql.ts';
import '../modules/repository/commits.graphql.ts';
import '../modules/repository/changelog.graphql.ts';
import '../modules/storage-moves/storage-moves.graphql.ts';
import '../modules/snippets/snippets.graphql.ts';
import '../modules/plan-limits/plan-limits.graphql.ts';
import '../modules/ci/lint/ci-lint.graphql.ts';
import '../modules/ci/runners/runners.graphql.ts';
import '../modules/ci/ci-status.graphql.ts';
import '../modules/ci/jobs/jobs.graphql.ts';
import '../modules/ci/pipelines/pipelines.graphql.ts';
import '../modules/ci/triggers/triggers.graphql.ts';
import '../modules/ci/variables/ci-variables.graphql.ts';

/** The whole schema: every module's types, queries, mutations and subscriptions. */
export const schema = lexicographicSortSchema(builder.toSchema());
