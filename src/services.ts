import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config.ts';
import type { Encryption } from './core/encryption.ts';
import type { EventBus } from './core/events.ts';
import type { Logger } from './core/logger.ts';
import type { Queue } from './core/queue.ts';
import type { RateLimits } from './core/rate-limits.ts';
import type { UnitOfWork } from './core/tx.ts';
import { createMailer } from './core/mail/mailer.ts';
import { Urls } from './core/urls.ts';
import { CustomAttributesService } from './modules/custom-attributes/custom-attributes.service.ts';
import { GroupsFinder } from './modules/groups/groups.finder.ts';
import { GroupsService } from './modules/groups/groups.service.ts';
import { AccessFinder } from './modules/members/access.finder.ts';
import { BillableMembersService } from './modules/members/billable-members.service.ts';
import { MemberAdditionsService } from './modules/members/member-additions.service.ts';
import { MemberRecords } from './modules/members/member-records.ts';
import { MembershipRules } from './modules/members/membership-rules.ts';
import { MembersFinder } from './modules/members/members.finder.ts';
import { MembersService, type SourceLookup } from './modules/members/members.service.ts';
import { GroupMembershipSyncService } from './modules/members/group-membership-sync.service.ts';
import { LdapDirectories } from './modules/ldap/ldap-directories.ts';
import { LdapGroupLinksService } from './modules/ldap/ldap-group-links.service.ts';
import { RepositoryHousekeepingService } from './modules/repository/housekeeping/repository-housekeeping.service.ts';
import { InactiveProjectDeletionService } from './modules/projects/inactive-deletion/inactive-project-deletion.service.ts';
import { LdapSignInService } from './modules/ldap/ldap-sign-in.service.ts';
import { LdapSyncService } from './modules/ldap/ldap-sync.service.ts';
import { SamlGroupLinksService } from './modules/saml/saml-group-links.service.ts';
import { SamlGroupSyncService } from './modules/saml/saml-group-sync.service.ts';
import { SamlProvidersService } from './modules/saml/saml-providers.service.ts';
import { SamlReplaysService } from './modules/saml/saml-replays.service.ts';
import { SamlSignInService } from './modules/saml/saml-sign-in.service.ts';
import { SharingService } from './modules/members/sharing.service.ts';
import { InvitationsService } from './modules/invitations/invitations.service.ts';
import { NamespacesService } from './modules/namespaces/namespaces.service.ts';
import { ProjectStarsService } from './modules/projects/project-stars.service.ts';
import { ProjectsService } from './modules/projects/projects.service.ts';
import { OauthTokensService } from './modules/oauth/oauth-tokens.service.ts';
import { AuthenticationService } from './modules/tokens/authentication.service.ts';
import { PersonalAccessTokensService } from './modules/tokens/personal-access-tokens.service.ts';
import { UploadsService } from './modules/uploads/uploads.service.ts';
import { ProjectUploadsService } from './modules/uploads/project-uploads.service.ts';
import { UsersFinder } from './modules/users/users.finder.ts';
import { UserFollowsService } from './modules/users/user-follows.service.ts';
import { UserCalloutsService } from './modules/users/user-callouts.service.ts';
import { UserStatusService } from './modules/users/user-status.service.ts';
import { UserStatesService } from './modules/users/user-states.service.ts';
import { UsersService } from './modules/users/users.service.ts';
import { PasswordSignInsService } from './modules/users/password-sign-ins.service.ts';
import { IdentitiesService } from './modules/users/identities.service.ts';
import { Storages } from './git/storages.ts';
import { BranchesService } from './modules/repository/branches.service.ts';
import { ChangelogService } from './modules/repository/changelog.service.ts';
import { CommitsService } from './modules/repository/commits.service.ts';
import { RepositoryFilesService } from './modules/repository/files.service.ts';
import { RepositoriesService } from './modules/repository/repositories.service.ts';
import { RepositoryReadsService } from './modules/repository/repository-reads.service.ts';
import { ProjectStatisticsService } from './modules/projects/project-statistics.service.ts';
import { TagsService } from './modules/repository/tags.service.ts';
import { SnippetsService } from './modules/snippets/snippets.service.ts';
import { AwardEmojiService } from './modules/award-emoji/award-emoji.service.ts';
import { TopicsService } from './modules/topics/topics.service.ts';
import { MilestonesService } from './modules/milestones/milestones.service.ts';
import { LabelsService } from './modules/labels/labels.service.ts';
import { MergeRequestsService } from './modules/merge-requests/merge-requests.service.ts';
import { MergingService } from './modules/merge-requests/merging/merging.service.ts';
import { mergeTrainStrategies } from './modules/merge-trains/merge-train-strategies.ts';
import { connectMergeRequestSocial } from './modules/merge-requests/merge-request-social.ts';
import { DraftNotesService } from './modules/draft-notes/draft-notes.service.ts';
import { NotesService } from './modules/notes/notes.service.ts';
import { snippetNoteables } from './modules/snippets/snippet-noteables.ts';
import { CiConfigService } from './modules/ci/config/ci-config.service.ts';
import { CiLintService } from './modules/ci/lint/ci-lint.service.ts';
import { CiConfigVariablesService } from './modules/ci/config/config-variables.service.ts';
import { RunnerCacheService } from './modules/ci/runner-cache/runner-cache.service.ts';
import { RunnersService } from './modules/ci/runners/runners.service.ts';
import { RunnerJobsService } from './modules/ci/runners/runner-jobs.service.ts';
import { RunnerRegistrationService } from './modules/ci/runners/runner-registration.service.ts';
import { ArtifactStore } from './modules/ci/jobs/artifact-store.ts';
import { JobsService } from './modules/ci/jobs/jobs.service.ts';
import { JobArtifactsService } from './modules/ci/jobs/job-artifacts.service.ts';
import { ExpiredArtifactsService } from './modules/ci/jobs/expired-artifacts.service.ts';
import { TraceStore } from './modules/ci/jobs/trace-store.ts';
import { PipelineCreator } from './modules/ci/pipelines/pipeline-creator.ts';
import { MergeTrainsService } from './modules/merge-trains/merge-trains.service.ts';
import { trainMerges } from './modules/merge-trains/train-merges.ts';
import { trainPipelines } from './modules/merge-trains/train-pipelines.ts';
import { PipelinesService } from './modules/ci/pipelines/pipelines.service.ts';
import { MergeRequestPipelinesService } from './modules/merge-requests/pipelines/merge-request-pipelines.service.ts';
import { TriggersService } from './modules/ci/triggers/triggers.service.ts';
import { JobTokenScopeService } from './modules/ci/job-token-scope/job-token-scope.service.ts';
import { PipelineSchedulesService } from './modules/ci/schedules/pipeline-schedules.service.ts';
import { CiVariablesService } from './modules/ci/variables/ci-variables.service.ts';
import { HooksFinder } from './modules/hooks/hooks.finder.ts';
import { HooksService } from './modules/hooks/hooks.service.ts';
import { HookDeliveriesService } from './modules/hooks/delivery/hook-deliveries.service.ts';
import { IntegrationsService } from './modules/integrations/integrations.service.ts';
import { IssueTrackersFinder } from './modules/integrations/issue-trackers.finder.ts';
import { MergeRequestClosingIssues } from './modules/merge-requests/closing-issues.ts';
import { IntegrationActing } from './modules/integrations/acting/integration-acting.ts';
import { IntegrationDefaultsService } from './modules/integrations/integration-defaults.service.ts';
import { CiEngine } from './modules/ci/processing/ci-engine.ts';
import { PipelineProcessor } from './modules/ci/processing/pipeline-processor.ts';
import { MetadataService } from './modules/metadata/metadata.service.ts';
import { PlanLimitsService } from './modules/plan-limits/plan-limits.service.ts';
import { ApplicationSettingsService } from './modules/application-settings/application-settings.service.ts';
import type { ApplicationSettingValues } from './modules/application-settings/application-setting.entity.ts';
import { StorageMovesService } from './modules/storage-moves/storage-moves.service.ts';
import { ProtectedRefsService } from './modules/protected-refs/protected-refs.service.ts';
import { ProtectedBranchesService } from './modules/protected-refs/protected-branches.service.ts';
import { NotificationsService } from './modules/notifications/notifications.service.ts';
import { NotificationEmailsService } from './modules/notification-emails/notification-emails.service.ts';
import { ProtectedTagsService } from './modules/protected-refs/protected-tags.service.ts';
import { EnvironmentsService } from './modules/environments/environments.service.ts';
import { manualJobInPipelineOf } from './modules/ci/jobs/job-environments.ts';
import { DeploymentsService } from './modules/environments/deployments.service.ts';
import { ClustersService } from './modules/clusters/clusters.service.ts';
import { AnnotationsService } from './modules/metrics-annotations/annotations.service.ts';
import { PackageStore } from './modules/packages/package-store.ts';
import { PackagesService } from './modules/packages/packages.service.ts';
import { NpmLifecycleService } from './modules/packages/npm-lifecycle.service.ts';
import { RegistryScopeService } from './modules/packages/registry-scope.service.ts';
import { PackageProtectionRulesService } from './modules/packages/protection/package-protection-rules.service.ts';
import { ClientKeysService } from './modules/error-tracking/client-keys.service.ts';
import { ErrorIngestionService } from './modules/error-tracking/error-ingestion.service.ts';
import { kysely } from './db/database.ts';
import { ErrorTallyFolder } from './modules/error-tracking/error-tally-folder.ts';
import { ErrorsService } from './modules/error-tracking/errors.service.ts';

