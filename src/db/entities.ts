import { DomainEventRecordSchema } from '../core/domain-event.entity.ts';
import { CustomAttributeSchema } from '../modules/custom-attributes/custom-attribute.entity.ts';
import { GroupGroupLinkSchema, ProjectGroupLinkSchema } from '../modules/members/group-link.entity.ts';
import { MemberSchema } from '../modules/members/member.entity.ts';
import { NamespaceSchema } from '../modules/namespaces/namespace.entity.ts';
import { RedirectRouteSchema } from '../modules/namespaces/redirect-route.entity.ts';
import { OauthAccessTokenSchema, OauthApplicationSchema } from '../modules/oauth/oauth.entity.ts';
import { ProjectStarSchema } from '../modules/projects/project-star.entity.ts';
import { ProjectContributionSchema } from '../modules/projects/project-contribution.entity.ts';
import { ProjectSchema } from '../modules/projects/project.entity.ts';
import { PersonalAccessTokenSchema } from '../modules/tokens/personal-access-token.entity.ts';
import { IdentitySchema } from '../modules/users/identity.entity.ts';
import { UserFollowSchema } from '../modules/users/user-follow.entity.ts';
import { UserCalloutSchema, UserGroupCalloutSchema } from '../modules/users/user-callout.entity.ts';
import { UserStatusSchema } from '../modules/users/user-status.entity.ts';
import { UserSchema } from '../modules/users/user.entity.ts';
import { JobArtifactSchema, JobSchema } from '../modules/ci/jobs/job.entity.ts';
import { PipelineSchema } from '../modules/ci/pipelines/pipeline.entity.ts';
import { SnippetSchema } from '../modules/snippets/snippet.entity.ts';
import { NoteSchema } from '../modules/notes/note.entity.ts';
import { DraftNoteSchema } from '../modules/draft-notes/draft-note.entity.ts';
import { PlanLimitSchema } from '../modules/plan-limits/plan-limit.entity.ts';
import { ApplicationSettingSchema } from '../modules/application-settings/application-setting.entity.ts';
import {
  RunnerManagerSchema,
  RunnerProjectSchema,
  RunnerRegistrationTokenSchema,
  RunnerSchema,
} from '../modules/ci/runners/runner.entity.ts';
import { StorageMoveSchema } from '../modules/storage-moves/storage-move.entity.ts';
import { TriggerSchema } from '../modules/ci/triggers/trigger.entity.ts';
import { TopicSchema } from '../modules/topics/topic.entity.ts';
import { MilestoneSchema } from '../modules/milestones/milestone.entity.ts';
import { InternalIdSchema } from '../core/internal-id.entity.ts';
import {
  MergeRequestSchema,
  MergeRequestTimelogSchema,
} from '../modules/merge-requests/merge-request.entity.ts';
import { NotificationSettingSchema } from '../modules/notifications/notification-setting.entity.ts';
import { LabelPrioritySchema, LabelSchema, LabelSubscriptionSchema } from '../modules/labels/label.entity.ts';
import {
  JobTokenAuthorizationSchema,
  JobTokenGroupLinkSchema,
  JobTokenProjectLinkSchema,
  ProjectCiCdSettingSchema,
} from '../modules/ci/job-token-scope/job-token-scope.entity.ts';
import { AwardEmojiSchema } from '../modules/award-emoji/award-emoji.entity.ts';
import { CiVariableSchema } from '../modules/ci/variables/ci-variable.entity.ts';
import { WebHookSchema } from '../modules/hooks/web-hook.entity.ts';
import { IntegrationSchema } from '../modules/integrations/integration.entity.ts';
import { LdapGroupLinkSchema } from '../modules/ldap/ldap-group-link.entity.ts';
import { ProjectHousekeepingSchema } from '../modules/repository/housekeeping/project-housekeeping.entity.ts';
import { InactiveProjectWarningSchema } from '../modules/projects/inactive-deletion/inactive-project-warning.entity.ts';
import { SamlGroupLinkSchema } from '../modules/saml/saml-group-link.entity.ts';
import { PackageFileSchema, PackageSchema } from '../modules/packages/package.entity.ts';
import { PackageTagSchema } from '../modules/packages/package-tag.entity.ts';
import { PackageBuildInfoSchema } from '../modules/packages/package-build-info.entity.ts';
import { PackageProtectionRuleSchema } from '../modules/packages/protection/package-protection-rule.entity.ts';
import { SamlMembershipSchema } from '../modules/saml/saml-membership.entity.ts';
import { SamlProviderSchema } from '../modules/saml/saml-provider.entity.ts';
import { SamlUsedAssertionSchema } from '../modules/saml/saml-used-assertion.entity.ts';
import { DeploymentSchema, EnvironmentSchema } from '../modules/environments/environment.entity.ts';
import { ClusterSchema } from '../modules/clusters/cluster.entity.ts';
import { MetricsDashboardAnnotationSchema } from '../modules/metrics-annotations/annotation.entity.ts';
import {
  PipelineScheduleSchema,
  PipelineScheduleVariableSchema,
} from '../modules/ci/schedules/pipeline-schedule.entity.ts';
import {
  ErrorTrackingClientKeySchema,
  ErrorTrackingErrorEventSchema,
  ErrorTrackingErrorSchema,
  ErrorTrackingErrorTallySchema,
  ErrorTrackingErrorUserSchema,
  ErrorTrackingSettingSchema,
} from '../modules/error-tracking/error-tracking.entity.ts';
import {
  ProtectedBranchSchema,
  ProtectedRefAccessSchema,
  ProtectedTagSchema,
} from '../modules/protected-refs/protected-ref.entity.ts';

