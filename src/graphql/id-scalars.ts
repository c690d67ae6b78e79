import { GraphQLError } from 'graphql';
import { DomainError } from '../core/errors.ts';
import { builder, type SchemaTypes } from './builder.ts';
import { parseGlobalIdOf } from './global-id.ts';

/**
 * Scalar names with the GitLab class (or classes: a model's subclasses too) each one identifies.
 */
const ID_SCALARS: Record<string, string | readonly string[]> = {
  UserID: 'User',
  GroupID: 'Group',
  ProjectID: 'Project',
  NamespaceID: 'Namespace',
  MemberID: 'Member',
  PersonalAccessTokenID: 'PersonalAccessToken',
  SnippetID: 'ProjectSnippet',
  ProjectRepositoryStorageMoveID: 'Projects::RepositoryStorageMove',
  CiRunnerID: 'Ci::Runner',
  CiPipelineID: 'Ci::Pipeline',
  CiBuildID: 'Ci::Build',
  CiProcessableID: ['Ci::Processable', 'Ci::Build', 'Ci::Bridge'],
  JobID: ['CommitStatus', 'Ci::Build', 'Ci::Bridge'],
  CiStageID: 'Ci::Stage',
  CiJobArtifactID: 'Ci::JobArtifact',
  CiTriggerID: 'Ci::Trigger',
  CiPipelineScheduleID: 'Ci::PipelineSchedule',
  ProjectsBranchRuleID: 'Projects::BranchRule',
  MilestoneID: 'Milestone',
  LabelID: ['Label', 'ProjectLabel', 'GroupLabel'],
  MergeRequestID: 'MergeRequest',
  /** GitLab's issuables: merge requests are the only ones here. */
  IssuableID: 'MergeRequest',
  MergeTrainsCarID: 'MergeTrains::Car',
  NoteID: ['Note', 'DiscussionNote', 'DiffNote'],
  TimelogID: 'Timelog',
  WebHookID: 'WebHook',
  WebHookEventID: 'WebHookEvent',
  EnvironmentID: 'Environment',
  DeploymentID: 'Deployment',
  ClustersClusterID: 'Clusters::Cluster',
  MetricsDashboardAnnotationID: 'Metrics::Dashboard::Annotation',
  PackagesProtectionRuleID: 'Packages::Protection::Rule',
  PackagesPackageID: 'Packages::Package',
  PackagesPackageFileID: 'Packages::PackageFile',
  GitlabErrorTrackingDetailedErrorID: [
    'Gitlab::ErrorTracking::DetailedError',
    'Gitlab::ErrorTracking::Error',
  ],
  ErrorTrackingClientKeyID: 'ErrorTracking::ClientKey',
};

for (const [scalar, classes] of Object.entries(ID_SCALARS) as [
  keyof SchemaTypes['Scalars'],
  string | readonly string[],
][]) {
  const accepted = typeof classes === 'string' ? [classes] : classes;
  builder.scalarType(scalar, {
    description: `A \`${scalar}\` is a global ID. It is encoded as a string, e.g. "gid://gitlab/${accepted[0]}/1".`,
    serialize: (value) => String(value),
    parseValue: (value) => {
      try {
        return parseGlobalIdOf(String(value), accepted);
      } catch (error) {
        if (error instanceof DomainError) throw new GraphQLError(error.describe());
        throw error;
      }
    },
  });
}
