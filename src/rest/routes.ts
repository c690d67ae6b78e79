import { projectUploadsRouter } from '../modules/uploads/project-uploads.rest.ts';
import { mergeRequestsRouter } from '../modules/merge-requests/merge-requests.rest.ts';
import { mergingRouter } from '../modules/merge-requests/merging/merging.rest.ts';
import { customAttributesRouter } from '../modules/custom-attributes/custom-attributes.rest.ts';
import { groupsRouter } from '../modules/groups/groups.rest.ts';
import { invitationsRouter } from '../modules/invitations/invitations.rest.ts';
import { membersRouter } from '../modules/members/members.rest.ts';
import { projectsRouter } from '../modules/projects/projects.rest.ts';
import { tokensRouter } from '../modules/tokens/tokens.rest.ts';
import { usersRouter } from '../modules/users/users.rest.ts';
import { userStatusRouter } from '../modules/users/user-status.rest.ts';
import { metadataRouter } from '../modules/metadata/metadata.rest.ts';
import { changelogRouter } from '../modules/repository/changelog.rest.ts';
import { branchesRouter } from '../modules/repository/branches.rest.ts';
import { commitsRouter } from '../modules/repository/commits.rest.ts';
import { filesRouter } from '../modules/repository/files.rest.ts';
import { repositoryRouter } from '../modules/repository/repository.rest.ts';
import { snippetsRouter } from '../modules/snippets/snippets.rest.ts';
import { awardEmojiRouter } from '../modules/award-emoji/award-emoji.rest.ts';
import { milestonesRouter } from '../modules/milestones/milestones.rest.ts';
import { environmentsRouter } from '../modules/environments/environments.rest.ts';
import { deploymentsRouter } from '../modules/environments/deployments.rest.ts';
import { clustersRouter } from '../modules/clusters/clusters.rest.ts';
import { annotationsRouter } from '../modules/metrics-annotations/annotations.rest.ts';
import { storageMovesRouter } from '../modules/storage-moves/storage-moves.rest.ts';
import { ciLintRouter } from '../modules/ci/lint/ci-lint.rest.ts';
import { runnersRouter } from '../modules/ci/runners/runners.rest.ts';
import { runnerJobsRouter } from '../modules/ci/runners/runner-jobs.rest.ts';
import { jobsRouter } from '../modules/ci/jobs/jobs.rest.ts';
import { jobArtifactsRouter } from '../modules/ci/jobs/job-artifacts.rest.ts';
import { jobTokenScopeRouter } from '../modules/ci/job-token-scope/job-token-scope.rest.ts';
import { pipelinesRouter } from '../modules/ci/pipelines/pipelines.rest.ts';
import { triggersRouter } from '../modules/ci/triggers/triggers.rest.ts';
import { pipelineSchedulesRouter } from '../modules/ci/schedules/pipeline-schedules.rest.ts';
import { ciVariablesRouter } from '../modules/ci/variables/ci-variables.rest.ts';
import { planLimitsRouter } from '../modules/plan-limits/plan-limits.rest.ts';
import { applicationSettingsRouter } from '../modules/application-settings/application-settings.rest.ts';
import { protectedRefsRouter } from '../modules/protected-refs/protected-refs.rest.ts';
import { labelsRouter } from '../modules/labels/labels.rest.ts';
import { notesRouter } from '../modules/notes/notes.rest.ts';
import { mergeRequestPipelinesRouter } from '../modules/merge-requests/pipelines/merge-request-pipelines.rest.ts';
import { mergeTrainsRouter } from '../modules/merge-trains/merge-trains.rest.ts';
import { draftNotesRouter } from '../modules/draft-notes/draft-notes.rest.ts';
import { notificationsRouter } from '../modules/notifications/notifications.rest.ts';
import { hooksRouter } from '../modules/hooks/hooks.rest.ts';
import { ldapRouter } from '../modules/ldap/ldap.rest.ts';
import { housekeepingRouter } from '../modules/repository/housekeeping/housekeeping.rest.ts';
import { samlRouter } from '../modules/saml/saml.rest.ts';
import { errorTrackingRouter } from '../modules/error-tracking/error-tracking.rest.ts';
import { integrationsRouter } from '../modules/integrations/integrations.rest.ts';
import { integrationDefaultsRouter } from '../modules/integrations/integration-defaults.rest.ts';
import { hookDeliveriesRouter } from '../modules/hooks/delivery/hook-deliveries.rest.ts';
import { packagesRouter } from '../modules/packages/packages.rest.ts';
import type { Router } from './router.ts';

/** Every module's /api/v4 routes. */
export const routers: readonly Router[] = [
  metadataRouter,
  usersRouter,
  userStatusRouter,
  notificationsRouter,
  tokensRouter,
  customAttributesRouter,
  groupsRouter,
  projectsRouter,
  membersRouter,
  invitationsRouter,
  repositoryRouter,
  branchesRouter,
  protectedRefsRouter,
  commitsRouter,
  filesRouter,
  changelogRouter,
  storageMovesRouter,
  snippetsRouter,
  awardEmojiRouter,
  milestonesRouter,
  environmentsRouter,
  deploymentsRouter,
  clustersRouter,
  annotationsRouter,
  labelsRouter,
  mergeRequestsRouter,
  mergingRouter,
  mergeRequestPipelinesRouter,
  notesRouter,
  mergeTrainsRouter,
  draftNotesRouter,
  planLimitsRouter,
  applicationSettingsRouter,
  projectUploadsRouter,
  ciLintRouter,
  runnersRouter,
  runnerJobsRouter,
  pipelinesRouter,
  triggersRouter,
  pipelineSchedulesRouter,
  ciVariablesRouter,
  jobsRouter,
  jobArtifactsRouter,
  jobTokenScopeRouter,
  hooksRouter,
  ldapRouter,
  housekeepingRouter,
  samlRouter,
  errorTrackingRouter,
  integrationsRouter,
  integrationDefaultsRouter,
  hookDeliveriesRouter,
  packagesRouter,
];