/**
 * What the services of later modules are built from: the instance's infrastructure and the
 * foundation services. Each service keeps what it needs.
 */
export interface ModuleDeps {
  config: Config;
  orm: MikroORM;
  uow: UnitOfWork;
  bus: EventBus;
  queue: Queue | null;
  /** Encrypts and decrypts the values of encrypted columns (secrets the service reads back). */
  encryption: Encryption;
  /** Makes the rate limits of services, counted in this process or in Redis. */
  rateLimits: RateLimits;
  /** For what goes wrong in background work, outside any request. */
  logger: Logger;
  urls: Urls;
  storages: Storages;
  repositories: RepositoriesService;
  protectedRefs: ProtectedRefsService;
  projects: ProjectsService;
  groups: GroupsService;
  access: AccessFinder;
  users: UsersService;
  /** The application settings in force: read once per operation, never per item. */
  settings: () => Promise<ApplicationSettingValues>;
}

/** What services are built from: one set per application instance. */
export interface AppDeps {
  config: Config;
  orm: MikroORM;
  uow: UnitOfWork;
  bus: EventBus;
  queue: Queue | null;
  encryption: Encryption;
  rateLimits: RateLimits;
  logger: Logger;
}

/** Builds every domain service of one instance, in dependency order. Both faces use these. */
export function createServices(deps: AppDeps) {
  const { config, orm, uow } = deps;
  const urls = new Urls(config.externalUrl);
  const access = new AccessFinder(orm);
  const namespaces = new NamespacesService(orm);
  const customAttributes = new CustomAttributesService(orm, uow);
  // The settings that govern accounts, tokens and sign-in are read where they apply.
  const settings = () => applicationSettings.current();
  const personalAccessTokens = new PersonalAccessTokensService(orm, uow, settings);
  const uploads = new UploadsService(config.dataDir);
  const passwordSignIns = new PasswordSignInsService(orm, uow, settings);
  const oauthTokens = new OauthTokensService(orm, uow, config, passwordSignIns);
  const authentication = new AuthenticationService(orm, personalAccessTokens, oauthTokens, {
    impersonationEnabled: config.IMPERSONATION_ENABLED,
    externalUrl: urls.base,
    settings,
  });
  const users = new UsersService(orm, uow, namespaces, customAttributes, uploads, {
    soleOwnedGroupCount: (userId) => members.soleOwnedGroupCount(userId),
    avatarMaxBytes: config.AVATAR_MAX_BYTES,
    externalUrl: urls.base,
    settings,
  });
  const identities = new IdentitiesService(orm, uow, namespaces);
  const userStates = new UserStatesService(uow, users);
  const userFollows = new UserFollowsService(orm, uow, users);
  const userStatus = new UserStatusService(orm, uow, users);
  const sources = (): SourceLookup => ({ groups, projects });
  const memberRules = new MembershipRules(orm);
  const memberRecords = new MemberRecords(orm);
  const membersFinder = new MembersFinder(orm, access);
  const members: MembersService = new MembersService(orm, uow, {
    finder: membersFinder,
    rules: memberRules,
    records: memberRecords,
    lookup: sources,
  });
  const memberAdditions = new MemberAdditionsService(orm, uow, memberRules, memberRecords);
  const billableMembers = new BillableMembersService(orm, uow, memberRules, memberRecords);
  const sharing = new SharingService(orm, uow, access, sources);
  const invitations = new InvitationsService(orm, uow, {
    members,
    additions: memberAdditions,
    rules: memberRules,
    records: memberRecords,
    finder: membersFinder,
  });
  const groupsFinder = new GroupsFinder(orm, access, { offsetLimit: config.OFFSET_PAGINATION_LIMIT });
  const groups = new GroupsService(orm, uow, namespaces, access, {
    members,
    users,
    customAttributes,
    finder: groupsFinder,
    projects: (): ProjectsService => projects,
    settings: () => applicationSettings.current(),
  });
  const userCallouts = new UserCalloutsService(
    orm,
    uow,
    async (actor, groupId) => (await groups.find(actor, groupId)).group.id,
  );
  const projects: ProjectsService = new ProjectsService(orm, uow, namespaces, access, {
    users,
    members,
    groups,
    sharing: () => sharing,
    customAttributes,
    countLimit: config.PAGINATION_COUNT_LIMIT,
    offsetLimit: config.OFFSET_PAGINATION_LIMIT,
    settings: () => applicationSettings.current(),
  });
  const projectStars = new ProjectStarsService(orm, uow);
  const storages = new Storages(config.storages, config.storageWeights);
  const protectedRefs: ProtectedRefsService = new ProtectedRefsService({
    orm,
    access,
    instanceDefaults: () => applicationSettings.branchProtectionDefaults(),
  });
  const repositories = new RepositoriesService(storages, uow, projects, users, protectedRefs);
  const moduleDeps: ModuleDeps = {
    config,
    orm,
    uow,
    bus: deps.bus,
    queue: deps.queue,
    encryption: deps.encryption,
    rateLimits: deps.rateLimits,
    logger: deps.logger,
    urls,
    storages,
    repositories,
    protectedRefs,
    projects,
    groups,
    access,
    users,
    settings: () => applicationSettings.current(),
  };
  const repositoryReads = new RepositoryReadsService(moduleDeps);
  const branches = new BranchesService(moduleDeps);
  const tags = new TagsService(moduleDeps);
  const commits = new CommitsService(moduleDeps);
  const repositoryFiles = new RepositoryFilesService(moduleDeps);
  const changelog = new ChangelogService(moduleDeps);
  const storageMoves = new StorageMovesService(moduleDeps);
  const snippets = new SnippetsService(moduleDeps);
  const projectUploads = new ProjectUploadsService(moduleDeps);
  const notes = new NotesService({ orm, uow });
  notes.register(snippetNoteables(snippets));
  snippets.onDeleting((tx, ids) => notes.deleteAllOf(tx, 'Snippet', ids));
  const awardEmoji = new AwardEmojiService(moduleDeps);
  awardEmoji.register({
    type: 'Snippet',
    globalIdClasses: ['ProjectSnippet'],
    find: async (actor, project, id) => ({
      type: 'Snippet',
      ...(await snippets.awardable(actor, project, id)),
    }),
    findById: async (actor, id) => ({ type: 'Snippet', ...(await snippets.awardableById(actor, id)) }),
  });
  const topics = new TopicsService(moduleDeps);
  const milestones = new MilestonesService(moduleDeps);
  const labels = new LabelsService(moduleDeps);
  const notifications = new NotificationsService(moduleDeps);
  const planLimits = new PlanLimitsService(moduleDeps);
  const applicationSettings: ApplicationSettingsService = new ApplicationSettingsService(moduleDeps);
  const protectedRefsDeps = {
    orm,
    uow,
    projects,
    access,
    refs: protectedRefs,
    sharedGroupIds: (projectId: number) => sharing.groupIdsSharedWithProject(projectId),
  };
  const protectedBranches = new ProtectedBranchesService(protectedRefsDeps);
  const protectedTags = new ProtectedTagsService(protectedRefsDeps);
  const ciConfigs = new CiConfigService(moduleDeps, planLimits, applicationSettings);
  const ciLint = new CiLintService(moduleDeps, ciConfigs);
  const ciConfigVariables = new CiConfigVariablesService(moduleDeps, ciConfigs);
  const runnerCache = new RunnerCacheService(moduleDeps);
  const runners = new RunnersService(moduleDeps, planLimits);
  const repositoryHousekeeping = new RepositoryHousekeepingService(moduleDeps, applicationSettings);
  const runnerRegistration = new RunnerRegistrationService(moduleDeps, runners, applicationSettings);
  const pipelineProcessor = new PipelineProcessor(uow);
  const ciEngine = new CiEngine(uow, pipelineProcessor);
  const ciVariables = new CiVariablesService(moduleDeps);
  const hooks = new HooksService(moduleDeps, (kind) => applicationSettings.outboundPolicy(kind));
  const hooksFinder = new HooksFinder(orm, deps.encryption);
  const hookDeliveries = new HookDeliveriesService(moduleDeps, {
    hooks,
    finder: hooksFinder,
    settings: applicationSettings,
    sources: () => ({ mergeRequests, notes, snippets, pipelines, jobs, members, deployments, environments }),
    // Integrations act through service hooks; the delivery engine knows them only by this interface.
    services: () => integrationActing,
  });
  const integrations = new IntegrationsService(moduleDeps, { settings: applicationSettings });
  const issueTrackers = new IssueTrackersFinder(orm);
  const integrationActing = new IntegrationActing(moduleDeps);
  const integrationDefaults = new IntegrationDefaultsService(moduleDeps, { settings: applicationSettings });
  const pipelineCreator = new PipelineCreator(
    ciConfigs,
    planLimits,
    (projectId, scope) => ciVariables.forJob(projectId, scope),
    deps.encryption,
  );
  const pipelines = new PipelinesService(moduleDeps, pipelineCreator, pipelineProcessor, ciEngine);
  const mergeRequests = new MergeRequestsService(moduleDeps, { labels, milestones, pipelines, notes });
  const mergeRequestClosingIssues = new MergeRequestClosingIssues({
    mergeRequests,
    projects,
    trackers: issueTrackers,
  });
  const merging = new MergingService(moduleDeps, { mergeRequests, notes });
  const mergeRequestPipelines = new MergeRequestPipelinesService(moduleDeps, { mergeRequests, pipelines });
  const mergeTrains = new MergeTrainsService(moduleDeps, {
    pipelines: trainPipelines({ orm, mergeRequestPipelines, engine: ciEngine }),
    merges: trainMerges({ notes, recheck: (id) => merging.recheck(id) }),
  });
  for (const strategy of mergeTrainStrategies(mergeTrains)) merging.strategies.register(strategy);
  mergeTrains.useJoinWhenPipelineSucceeds(async (actor, projectId, iid, input) => {
    await merging.merge(actor, projectId, iid, {
      ...input,
      strategy: 'add_to_merge_train_when_pipeline_succeeds',
    });
  });
  labels.useMergeRequestCounts((actor, ids) => mergeRequests.openCountsByLabel(actor, ids));
  labels.onLabelsMerged((tx, fromIds, toId) => mergeRequests.relabel(tx, fromIds, toId));
  connectMergeRequestSocial({ mergeRequests, projects, notes, awardEmoji });
  const draftNotes = new DraftNotesService(moduleDeps, notes, mergeRequests.reviewers);
  const triggers = new TriggersService(moduleDeps, pipelines);
  const pipelineSchedules = new PipelineSchedulesService(moduleDeps, pipelines);
  const traces = new TraceStore(config.dataDir);
  const jobArtifacts = new ArtifactStore(config.dataDir);
  const packageProtectionRules = new PackageProtectionRulesService({ orm, uow, projects });
  const packages = new PackagesService(
    moduleDeps,
    new PackageStore(config.dataDir),
    planLimits,
    packageProtectionRules,
    pipelines,
  );
  const npmLifecycle = new NpmLifecycleService(moduleDeps, packages);
  const registryScope = new RegistryScopeService(moduleDeps);
  const jobs = new JobsService(moduleDeps, ciEngine, traces, jobArtifacts);
  const jobArtifactDownloads = new JobArtifactsService(moduleDeps, jobArtifacts, applicationSettings);
  const expiredArtifacts = new ExpiredArtifactsService(moduleDeps, jobArtifacts, applicationSettings);
  const projectStatistics = new ProjectStatisticsService(moduleDeps, {
    artifactBytes: (ids) => jobArtifactDownloads.bytesByProject(ids),
    snippetRepositories: (ids) => snippets.repositoriesOfProjects(ids),
    avatarBytes: (id) => uploads.avatarBytes('project', id),
  });
  const runnerJobs = new RunnerJobsService(moduleDeps, {
    runners,
    processor: pipelineProcessor,
    engine: ciEngine,
    traces,
    artifacts: jobArtifacts,
    planLimits,
    variables: ciVariables,
  });
  const jobTokenScope = new JobTokenScopeService(moduleDeps);
  projects.useJobTokenScope((actor, subject) => jobTokenScope.guard(actor, subject));
  authentication.useJobTokens((token) => jobs.actorForToken(token));
  triggers.useJobTokens((token) => jobs.actorForToken(token));
  jobs.useRunnerAccess((actor, runnerId) => runners.checkJobsAccess(actor, runnerId));
  const environments = new EnvironmentsService(moduleDeps);
  const deployments = new DeploymentsService(moduleDeps, environments, jobs);
  const clusters = new ClustersService(moduleDeps);
  const annotations = new AnnotationsService(moduleDeps, environments, clusters);
  // Deployments follow their jobs in the transaction that moves them; the environment's stop job
  // is found and played through CI.
  uow.withRecorded(['ci.job.status'], (_em, events, tx) =>
    deployments.followJobs(
      tx,
      events.map((e) => (e.payload as { jobId: number }).jobId),
    ),
  );
  runnerJobs.useEnvironments(async (projectId, name) => {
    const environment = await environments.finder.byName(projectId, name);
    return (
      environment && { slug: environment.slug, externalUrl: environment.externalUrl, tier: environment.tier }
    );
  });
  environments.useStopActions({
    stopJobOf: (_projectId, jobId, name) => manualJobInPipelineOf(orm.em.fork(), jobId, name),
    play: async (actor, projectId, jobId) => {
      await jobs.play(actor, projectId, jobId, {});
    },
  });
  const ldapDirectories = new LdapDirectories(config.ldapServers);
  const ldapGroupLinks = new LdapGroupLinksService({ orm, uow, groups, directories: ldapDirectories });
  const groupMembershipSync = new GroupMembershipSyncService(orm, uow, memberRules, memberRecords);
  const ldapSync = new LdapSyncService({
    orm,
    directories: ldapDirectories,
    links: ldapGroupLinks,
    identities,
    memberships: groupMembershipSync,
    logger: deps.logger,
  });
  const samlProviders = new SamlProvidersService({ orm, uow, groups, urls, identities });
  members.useGroupSamlIdentities((rootGroupId, userIds) => samlProviders.identitiesAt(rootGroupId, userIds));
  const samlGroupLinks = new SamlGroupLinksService({ orm, uow, groups });
  const samlSignIn = new SamlSignInService({
    uow,
    providers: samlProviders,
    identities,
    users,
    sync: new SamlGroupSyncService({ orm, links: samlGroupLinks, memberships: groupMembershipSync }),
    oauthTokens,
    replays: new SamlReplaysService(orm),
  });
  if (ldapDirectories.enabled) {
    const ldapSignIn = new LdapSignInService({
      directories: ldapDirectories,
      identities,
      users,
      logger: deps.logger,
    });
    oauthTokens.useExternalPasswords((login, password) => ldapSignIn.authenticate(login, password));
  }
  const usersFinder = new UsersFinder(orm, {
    offsetLimit: config.OFFSET_PAGINATION_LIMIT,
    countLimit: config.PAGINATION_COUNT_LIMIT,
  });

  // Deleting a user deletes their personal projects, in the same transaction (as GitLab does).
  users.onDelete(async (actor, { personalProjectIds }) => {
    for (const id of personalProjectIds) {
      await projects.delete(actor, await projects.find(actor, id, { redirects: 'ignore' }));
    }
  });
  customAttributes.useSubjectLookup('User', async (actor, id) => {
    const user = await users.findAny(actor, Number(id));
    return user.id;
  });
  customAttributes.useSubjectLookup('Group', async (actor, id) => (await groups.find(actor, id)).group.id);
  customAttributes.useSubjectLookup(
    'Project',
    async (actor, id) => (await projects.find(actor, id, { redirects: 'ignore' })).project.id,
  );

  const mailer = createMailer(config, { silent: () => applicationSettings.silentMode() });
  const notificationEmails = new NotificationEmailsService(moduleDeps, {
    mailer,
    notifications,
    mergeRequests,
    notes,
    pipelines,
    integrations: (projectId, slug) => integrations.actingSettings(projectId, slug),
  });
  const inactiveProjectDeletion = new InactiveProjectDeletionService(
    moduleDeps,
    applicationSettings,
    notificationEmails,
  );

  const errorTallies = new ErrorTallyFolder(() => kysely(orm.em.fork()), deps.logger);
  return {
    config,
    urls,
    mailer,
    metadata: new MetadataService(),
    bus: deps.bus,
    uow,
    encryption: deps.encryption,
    access,
    namespaces,
    customAttributes,
    personalAccessTokens,
    uploads,
    projectUploads,
    oauthTokens,
    authentication,
    users,
    userStates,
    userFollows,
    userStatus,
    userCallouts,
    usersFinder,
    members,
    memberAdditions,
    billableMembers,
    sharing,
    invitations,
    groups,
    groupsFinder,
    projects,
    projectStars,
    projectStatistics,
    storages,
    repositories,
    protectedRefs,
    protectedBranches,
    protectedTags,
    repositoryReads,
    branches,
    tags,
    commits,
    repositoryFiles,
    changelog,
    storageMoves,
    snippets,
    notes,
    awardEmoji,
    milestones,
    topics,
    labels,
    notifications,
    notificationEmails,
    mergeRequests,
    merging,
    mergeRequestPipelines,
    mergeTrains,
    draftNotes,
    planLimits,
    applicationSettings,
    ciConfigs,
    ciLint,
    ciConfigVariables,
    runnerCache,
    runners,
    runnerRegistration,
    ciEngine,
    pipelines,
    triggers,
    pipelineSchedules,
    ciVariables,
    hooks,
    hooksFinder,
    hookDeliveries,
    integrations,
    issueTrackers,
    mergeRequestClosingIssues,
    integrationDefaults,
    jobs,
    environments,
    deployments,
    clusters,
    annotations,
    jobArtifacts: jobArtifactDownloads,
    runnerJobs,
    jobTokenScope,
    ldapGroupLinks,
    ldapSync,
    repositoryHousekeeping,
    expiredArtifacts,
    inactiveProjectDeletion,
    samlProviders,
    samlGroupLinks,
    samlSignIn,
    packages,
    npmLifecycle,
    registryScope,
    packageProtectionRules,
    errorTrackingKeys: new ClientKeysService(moduleDeps),
    errorIngestion: new ErrorIngestionService(moduleDeps, errorTallies),
    errorTrackingErrors: new ErrorsService(moduleDeps, errorTallies),
  };
}

export type Services = ReturnType<typeof createServices>;