/** Every entity schema of the application, for the ORM and for typed Kysely queries. */
export const entities = [
  UserSchema,
  IdentitySchema,
  UserFollowSchema,
  UserStatusSchema,
  UserCalloutSchema,
  UserGroupCalloutSchema,
  PersonalAccessTokenSchema,
  OauthApplicationSchema,
  OauthAccessTokenSchema,
  NamespaceSchema,
  RedirectRouteSchema,
  ProjectSchema,
  ProjectStarSchema,
  ProjectContributionSchema,
  MemberSchema,
  GroupGroupLinkSchema,
  ProjectGroupLinkSchema,
  CustomAttributeSchema,
  DomainEventRecordSchema,
  SnippetSchema,
  PlanLimitSchema,
  ApplicationSettingSchema,
  RunnerSchema,
  RunnerProjectSchema,
  RunnerManagerSchema,
  RunnerRegistrationTokenSchema,
  StorageMoveSchema,
  PipelineSchema,
  JobSchema,
  JobArtifactSchema,
  TriggerSchema,
  ProjectCiCdSettingSchema,
  JobTokenProjectLinkSchema,
  JobTokenGroupLinkSchema,
  JobTokenAuthorizationSchema,
  CiVariableSchema,
  PipelineScheduleSchema,
  PipelineScheduleVariableSchema,
  ProtectedBranchSchema,
  ProtectedTagSchema,
  ProtectedRefAccessSchema,
  TopicSchema,
  MilestoneSchema,
  InternalIdSchema,
  MergeRequestSchema,
  MergeRequestTimelogSchema,
  LabelSchema,
  LabelPrioritySchema,
  LabelSubscriptionSchema,
  NoteSchema,
  AwardEmojiSchema,
  DraftNoteSchema,
  NotificationSettingSchema,
  WebHookSchema,
  IntegrationSchema,
  LdapGroupLinkSchema,
  ProjectHousekeepingSchema,
  InactiveProjectWarningSchema,
  SamlProviderSchema,
  SamlGroupLinkSchema,
  SamlMembershipSchema,
  SamlUsedAssertionSchema,
  EnvironmentSchema,
  DeploymentSchema,
  ClusterSchema,
  MetricsDashboardAnnotationSchema,
  PackageSchema,
  PackageFileSchema,
  PackageTagSchema,
  PackageBuildInfoSchema,
  PackageProtectionRuleSchema,
  ErrorTrackingClientKeySchema,
  ErrorTrackingSettingSchema,
  ErrorTrackingErrorSchema,
  ErrorTrackingErrorEventSchema,
  ErrorTrackingErrorUserSchema,
  ErrorTrackingErrorTallySchema,
] as const;
