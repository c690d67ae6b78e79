import { GraphQLError } from 'graphql';
import { DomainError } from '../core/errors.ts';
import { builder } from './builder.ts';
import { parseGlobalId } from './global-id.ts';

/** Scalar names with the GraphQL type each one identifies. */
const ID_SCALARS = {
  UserID: 'User',
  GroupID: 'Group',
  ProjectID: 'Project',
  NamespaceID: 'Namespace',
  MemberID: 'Member',
  PersonalAccessTokenID: 'PersonalAccessToken',
  SnippetID: 'ProjectSnippet',
  ProjectRepositoryStorageMoveID: 'ProjectRepositoryStorageMove',
  CiRunnerID: 'Ci::Runner',
  CiPipelineID: 'Ci::Pipeline',
  CiBuildID: 'Ci::Build',
  CiProcessableID: 'Ci::Processable',
  CiTriggerID: 'Ci::Trigger',
  CiPipelineScheduleID: 'Ci::PipelineSchedule',
  ProjectsBranchRuleID: 'Projects::BranchRule',
} as const;

for (const [scalar, typename] of Object.entries(ID_SCALARS) as [keyof typeof ID_SCALARS, string][]) {
  builder.scalarType(scalar, {
    description: `A \`${scalar}\` is a global ID. It is encoded as a string, e.g. "gid://gitlab/${typename}/1".`,
    serialize: (value) => String(value),
    parseValue: (value) => {
      try {
        return parseGlobalId(String(value), typename);
      } catch (error) {
        if (error instanceof DomainError) throw new GraphQLError(error.describe());
        throw error;
      }
    },
  });
}
