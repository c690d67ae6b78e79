import { unique } from '../fixtures.ts';
import type { Case, Governor, RowRules } from './matrix.ts';
import {
  mergeRequestOf,
  mergeRequestToMerge,
  mergeRequestToSpend,
  timelogToDelete,
} from './merge-requests.ts';
import { newCar, newCarOf, removeCar, TRAIN_BRANCH, trainsOn } from './merge-trains.ts';
import { milestoneOf, milestoneToDelete } from './milestones.ts';
import {
  annotationToDelete,
  clusterOf,
  clusterToDelete,
  deploymentOf,
  deploymentToDelete,
  environmentOf,
  environmentToDelete,
  environmentToStop,
} from './environments.ts';
import { clientKeyToDelete, errorOf, sendNewError } from './error-tracking.ts';
import { snippetThreadToChange } from './notes.ts';
import { draftOf, mrThread } from './merge-request-notes.ts';
import { snippetToAward } from './award-emoji.ts';
import {
  newAllowlisted,
  newArtifact,
  newBranch,
  newFinishedJob,
  newGroup,
  newImpersonationToken,
  newInvitation,
  newLabelId,
  newMember,
  newPipeline,
  newProject,
  newProtectedBranch,
  newProtectedTag,
  newRunner,
  newSchedule,
  newSnippet,
  newToken,
  newTrigger,
  newUser,
  newVariable,
  inAMonth,
  setup,
  type Place,
} from './world.ts';

/**
 * A GraphQL root field and how to reach its authorization check. Queries give a document and the
 * path of the value that is null (or an empty list) when refused; mutations give their input (the
 * document is `mutation($input: …) { field(input: $input) { errors } }`); subscriptions give their
 * variables and how to make an event happen.
 */
export interface GraphQLRow extends RowRules {
  /** `Query.project`, `Mutation.projectUpdate`, `Subscription.ciJobStatusUpdated`. */
  field: string;
  /** Names the row when a root field has several (nested fields of `project`...). */
  probe?: string;
  query?: (
    c: Case,
  ) =>
    | { query: string; variables?: Record<string, unknown> }
    | Promise<{ query: string; variables?: Record<string, unknown> }>;
  /** Where the answer is, from `data`; defaults to the root field. */
  path?: string[];
  /** The answer is a list or connection, empty when refused. */
  list?: boolean;
  /** How this mutation words a refusal, beyond the usual permission errors. */
  refusedWith?: RegExp;
  /** An error an allowed mutation may answer with (a state the matrix does not set up). */
  allowedError?: RegExp;
  input?: (c: Case) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Makes what a subscription row watches, once per visibility (as root): `c.prepared` in the others. */
  prepare?: (c: Case) => Promise<Record<string, number>>;
  subscribe?: (c: Case) => Record<string, unknown>;
  /** Makes an event the subscription would deliver (as root), once per visibility. */
  trigger?: (c: Case) => Promise<void>;
}

const gid = (type: string, id: number) => `gid://gitlab/${type}/${id}`;

function query(field: string, governor: Governor, rest: Omit<GraphQLRow, 'field' | 'governor'>): GraphQLRow {
  return { field: `Query.${field}`, governor, ...rest };
}

function mutation(
  field: string,
  governor: Governor,
  input: GraphQLRow['input'],
  rest: Omit<GraphQLRow, 'field' | 'governor' | 'input'> = {},
): GraphQLRow {
  return { field: `Mutation.${field}`, governor, input, ...rest };
}

async function fresh<T>(c: Case, make: () => Promise<T>, shared: T): Promise<T> {
  return c.allowed ? make() : shared;
}

/** A nested field of `project(fullPath:)`, governed by its own ability. */
function projectProbe(
  probe: string,
  governor: Governor,
  selection: string,
  path: string[],
  list = false,
): GraphQLRow {
  return query('project', governor, {
    probe,
    scope: 'project',
    container: 'project',
    list,
    path: ['project', ...path],
    query: (c) => ({
      query: `query($path: ID!) { project(fullPath: $path) { id ${selection} } }`,
      variables: { path: c.place.project.fullPath },
    }),
  });
}

function groupProbe(
  probe: string,
  governor: Governor,
  selection: string,
  path: string[],
  list = false,
): GraphQLRow {
  return query('group', governor, {
    probe,
    scope: 'group',
    container: 'group',
    list,
    path: ['group', ...path],
    query: (c) => ({
      query: `query($path: ID!) { group(fullPath: $path) { id ${selection} } }`,
      variables: { path: c.place.group.fullPath },
    }),
  });
}

const projectPath = (c: Case) => c.place.project.fullPath;

/** A generic package of the case's project, published by root; its global id. */
async function packageOf(c: Case): Promise<string> {
  const name = unique('matrix');
  const url = `/projects/${c.place.project.id}/packages/generic/${name}/1.0.0/f.txt`;
  await setup(c.world.t, 'PUT', url, { body: 'x' });
  const listed = await setup(
    c.world.t,
    'GET',
    `/projects/${c.place.project.id}/packages?package_name=${name}`,
  );
  return gid('Packages::Package', (listed.body as { id: number }[])[0]!.id);
}

/** The file of a generic package of the case's project, published by root; its global id. */
async function packageFileOf(c: Case): Promise<string> {
  const packageId = (await packageOf(c)).split('/').pop();
  const files = await setup(
    c.world.t,
    'GET',
    `/projects/${c.place.project.id}/packages/${packageId}/package_files`,
  );
  return gid('Packages::PackageFile', (files.body as { id: number }[])[0]!.id);
}

/** A package protection rule of the case's project, made by root; its global id. */
async function packageRuleOf(c: Case): Promise<string> {
  const rule = await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/packages/protection/rules`, {
    body: {
      package_name_pattern: `${unique('matrix')}-*`,
      package_type: 'generic',
      minimum_access_level_for_push: 'owner',
    },
  });
  return gid('Packages::Protection::Rule', (rule.body as { id: number }).id);
}
const mergeRequestIdOf = async (c: Case) =>
  (await setup(c.world.t, 'GET', `/projects/${c.place.project.id}/merge_requests/${await mergeRequestOf(c)}`))
    .body.id as number;
const newProjectIn = async (c: Case) => newProject(c.world, c.place.group.id, c.place.vis);
const projectOfPlace = (p: Place) => `/projects/${p.project.id}`;
const groupOfPlace = (p: Place) => `/groups/${p.group.id}`;

/** A hook (made by root) under `base` (`/projects/1`, `/groups/2`, or '' for a system hook). */
async function newHook(
  world: Case['world'],
  base: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await setup(world.t, 'POST', `${base}/hooks`, {
    // Not on pushes: the matrix pushes often, and the hooks it makes are many.
    body: { url: 'https://example.com/gql-hook', push_events: false, ...extra },
  });
  return created.body.id as number;
}

/** A delivery of a hook in its log (as if sent), for the routes that name one. */
async function loggedDelivery(world: Case['world'], hookId: number): Promise<number> {
  const connection = world.t.running.orm.em.fork().getConnection();
  const [payload] = await connection.execute<{ id: string }[]>(
    `insert into web_hook_payloads (trigger, event_uuid, payload)
     values ('push_hooks', gen_random_uuid(), '{"object_kind":"push"}') returning id`,
  );
  const [log] = await connection.execute<{ id: string }[]>(
    `insert into web_hook_logs (web_hook_id, payload_id, idempotency_key, state, request_data, response_status)
     values (?, ?, gen_random_uuid(), 'done', '{"object_kind":"push"}', '200') returning id`,
    [hookId, payload!.id],
  );
  return Number(log!.id);
}

export const GRAPHQL_ROWS: GraphQLRow[] = [
  // ---------------------------------------------------------------- queries
  query('currentUser', 'self', { query: () => ({ query: '{ currentUser { id } }' }) }),
  query('metadata', 'read_instance_metadata', { query: () => ({ query: '{ metadata { version } }' }) }),
  query('user', 'read_user', {
    query: (c) => ({ query: `{ user(id: "${gid('User', c.world.target.id)}") { id } }` }),
  }),
  query('users', 'anyone', {
    list: true,
    path: ['users', 'nodes'],
    query: () => ({ query: '{ users { nodes { id } } }' }),
  }),
  query('userActivities', 'signed_in', {
    path: ['userActivities', 'nodes'],
    query: () => ({ query: '{ userActivities { nodes { username } } }' }),
  }),
  query('customAttributes', 'admin_custom_attributes', {
    query: (c) => ({ query: `{ customAttributes(subjectId: "${gid('User', c.world.target.id)}") { key } }` }),
  }),
  query('groups', 'anyone', {
    path: ['groups', 'nodes'],
    query: () => ({ query: '{ groups { nodes { id } } }' }),
  }),
  query('projects', 'anyone', {
    path: ['projects', 'nodes'],
    query: () => ({ query: '{ projects { nodes { id } } }' }),
  }),
  query('queryComplexity', 'anyone', { query: () => ({ query: '{ queryComplexity { score limit } }' }) }),
  query('node', 'read_project', {
    scope: 'project',
    query: (c) => ({ query: `{ node(id: "${gid('Project', c.place.project.id)}") { id } }` }),
  }),
  query('nodes', 'read_project', {
    scope: 'project',
    path: ['nodes', '0'],
    query: (c) => ({ query: `{ nodes(ids: ["${gid('Project', c.place.project.id)}"]) { id } }` }),
  }),
  query('group', 'read_group', {
    query: (c) => ({
      query: `query($path: ID!) { group(fullPath: $path) { id } }`,
      variables: { path: c.place.group.fullPath },
    }),
  }),
  query('topics', 'anyone', {
    query: () => ({ query: '{ topics(first: 1) { nodes { id } } }' }),
  }),
  query('namespace', 'read_group', {
    probe: 'a group',
    query: (c) => ({
      query: `query($path: ID!) { namespace(fullPath: $path) { id } }`,
      variables: { path: c.place.group.fullPath },
    }),
  }),
  groupProbe(
    'groupMembers',
    'read_group_member',
    'groupMembers { nodes { id } }',
    ['groupMembers', 'nodes'],
    true,
  ),
  groupProbe(
    'pendingInvitations',
    'admin_group_member',
    'pendingInvitations { nodes { inviteEmail } }',
    ['pendingInvitations', 'nodes'],
    true,
  ),
  groupProbe(
    'billableMembers',
    'admin_group_member',
    'billableMembers { nodes { user { id } } }',
    ['billableMembers', 'nodes'],
    true,
  ),
  groupProbe(
    'ciVariables',
    'admin_group_variables',
    'ciVariables { nodes { key } }',
    ['ciVariables', 'nodes'],
    true,
  ),
  query('group', 'admin_group_web_hook', {
    probe: 'webhooks',
    scope: 'group',
    container: 'group',
    list: true,
    path: ['group', 'webhooks', 'nodes'],
    query: async (c) => {
      await newHook(c.world, groupOfPlace(c.place));
      return {
        query: `query($path: ID!) { group(fullPath: $path) { id webhooks { nodes { id } } } }`,
        variables: { path: c.place.group.fullPath },
      };
    },
  }),
  query('project', 'read_project', {
    query: (c) => ({
      query: `query($path: ID!) { project(fullPath: $path) { id } }`,
      variables: { path: projectPath(c) },
    }),
  }),
  projectProbe('repository.tree', 'read_code', 'repository { tree { blobs { nodes { name } } } }', [
    'repository',
    'tree',
  ]),
  projectProbe(
    'repository.blobs',
    'read_code',
    'repository { blobs(paths: ["README.md"], ref: "main") { nodes { name } } }',
    ['repository', 'blobs'],
    true,
  ),
  projectProbe('repository.commit', 'read_code', 'repository { commit(ref: "main") { id } }', [
    'repository',
    'commit',
  ]),
  projectProbe(
    'repository.compare',
    'read_code',
    'repository { compare(from: "main", to: "feature") { commits { id } } }',
    ['repository', 'compare'],
  ),
  projectProbe(
    'repository.contributors',
    'read_code',
    'repository { contributors { name } }',
    ['repository', 'contributors'],
    true,
  ),
  projectProbe(
    'repository.mergeBase',
    'read_code',
    'repository { mergeBase(refs: ["main", "feature"]) { id } }',
    ['repository', 'mergeBase'],
  ),
  projectProbe(
    'repository.branchNames',
    'read_code',
    'repository { branchNames(limit: 10, offset: 0, searchPattern: "*") }',
    ['repository', 'branchNames'],
    true,
  ),
  projectProbe('pipelines', 'read_pipeline', 'pipelines { nodes { id } }', ['pipelines', 'nodes'], true),
  projectProbe(
    'pipelineSchedules',
    'read_pipeline_schedule',
    'pipelineSchedules { nodes { id } }',
    ['pipelineSchedules', 'nodes'],
    true,
  ),
  projectProbe(
    'pipelineTriggers',
    'admin_build',
    'pipelineTriggers { nodes { id } }',
    ['pipelineTriggers', 'nodes'],
    true,
  ),
  projectProbe(
    'ciVariables',
    'admin_cicd_variables',
    'ciVariables { nodes { key } }',
    ['ciVariables', 'nodes'],
    true,
  ),
  // The hooks lists: one hook made (as root) before each case, so an allowed caller sees a non-empty list.
  query('project', 'admin_web_hook', {
    probe: 'webhooks',
    scope: 'project',
    container: 'project',
    list: true,
    path: ['project', 'webhooks', 'nodes'],
    query: async (c) => {
      await newHook(c.world, projectOfPlace(c.place));
      return {
        query: `query($path: ID!) { project(fullPath: $path) { id webhooks { nodes { id } } } }`,
        variables: { path: c.place.project.fullPath },
      };
    },
  }),
  projectProbe(
    'branchRules',
    'admin_protected_refs',
    'branchRules { nodes { name } }',
    ['branchRules', 'nodes'],
    true,
  ),
  projectProbe(
    'protectedTags',
    'admin_protected_refs',
    'protectedTags { nodes { name } }',
    ['protectedTags', 'nodes'],
    true,
  ),
  projectProbe(
    'projectMembers',
    'read_project_member',
    'projectMembers { nodes { id } }',
    ['projectMembers', 'nodes'],
    true,
  ),
  projectProbe(
    'pendingInvitations',
    'admin_project_member',
    'pendingInvitations { nodes { inviteEmail } }',
    ['pendingInvitations', 'nodes'],
    true,
  ),
  projectProbe('snippets', 'read_project_snippet', 'snippets { nodes { id } }', ['snippets', 'nodes'], true),
  projectProbe('milestones', 'read_milestone', 'milestones { count }', ['milestones']),
  projectProbe('environments', 'read_environment', 'environments { count }', ['environments']),
  projectProbe('clusters', 'admin_cluster', 'clusters { count }', ['clusters']),
  groupProbe('clusters', 'admin_group_cluster', 'clusters { count }', ['clusters']),
  groupProbe('milestones', 'read_group', 'milestones { count }', ['milestones']),
  groupProbe('ldapGroupLinks', 'admin_group', 'ldapGroupLinks { cn }', ['ldapGroupLinks']),
  groupProbe('samlGroupLinks', 'admin_group', 'samlGroupLinks { name }', ['samlGroupLinks']),
  projectProbe(
    'repositoryStorageMoves',
    'admin_storage_moves',
    'repositoryStorageMoves { nodes { id } }',
    ['repositoryStorageMoves', 'nodes'],
    false,
  ),
  query('ciConfig', 'create_pipeline', {
    scope: 'project',
    query: (c) => ({
      query:
        'query($path: ID!) { ciConfig(projectPath: $path, content: "build:\\n  script: echo\\n") { status } }',
      variables: { path: projectPath(c) },
    }),
  }),
  query('snippets', 'read_project_snippet', {
    path: ['snippets', 'nodes'],
    list: true,
    query: (c) => ({
      query: 'query($ids: [SnippetID!]) { snippets(ids: $ids) { nodes { id } } }',
      variables: { ids: [gid('ProjectSnippet', c.place.snippetId)] },
    }),
  }),
  query('systemWebhooks', 'admin_system_hook', {
    path: ['systemWebhooks', 'nodes'],
    list: true,
    query: async (c) => {
      await newHook(c.world, '');
      return { query: '{ systemWebhooks { nodes { id } } }' };
    },
  }),
  query('ciVariables', 'admin_instance_variables', {
    path: ['ciVariables', 'nodes'],
    list: true,
    query: () => ({ query: '{ ciVariables { nodes { key } } }' }),
  }),
  query('runners', 'admin_instance_runners', {
    path: ['runners', 'nodes'],
    list: true,
    query: () => ({ query: '{ runners { nodes { id } } }' }),
  }),
  query('jobs', 'read_all_jobs', {
    path: ['jobs', 'nodes'],
    list: true,
    query: () => ({ query: '{ jobs { nodes { id } } }' }),
  }),
  query('runnerPlatforms', 'anyone', {
    path: ['runnerPlatforms', 'nodes'],
    list: true,
    query: () => ({ query: '{ runnerPlatforms { nodes { name } } }' }),
  }),
  query('runnerSetup', 'anyone', {
    query: () => ({
      query: '{ runnerSetup(platform: "linux", architecture: "amd64") { installInstructions } }',
    }),
  }),
  query('runner', 'read_runner', {
    scope: 'project',
    container: 'none',
    query: (c) => ({ query: `{ runner(id: "${gid('Ci::Runner', c.place.projectRunnerId)}") { id } }` }),
  }),
  query('ciPipelineStage', 'read_build', {
    scope: 'project',
    container: 'none',
    // The place's pipeline runs `build` in the default stage `test`, third after `.pre` and `build`.
    query: (c) => ({
      query: `{ ciPipelineStage(id: "${gid('Ci::Stage', c.place.pipelineId * 1000 + 2)}") { id } }`,
    }),
  }),
  query('applicationSettings', 'admin_application_settings', {
    query: () => ({ query: '{ applicationSettings { signupEnabled } }' }),
  }),
  query('ciApplicationSettings', 'admin_application_settings', {
    query: () => ({ query: '{ ciApplicationSettings { keepLatestArtifact } }' }),
  }),
  query('projectRepositoryStorageMove', 'admin_storage_moves', {
    query: (c) => ({
      query: `{ projectRepositoryStorageMove(id: "${gid('ProjectRepositoryStorageMove', c.world.storageMoveId)}") { id } }`,
    }),
  }),

  // ---------------------------------------------------------------- mutations: users and tokens
  mutation('applicationSettingsUpdate', 'admin_application_settings', () => ({ gravatarEnabled: true })),
  mutation('userCreate', 'admin_users', () => {
    const username = unique('gql');
    return { username, name: username, email: `${username}@example.com`, password: 'password-123' };
  }),
  mutation('userUpdate', 'admin_users', (c) => ({ id: gid('User', c.world.target.id), bio: 'x' })),
  ...(
    [
      ['userBlock', 'active'],
      ['userUnblock', 'blocked'],
      ['userDeactivate', 'active'],
      ['userActivate', 'deactivated'],
      ['userBan', 'active'],
      ['userUnban', 'banned'],
      ['userDelete', 'active'],
    ] as const
  ).map(([name, state]) =>
    mutation(name, 'admin_users', async (c) => {
      if (!c.allowed) return { id: gid('User', c.world.target.id) };
      const user = await newUser(c.world);
      const action = { active: null, blocked: 'block', deactivated: 'deactivate', banned: 'ban' }[state];
      if (action) await setup(c.world.t, 'POST', `/users/${user.id}/${action}`);
      return { id: gid('User', user.id) };
    }),
  ),
  mutation('userDisableTwoFactor', 'admin_users', (c) => ({ id: gid('User', c.world.target.id) }), {
    allowedError: /not enabled/,
  }),
  // The matrix's users are active, not waiting for approval.
  mutation('userApprove', 'admin_users', (c) => ({ id: gid('User', c.world.target.id) }), {
    allowedError: /not pending approval/,
  }),
  mutation('userReject', 'admin_users', (c) => ({ id: gid('User', c.world.target.id) }), {
    allowedError: /does not have a pending request/,
  }),
  mutation('userFollow', 'signed_in', (c) => ({ id: gid('User', c.world.target.id) })),
  mutation('userUnfollow', 'signed_in', (c) => ({ id: gid('User', c.world.target.id) })),
  mutation('userStatusUpdate', 'self', () => ({ message: 'Away', availability: 'BUSY' })),
  mutation('notificationSettingsUpdate', 'self', () => ({ level: 'WATCH' })),
  mutation(
    'notificationSettingsUpdate',
    'read_project',
    (c) => ({ projectPath: projectPath(c), level: 'MENTION' }),
    {
      probe: 'project',
      scope: 'project',
    },
  ),
  mutation(
    'notificationSettingsUpdate',
    'read_group',
    (c) => ({ groupPath: c.place.group.fullPath, level: 'WATCH' }),
    {
      probe: 'group',
      scope: 'group',
    },
  ),
  mutation('userCalloutCreate', 'self', () => ({ featureName: 'suggest_pipeline' })),
  mutation(
    'userGroupCalloutCreate',
    'read_group',
    (c) => ({ featureName: 'invite_members_banner', groupId: gid('Group', c.place.group.id) }),
    { scope: 'group' },
  ),
  mutation('personalAccessTokenCreate', 'self', () => ({ name: unique('t'), scopes: ['k8s_proxy'] })),
  mutation('personalAccessTokenRevoke', 'manage_personal_access_token', async (c) => ({
    id: gid(
      'PersonalAccessToken',
      await fresh(c, () => newToken(c.world, c.world.target.id), c.world.targetTokenId),
    ),
  })),
  mutation('personalAccessTokenRotate', 'manage_personal_access_token', async (c) => ({
    id: gid(
      'PersonalAccessToken',
      await fresh(c, () => newToken(c.world, c.world.target.id), c.world.targetTokenId),
    ),
  })),
  mutation('impersonationTokenCreate', 'admin_users', (c) => ({
    userId: gid('User', c.world.target.id),
    name: unique('imp'),
    scopes: ['api'],
    expiresAt: inAMonth(),
  })),
  mutation('impersonationTokenRevoke', 'admin_users', async (c) => ({
    id: gid('PersonalAccessToken', await newImpersonationToken(c.world, c.world.target.id)),
  })),
  mutation('customAttributeSet', 'admin_custom_attributes', (c) => ({
    subjectId: gid('User', c.world.target.id),
    key: 'matrix',
    value: 'x',
  })),
  mutation('customAttributeDelete', 'admin_custom_attributes', async (c) => {
    const key = unique('attr');
    if (c.allowed)
      await setup(c.world.t, 'PUT', `/users/${c.world.target.id}/custom_attributes/${key}`, {
        body: { value: 'x' },
      });
    return { subjectId: gid('User', c.world.target.id), key: c.allowed ? key : 'matrix' };
  }),

  // ---------------------------------------------------------------- mutations: groups and projects
  mutation('groupCreate', 'create_group', () => {
    const path = unique('gqlgrp');
    return { name: path, path };
  }),
  mutation(
    'groupUpdate',
    'admin_group',
    (c) => ({ fullPath: c.place.group.fullPath, description: 'changed' }),
    {
      scope: 'group',
    },
  ),
  // The matrix app has no LDAP provider: an allowed create is refused for it, an allowed destroy
  // finds no link; the sync of a group without links changes nothing.
  mutation(
    'ldapGroupLinkCreate',
    'admin_group',
    (c) => ({
      groupPath: c.place.group.fullPath,
      cn: 'matrix',
      accessLevel: 'DEVELOPER',
      provider: 'ldapmain',
    }),
    { scope: 'group', allowedError: /LDAP is not enabled/ },
  ),
  mutation(
    'ldapGroupLinkDestroy',
    'admin_group',
    (c) => ({ groupPath: c.place.group.fullPath, cn: 'matrix', provider: 'ldapmain' }),
    { scope: 'group', allowedError: /Linked LDAP group not found/ },
  ),
  mutation('ldapSync', 'admin_group', (c) => ({ groupPath: c.place.group.fullPath }), { scope: 'group' }),
  mutation(
    'createPackagesProtectionRule',
    'admin_package',
    (c) => ({
      projectPath: projectPath(c),
      packageNamePattern: `@matrix/${unique('p')}-*`,
      packageType: 'NPM',
      minimumAccessLevelForPush: 'MAINTAINER',
    }),
    { scope: 'project' },
  ),
  mutation(
    'updatePackagesProtectionRule',
    'admin_package',
    async (c) => ({ id: await packageRuleOf(c), minimumAccessLevelForPush: 'OWNER' }),
    { scope: 'project' },
  ),
  mutation('deletePackagesProtectionRule', 'admin_package', async (c) => ({ id: await packageRuleOf(c) }), {
    scope: 'project',
  }),
  mutation('destroyPackage', 'destroy_package', async (c) => ({ id: await packageOf(c) }), {
    scope: 'project',
  }),
  query('package', 'read_package', {
    scope: 'project',
    query: async (c) => ({ query: `{ package(id: "${await packageOf(c)}") { id } }` }),
  }),
  mutation('destroyPackages', 'destroy_package', async (c) => ({ ids: [await packageOf(c)] }), {
    scope: 'project',
  }),
  mutation('destroyPackageFile', 'destroy_package', async (c) => ({ id: await packageFileOf(c) }), {
    scope: 'project',
  }),
  mutation(
    'destroyPackageFiles',
    'destroy_package',
    async (c) => ({ projectPath: projectPath(c), ids: [await packageFileOf(c)] }),
    { scope: 'project' },
  ),
  mutation(
    'samlGroupLinkCreate',
    'admin_group',
    (c) => ({ groupPath: c.place.group.fullPath, samlGroupName: unique('matrix'), accessLevel: 'DEVELOPER' }),
    { scope: 'group' },
  ),
  mutation(
    'samlGroupLinkDestroy',
    'admin_group',
    (c) => ({ groupPath: c.place.group.fullPath, samlGroupName: 'matrix' }),
    { scope: 'group', allowedError: /Linked SAML group link not found/ },
  ),
  // An allowed change is refused as invalid (an http SSO URL), so no matrix group gets a provider.
  mutation(
    'samlProviderUpdate',
    'admin_group',
    (c) => ({
      groupPath: c.place.group.fullPath,
      ssoUrl: 'http://idp.example.com/sso',
      certificateFingerprint: 'ab'.repeat(20),
    }),
    { scope: 'group', allowedError: /Sso url must be a valid https URL/ },
  ),
  mutation(
    'groupDelete',
    'remove_group',
    async (c) => ({
      fullPath: await fresh(
        c,
        async () => (await newGroup(c.world, c.place.vis, c.place.group.id)).fullPath,
        c.place.group.fullPath,
      ),
    }),
    { scope: 'group' },
  ),
  mutation(
    'groupTransfer',
    'transfer_group',
    async (c) => ({
      fullPath: await fresh(
        c,
        async () => (await newGroup(c.world, c.place.vis, c.place.group.id)).fullPath,
        c.place.subgroup.fullPath,
      ),
    }),
    { scope: 'group' },
  ),
  mutation(
    'projectCreate',
    'create_projects',
    (c) => {
      const path = unique('gqlprj');
      return { name: path, path, namespaceId: gid('Group', c.place.group.id) };
    },
    // GitLab answers a namespace the caller may not create projects in as invalid.
    { scope: 'group', container: 'none', refusedWith: /Namespace is not valid/ },
  ),
  mutation('projectUpdate', 'admin_project', (c) => ({ fullPath: projectPath(c), description: 'changed' }), {
    scope: 'project',
  }),
  mutation(
    'projectDelete',
    'remove_project',
    async (c) => ({
      fullPath: await fresh(c, async () => (await newProjectIn(c)).fullPath, projectPath(c)),
    }),
    { scope: 'project' },
  ),
  mutation(
    'projectTransfer',
    'change_namespace',
    async (c) => ({
      fullPath: await fresh(c, async () => (await newProjectIn(c)).fullPath, projectPath(c)),
      namespaceId: gid('Group', c.place.subgroup.id),
    }),
    { scope: 'project' },
  ),
  mutation(
    'projectArchive',
    'archive_project',
    async (c) => ({
      fullPath: await fresh(c, async () => (await newProjectIn(c)).fullPath, projectPath(c)),
    }),
    { scope: 'project' },
  ),
  mutation(
    'projectUnarchive',
    'archive_project',
    async (c) => {
      const made = await fresh(c, () => newProjectIn(c), c.place.project);
      if (c.allowed) await setup(c.world.t, 'POST', `/projects/${made.id}/archive`);
      return { fullPath: made.fullPath };
    },
    { scope: 'project' },
  ),
  mutation('projectStar', 'star_project', (c) => ({ fullPath: projectPath(c), starred: true }), {
    scope: 'project',
  }),

  // ---------------------------------------------------------------- mutations: members, invitations, sharing
  ...(['group', 'project'] as const).flatMap((kind) => {
    const idOf = (p: Place) => (kind === 'group' ? gid('Group', p.group.id) : gid('Project', p.project.id));
    const key = kind === 'group' ? 'groupId' : 'projectId';
    const of = kind === 'group' ? ('groups' as const) : ('projects' as const);
    const shared = (p: Place) => (kind === 'group' ? p.groupMemberId : p.memberId);
    const scope = kind;
    return [
      mutation(
        `${kind}MemberCreate`,
        'admin_source_member',
        async (c) => ({
          [key]: idOf(c.place),
          userId: gid('User', await fresh(c, async () => (await newUser(c.world)).id, c.world.candidate.id)),
          accessLevel: 'GUEST',
        }),
        { scope },
      ),
      mutation(
        `${kind}MemberBulkUpdate`,
        'update_member',
        async (c) => ({
          [key]: idOf(c.place),
          userIds: [gid('User', await fresh(c, () => newMember(c.world, c.place, of), shared(c.place)))],
          accessLevel: 'REPORTER',
        }),
        { scope },
      ),
      mutation(
        `${kind}MemberDestroy`,
        'destroy_member',
        async (c) => ({
          [key]: idOf(c.place),
          userId: gid('User', await fresh(c, () => newMember(c.world, c.place, of), shared(c.place))),
        }),
        { scope },
      ),
      mutation(
        `${kind}InvitationCreate`,
        'admin_source_member',
        (c) => ({
          [key]: idOf(c.place),
          emails: [`${unique('gqlinv')}@example.com`],
          accessLevel: 'GUEST',
        }),
        { scope },
      ),
      mutation(
        `${kind}InvitationUpdate`,
        'admin_source_member',
        (c) => ({
          [key]: idOf(c.place),
          email: kind === 'group' ? c.place.groupInvite : c.place.projectInvite,
          accessLevel: 'REPORTER',
        }),
        { scope },
      ),
      mutation(
        `${kind}InvitationDestroy`,
        'admin_source_member',
        async (c) => ({
          [key]: idOf(c.place),
          email: await fresh(
            c,
            () => newInvitation(c.world, c.place, of),
            kind === 'group' ? c.place.groupInvite : c.place.projectInvite,
          ),
        }),
        { scope },
      ),
    ];
  }),
  mutation(
    'billableMemberDestroy',
    'admin_source_member',
    async (c) => ({
      groupId: gid('Group', c.place.group.id),
      userId: gid('User', await fresh(c, () => newMember(c.world, c.place, 'groups'), c.place.groupMemberId)),
    }),
    { scope: 'group' },
  ),
  mutation('groupShareCreate', 'admin_group_member', async (c) => ({
    groupId: gid('Group', c.place.group.id),
    sharedWithGroupId: gid(
      'Group',
      await fresh(c, async () => (await newGroup(c.world, 'public')).id, c.world.shareTarget.id),
    ),
    groupAccess: 'GUEST',
  })),
  mutation('groupShareDestroy', 'admin_group_member', async (c) => {
    const shared = await fresh(c, async () => (await newGroup(c.world, 'public')).id, c.world.shareTarget.id);
    if (c.allowed)
      await setup(c.world.t, 'POST', `/groups/${c.place.group.id}/share`, {
        body: { group_id: shared, group_access: 10 },
      });
    return { groupId: gid('Group', c.place.group.id), sharedWithGroupId: gid('Group', shared) };
  }),
  mutation('projectShareCreate', 'admin_project', async (c) => ({
    projectId: gid('Project', c.place.project.id),
    groupId: gid(
      'Group',
      await fresh(c, async () => (await newGroup(c.world, 'public')).id, c.world.shareTarget.id),
    ),
    groupAccess: 'GUEST',
  })),
  mutation('projectShareDestroy', 'admin_project', async (c) => {
    const shared = await fresh(c, async () => (await newGroup(c.world, 'public')).id, c.world.shareTarget.id);
    if (c.allowed)
      await setup(c.world.t, 'POST', `${projectOfPlace(c.place)}/share`, {
        body: { group_id: shared, group_access: 10 },
      });
    return { projectId: gid('Project', c.place.project.id), groupId: gid('Group', shared) };
  }),

  // ---------------------------------------------------------------- mutations: repository
  mutation('createBranch', 'push_code', (c) => ({
    projectPath: projectPath(c),
    name: unique('gqlb'),
    ref: 'main',
  })),
  mutation('branchDelete', 'push_code', async (c) => ({
    projectPath: projectPath(c),
    name: await fresh(c, () => newBranch(c.world, c.place), 'feature'),
  })),
  mutation('commitCreate', 'push_code', (c) => ({
    projectPath: projectPath(c),
    branch: unique('gqlc'),
    startBranch: 'main',
    message: 'matrix',
    actions: [{ action: 'CREATE', filePath: `${unique('f')}.txt`, content: 'x' }],
  })),
  mutation('repositoryChangelogCreate', 'push_code', async (c) => ({
    projectPath: projectPath(c),
    version: '1.0.0',
    from: c.place.mainSha,
    branch: await fresh(c, () => newBranch(c.world, c.place), 'feature'),
  })),
  mutation('ciJobTokenScopeAddProject', 'admin_project', async (c) => ({
    projectPath: projectPath(c),
    targetProjectPath: (
      await fresh(c, () => newProject(c.world, c.world.shareTarget.id, 'public'), c.place.sibling)
    ).fullPath,
  })),
  mutation('ciJobTokenScopeAddGroupOrProject', 'admin_project', async (c) => ({
    projectPath: projectPath(c),
    targetPath: (await fresh(c, () => newGroup(c.world, 'public'), c.world.shareTarget)).fullPath,
  })),
  mutation('ciJobTokenScopeRemoveProject', 'admin_project', async (c) => ({
    projectPath: projectPath(c),
    targetProjectPath: (await fresh(c, () => newAllowlisted(c.world, c.place, 'project'), c.place.sibling))
      .fullPath,
  })),
  mutation('ciJobTokenScopeRemoveGroup', 'admin_project', async (c) => ({
    projectPath: projectPath(c),
    targetGroupPath: (await fresh(c, () => newAllowlisted(c.world, c.place, 'group'), c.world.shareTarget))
      .fullPath,
  })),
  mutation('projectCiCdSettingsUpdate', 'admin_project', (c) => ({
    fullPath: projectPath(c),
    inboundJobTokenScopeEnabled: true,
  })),
  projectProbe(
    'ciJobTokenScope',
    'admin_project',
    'ciJobTokenScope { inboundAllowlist { nodes { __typename } } }',
    ['ciJobTokenScope'],
  ),
  projectProbe('ciCdSettings', 'admin_project', 'ciCdSettings { inboundJobTokenScopeEnabled }', [
    'ciCdSettings',
  ]),
  mutation('branchRuleCreate', 'admin_protected_refs', (c) => ({
    projectPath: projectPath(c),
    name: unique('gqlpb-'),
  })),
  mutation(
    'branchRuleUpdate',
    'admin_protected_refs',
    (c) => ({
      id: gid('Projects::BranchRule', c.place.protectedBranchId),
      name: c.place.protectedBranch,
    }),
    { scope: 'project' },
  ),
  mutation(
    'branchRuleDelete',
    'admin_protected_refs',
    async (c) => {
      const name = await fresh(c, () => newProtectedBranch(c.world, c.place), c.place.protectedBranch);
      const rule = await setup(
        c.world.t,
        'GET',
        `${projectOfPlace(c.place)}/protected_branches/${encodeURIComponent(name)}`,
      );
      return { id: gid('Projects::BranchRule', rule.body.id) };
    },
    { scope: 'project' },
  ),
  mutation(
    'labelCreate',
    'admin_label',
    (c) => ({ projectPath: projectPath(c), title: unique('gqllabel-') }),
    {
      scope: 'project',
    },
  ),
  mutation(
    'labelUpdate',
    'admin_label',
    async (c) => ({
      id: gid('ProjectLabel', await newLabelId(c.world, c.place, 'project')),
      description: 'changed',
    }),
    { scope: 'project' },
  ),
  mutation(
    'labelDelete',
    'admin_label',
    async (c) => ({ id: gid('ProjectLabel', await newLabelId(c.world, c.place, 'project')) }),
    { scope: 'project' },
  ),
  // Promotion into the project's group: the group's label managers.
  mutation(
    'labelPromote',
    'admin_group_label',
    async (c) => ({ id: gid('ProjectLabel', await newLabelId(c.world, c.place, 'project')) }),
    { scope: 'project', container: 'project' },
  ),
  mutation('protectedTagCreate', 'admin_protected_refs', (c) => ({
    projectPath: projectPath(c),
    name: unique('gqlpt-'),
  })),
  mutation('protectedTagDelete', 'admin_protected_refs', async (c) => ({
    projectPath: projectPath(c),
    name: await fresh(c, () => newProtectedTag(c.world, c.place), 'release-*'),
  })),
  mutation(
    'projectRepositoryStorageMoveCreate',
    'admin_storage_moves',
    async (c) => ({
      projectId: gid('Project', await fresh(c, async () => (await newProjectIn(c)).id, c.place.project.id)),
      destinationStorageName: 'second',
    }),
    { scope: 'project', container: 'none' },
  ),

  // ---------------------------------------------------------------- merge requests
  projectProbe(
    'mergeRequests',
    'read_merge_request',
    'mergeRequests { nodes { iid } }',
    ['mergeRequests'],
    true,
  ),
  groupProbe('mergeRequests', 'read_group', 'mergeRequests { nodes { iid } }', ['mergeRequests']),
  query('mergeRequests', 'signed_in', { query: () => ({ query: '{ mergeRequests { nodes { iid } } }' }) }),
  query('mergeRequest', 'read_merge_request', {
    scope: 'project',
    query: async (c) => {
      const iid = await mergeRequestOf(c);
      const found = await setup(c.world.t, 'GET', `/projects/${c.place.project.id}/merge_requests/${iid}`);
      return { query: `{ mergeRequest(id: "${gid('MergeRequest', found.body.id as number)}") { id } }` };
    },
  }),
  query('note', 'read_merge_request', {
    scope: 'project',
    query: async (c) => ({ query: `{ note(id: "${gid('Note', (await mrThread(c)).noteId)}") { id } }` }),
  }),
  mutation('mergeRequestCreate', 'create_merge_request_in', async (c) => ({
    projectPath: projectPath(c),
    title: unique('gqlmr'),
    sourceBranch: c.allowed ? await newBranch(c.world, c.place) : 'feature',
    targetBranch: 'main',
  })),
  mutation(
    'mergeRequestUpdate',
    'update_merge_request',
    async (c) => ({
      projectPath: projectPath(c),
      iid: String(await mergeRequestOf(c)),
      description: 'changed',
    }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  mutation(
    'mergeRequestAccept',
    'update_merge_request',
    async (c) => ({
      projectPath: projectPath(c),
      iid: String(await mergeRequestToMerge(c)),
      sha: c.place.mainSha,
    }),
    {
      scope: 'project',
      hiddenBy: 'read_merge_request',
      // main may have moved on since the place was made: the source then is not at that sha.
      allowedError: /The merge-head is not at the anticipated SHA/,
    },
  ),
  mutation(
    'mergeRequestSetDraft',
    'update_merge_request',
    async (c) => ({ projectPath: projectPath(c), iid: String(await mergeRequestOf(c)), draft: false }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  mutation(
    'mergeRequestSetLabels',
    'update_merge_request',
    async (c) => ({ projectPath: projectPath(c), iid: String(await mergeRequestOf(c)), labelIds: [] }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  mutation(
    'mergeRequestSetAssignees',
    'update_merge_request',
    async (c) => ({
      projectPath: projectPath(c),
      iid: String(await mergeRequestOf(c)),
      assigneeUsernames: [],
    }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  mutation(
    'mergeRequestSetReviewers',
    'update_merge_request',
    async (c) => ({
      projectPath: projectPath(c),
      iid: String(await mergeRequestOf(c)),
      reviewerUsernames: [],
    }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  mutation(
    'mergeRequestSetMilestone',
    'update_merge_request',
    async (c) => ({ projectPath: projectPath(c), iid: String(await mergeRequestOf(c)), milestoneId: null }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  // Subscribing needs only to read the merge request (and a user).
  mutation(
    'mergeRequestSetSubscription',
    'read_merge_request',
    async (c) => ({
      projectPath: projectPath(c),
      iid: String(await mergeRequestOf(c)),
      subscribedState: true,
    }),
    { scope: 'project' },
  ),
  mutation(
    'mergeRequestSetLocked',
    'update_merge_request',
    async (c) => ({ projectPath: projectPath(c), iid: String(await mergeRequestOf(c)), locked: false }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  // Nobody reviews the shared merge request: an allowed caller is told the user is no reviewer.
  mutation(
    'mergeRequestReviewerRereview',
    'update_merge_request',
    async (c) => ({
      projectPath: projectPath(c),
      iid: String(await mergeRequestOf(c)),
      userId: gid('User', 1),
    }),
    { scope: 'project', hiddenBy: 'read_merge_request', allowedError: /Reviewer not found/ },
  ),
  // The caller reviews nothing: allowed, they are told so; refused, GitLab's "Invalid permissions".
  mutation(
    'mergeRequestRequestChanges',
    'update_merge_request',
    async (c) => ({ projectPath: projectPath(c), iid: String(await mergeRequestOf(c)) }),
    {
      scope: 'project',
      hiddenBy: 'read_merge_request',
      allowedError: /Reviewer not found/,
      refusedWith: /Invalid permissions/,
    },
  ),

  // Time logs: authors and assignees of a merge request log time too (the matrix's roles are not).
  mutation(
    'timelogCreate',
    'update_merge_request',
    async (c) => ({
      issuableId: gid('MergeRequest', await mergeRequestIdOf(c)),
      timeSpent: '1m',
      summary: 'spent',
    }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),
  // Root logged the time: its own user would delete it too.
  mutation(
    'timelogDelete',
    'admin_merge_request_timelogs',
    async (c) => ({ id: gid('Timelog', await timelogToDelete(c)) }),
    { scope: 'project', hiddenBy: 'read_merge_request' },
  ),

  // ---------------------------------------------------------------- mutations: environments, annotations
  mutation('environmentCreate', 'create_environment', (c) => ({
    projectPath: projectPath(c),
    name: unique('gql-env'),
  })),
  mutation(
    'environmentUpdate',
    'create_environment',
    async (c) => ({ id: gid('Environment', await environmentOf(c)), description: 'changed' }),
    { scope: 'project', hiddenBy: 'read_environment' },
  ),
  mutation(
    'environmentStop',
    'create_environment',
    async (c) => ({ id: gid('Environment', await environmentToStop(c)) }),
    { scope: 'project', hiddenBy: 'read_environment' },
  ),
  mutation(
    'environmentDelete',
    'destroy_environment',
    async (c) => ({ id: gid('Environment', await environmentToDelete(c)) }),
    { scope: 'project', hiddenBy: 'read_environment' },
  ),
  mutation('deploymentCreate', 'create_environment', (c) => ({
    projectPath: projectPath(c),
    environment: unique('gql-deploy'),
    sha: c.place.mainSha,
    ref: 'main',
    tag: false,
    status: 'SUCCESS',
  })),
  mutation(
    'deploymentUpdate',
    'create_environment',
    async (c) => ({ id: gid('Deployment', await deploymentOf(c)), status: 'RUNNING' }),
    { scope: 'project' },
  ),
  mutation(
    'deploymentDelete',
    'destroy_deployment',
    async (c) => ({ id: gid('Deployment', await deploymentToDelete(c)) }),
    { scope: 'project' },
  ),
  mutation(
    'createAnnotation',
    'admin_metrics_dashboard_annotation',
    async (c) => ({
      environmentId: gid('Environment', await environmentOf(c)),
      dashboardPath: 'd.yml',
      startingAt: '2020-01-01T00:00:00Z',
      description: 'x',
    }),
    { scope: 'project', hiddenBy: 'read_environment' },
  ),
  mutation(
    'createAnnotation',
    'admin_metrics_dashboard_annotation',
    async (c) => ({
      clusterId: gid('Clusters::Cluster', await clusterOf(c, 'projects')),
      dashboardPath: 'd.yml',
      startingAt: '2020-01-01T00:00:00Z',
      description: 'x',
    }),
    { probe: 'cluster', scope: 'project' },
  ),
  mutation(
    'deleteAnnotation',
    'admin_metrics_dashboard_annotation',
    async (c) => ({ id: gid('Metrics::Dashboard::Annotation', await annotationToDelete(c)) }),
    { scope: 'project', hiddenBy: 'read_environment' },
  ),

  // ---------------------------------------------------------------- mutations: clusters
  mutation('clusterCreate', 'admin_cluster', (c) => ({
    projectPath: projectPath(c),
    name: unique('gql-cluster'),
    platformKubernetes: { apiUrl: 'https://kubernetes.example.com', token: 'k8s-token' },
  })),
  mutation(
    'clusterCreate',
    'admin_group_cluster',
    (c) => ({
      groupPath: c.place.group.fullPath,
      name: unique('gql-gcluster'),
      platformKubernetes: { apiUrl: 'https://kubernetes.example.com', token: 'k8s-token' },
    }),
    { probe: 'group' },
  ),
  mutation(
    'clusterUpdate',
    'admin_cluster',
    async (c) => ({ id: gid('Clusters::Cluster', await clusterOf(c, 'projects')), domain: 'example.com' }),
    { scope: 'project' },
  ),
  mutation(
    'clusterUpdate',
    'admin_group_cluster',
    async (c) => ({ id: gid('Clusters::Cluster', await clusterOf(c, 'groups')), domain: 'example.com' }),
    { probe: 'group', scope: 'group' },
  ),
  mutation(
    'clusterDelete',
    'admin_cluster',
    async (c) => ({ id: gid('Clusters::Cluster', await clusterToDelete(c, 'projects')) }),
    { scope: 'project' },
  ),
  mutation(
    'clusterDelete',
    'admin_group_cluster',
    async (c) => ({ id: gid('Clusters::Cluster', await clusterToDelete(c, 'groups')) }),
    { probe: 'group', scope: 'group' },
  ),

  // ---------------------------------------------------------------- mutations: milestones
  mutation('milestoneCreate', 'admin_milestone', (c) => ({
    projectPath: projectPath(c),
    title: unique('gqlms'),
  })),
  mutation(
    'milestoneCreate',
    'admin_group_milestone',
    (c) => ({ groupPath: c.place.group.fullPath, title: unique('gqlgms') }),
    { probe: 'group' },
  ),
  mutation(
    'milestoneUpdate',
    'admin_milestone',
    async (c) => ({ id: gid('Milestone', await milestoneOf(c, 'projects')), description: 'changed' }),
    { scope: 'project' },
  ),
  mutation(
    'milestoneUpdate',
    'admin_group_milestone',
    async (c) => ({ id: gid('Milestone', await milestoneOf(c, 'groups')), stateEvent: 'ACTIVATE' }),
    { probe: 'group', scope: 'group' },
  ),
  mutation(
    'milestoneDelete',
    'admin_milestone',
    async (c) => ({ id: gid('Milestone', await milestoneToDelete(c, 'projects')) }),
    { scope: 'project' },
  ),
  mutation(
    'milestoneDelete',
    'admin_group_milestone',
    async (c) => ({ id: gid('Milestone', await milestoneToDelete(c, 'groups')) }),
    { probe: 'group', scope: 'group' },
  ),

  mutation(
    'milestonePromote',
    'admin_milestone',
    async (c) => ({ id: gid('Milestone', await milestoneToDelete(c, 'projects')) }),
    { scope: 'project' },
  ),

  // ---------------------------------------------------------------- mutations: snippets
  mutation('createSnippet', 'create_project_snippet', (c) => ({
    projectPath: projectPath(c),
    title: 'gql',
    visibilityLevel: c.place.vis,
    blobActions: [{ action: 'create', filePath: 'g.txt', content: 'g' }],
  })),
  mutation('updateSnippet', 'update_project_snippet', (c) => ({
    projectPath: projectPath(c),
    id: gid('ProjectSnippet', c.place.snippetId),
    title: 'changed',
  })),
  mutation('destroySnippet', 'update_project_snippet', async (c) => ({
    projectPath: projectPath(c),
    id: gid('ProjectSnippet', await fresh(c, () => newSnippet(c.world, c.place), c.place.snippetId)),
  })),

  // ---------------------------------------------------------------- mutations: notes on snippets
  mutation('createNote', 'create_project_snippet_note', (c) => ({
    noteableId: gid('ProjectSnippet', c.place.snippetId),
    body: 'a comment',
  })),
  mutation('updateNote', 'admin_project_snippet_notes', async (c) => ({
    id: gid('Note', (await snippetThreadToChange(c)).noteId),
    body: 'edited',
  })),
  mutation('destroyNote', 'admin_project_snippet_notes', async (c) => ({
    id: gid('Note', (await snippetThreadToChange(c)).noteId),
  })),

  // ---------------------------------------------------------------- mutations: notes and drafts on merge requests
  // The shared merge request changes nothing (`feature` is `main`): an allowed caller hears the
  // position is not on its diff; a refused one never gets that far.
  mutation(
    'createDiffNote',
    'create_merge_request_note',
    async (c) => ({
      noteableId: gid('MergeRequest', await mergeRequestIdOf(c)),
      body: 'on a line',
      position: {
        headSha: '0'.repeat(40),
        startSha: '0'.repeat(40),
        baseSha: '0'.repeat(40),
        paths: { newPath: 'README.md', oldPath: 'README.md' },
        newLine: 1,
      },
    }),
    { allowedError: /position/ },
  ),
  mutation(
    'discussionToggleResolve',
    'resolve_merge_request_discussion',
    async (c) => ({ id: `gid://gitlab/Discussion/${(await mrThread(c)).discussionId}`, resolve: true }),
    { hiddenBy: 'read_merge_request' },
  ),
  mutation('draftNoteCreate', 'create_merge_request_note', async (c) => ({
    noteableId: gid('MergeRequest', await mergeRequestIdOf(c)),
    body: 'a draft',
  })),
  mutation('draftNoteDelete', 'create_merge_request_note', async (c) => ({
    id: gid('DraftNote', await draftOf(c)),
  })),
  // On a fresh merge request when allowed: publishing there leaves the drafts of other rows alone.
  mutation('draftNotesPublish', 'create_merge_request_note', async (c) => ({
    projectPath: projectPath(c),
    iid: String(await mergeRequestToSpend(c)),
  })),

  // ---------------------------------------------------------------- mutations: award emoji (on snippets)
  mutation('awardEmojiAdd', 'award_emoji_project_snippet', async (c) => ({
    awardableId: gid('ProjectSnippet', await snippetToAward(c)),
    name: 'rocket',
  })),
  mutation('awardEmojiToggle', 'award_emoji_project_snippet', async (c) => ({
    awardableId: gid('ProjectSnippet', await snippetToAward(c)),
    name: 'eyes',
  })),
  mutation(
    'awardEmojiRemove',
    'award_emoji_project_snippet',
    async (c) => ({ awardableId: gid('ProjectSnippet', await snippetToAward(c)), name: 'eyes' }),
    // An allowed caller has no award of the name on the fresh snippet: GitLab's refusal says so.
    { allowedError: /You have not awarded emoji of type eyes to the awardable/ },
  ),

  // ---------------------------------------------------------------- mutations: CI/CD
  mutation('pipelineCreate', 'create_pipeline', (c) => ({ projectPath: projectPath(c), ref: 'feature' })),
  mutation('pipelineRetry', 'update_pipeline', (c) => ({ id: gid('Ci::Pipeline', c.place.pipelineId) }), {
    scope: 'project',
  }),
  mutation('pipelineCancel', 'update_pipeline', (c) => ({ id: gid('Ci::Pipeline', c.place.pipelineId) }), {
    scope: 'project',
  }),
  mutation(
    'pipelineDestroy',
    'destroy_pipeline',
    async (c) => ({
      id: gid(
        'Ci::Pipeline',
        await fresh(c, async () => (await newPipeline(c.world, c.place)).pipelineId, c.place.pipelineId),
      ),
    }),
    { scope: 'project' },
  ),
  mutation(
    'pipelineUpdateMetadata',
    'update_pipeline',
    (c) => ({ id: gid('Ci::Pipeline', c.place.pipelineId), name: 'gql' }),
    {
      scope: 'project',
    },
  ),
  mutation(
    'jobCancel',
    'update_build',
    async (c) => ({
      id: gid(
        'Ci::Build',
        await fresh(c, async () => (await newPipeline(c.world, c.place)).buildId, c.place.jobId),
      ),
    }),
    { scope: 'project' },
  ),
  mutation(
    'jobRetry',
    'update_build',
    async (c) => ({
      id: gid('Ci::Build', await fresh(c, () => newFinishedJob(c.world, c.place), c.place.jobId)),
    }),
    { scope: 'project' },
  ),
  mutation(
    'jobPlay',
    'update_build',
    async (c) => ({
      id: gid(
        'Ci::Build',
        await fresh(c, async () => (await newPipeline(c.world, c.place)).deployId, c.place.manualJobId),
      ),
    }),
    { scope: 'project' },
  ),
  mutation(
    'jobArtifactsDestroy',
    'destroy_artifacts',
    async (c) => ({
      id: gid('Ci::Build', await fresh(c, () => newFinishedJob(c.world, c.place), c.place.jobId)),
    }),
    { scope: 'project' },
  ),
  mutation('projectJobArtifactsDestroy', 'destroy_artifacts', (c) => ({ projectPath: projectPath(c) })),
  mutation('artifactDestroy', 'destroy_artifacts', async (c) => ({
    id: gid('Ci::JobArtifact', await newArtifact(c.world, c.place)),
  })),
  mutation(
    'bulkDestroyJobArtifacts',
    'destroy_artifacts',
    // The permission is checked before the ids: allowed callers are told the artifact is missing.
    (c) => ({ projectId: gid('Project', c.place.project.id), ids: [gid('Ci::JobArtifact', 987654321)] }),
    { scope: 'project', allowedError: /not found/ },
  ),
  mutation('jobUnschedule', 'update_build', (c) => ({ id: gid('Ci::Build', c.place.jobId) }), {
    scope: 'project',
    allowedError: /not scheduled/,
  }),
  mutation('runnerCacheClear', 'admin_build', (c) => ({ projectId: gid('Project', c.place.project.id) }), {
    scope: 'project',
  }),
  mutation(
    'runnersRegistrationTokenReset',
    'admin_project_runners',
    (c) => ({ type: 'PROJECT_TYPE', id: gid('Project', c.place.project.id) }),
    { scope: 'project' },
  ),
  mutation('errorTrackingClientKeyCreate', 'admin_operations', (c) => ({ projectPath: projectPath(c) })),
  mutation(
    'errorTrackingClientKeyDelete',
    'admin_operations',
    async (c) => ({ id: gid('ErrorTracking::ClientKey', await clientKeyToDelete(c)) }),
    { scope: 'project' },
  ),
  mutation('errorTrackingSettingUpdate', 'admin_operations', (c) => ({
    projectPath: projectPath(c),
    active: true,
    integrated: true,
  })),
  mutation(
    'sentryErrorStatusUpdate',
    'update_sentry_issue',
    async (c) => ({
      id: gid('Gitlab::ErrorTracking::DetailedError', await errorOf(c)),
      status: 'UNRESOLVED',
    }),
    { scope: 'project' },
  ),
  mutation('pipelineTriggerCreate', 'admin_build', (c) => ({
    projectPath: projectPath(c),
    description: 'gql',
  })),
  mutation(
    'pipelineTriggerUpdate',
    'admin_build',
    (c) => ({ id: gid('Ci::Trigger', c.place.trigger.id), description: 'gql' }),
    {
      scope: 'project',
    },
  ),
  mutation(
    'pipelineTriggerDelete',
    'admin_build',
    async (c) => ({
      id: gid('Ci::Trigger', await fresh(c, () => newTrigger(c.world, c.place), c.place.trigger.id)),
    }),
    { scope: 'project' },
  ),
  mutation('pipelineScheduleCreate', 'create_pipeline_schedule', (c) => ({
    projectPath: projectPath(c),
    description: 'gql',
    ref: 'feature',
    cron: '0 4 * * *',
  })),
  mutation(
    'pipelineScheduleUpdate',
    'update_pipeline_schedule',
    (c) => ({
      id: gid('Ci::PipelineSchedule', c.place.scheduleId),
      description: 'gql',
    }),
    { scope: 'project' },
  ),
  mutation(
    'pipelineScheduleTakeOwnership',
    'take_ownership_pipeline_schedule',
    async (c) => ({
      id: gid(
        'Ci::PipelineSchedule',
        await fresh(c, () => newSchedule(c.world, c.place), c.place.scheduleId),
      ),
    }),
    { scope: 'project' },
  ),
  mutation(
    'pipelineScheduleDelete',
    'admin_pipeline_schedule',
    async (c) => ({
      id: gid(
        'Ci::PipelineSchedule',
        await fresh(c, () => newSchedule(c.world, c.place), c.place.scheduleId),
      ),
    }),
    { scope: 'project' },
  ),
  mutation(
    'pipelineSchedulePlay',
    'play_pipeline_schedule',
    (c) => ({ id: gid('Ci::PipelineSchedule', c.place.scheduleId) }),
    {
      scope: 'project',
    },
  ),
  mutation('projectCiVariableCreate', 'admin_cicd_variables', (c) => ({
    projectPath: projectPath(c),
    key: unique('GQL_').toUpperCase(),
    value: 'v',
  })),
  mutation('projectCiVariableUpdate', 'admin_cicd_variables', (c) => ({
    projectPath: projectPath(c),
    key: 'MATRIX',
    value: 'y',
  })),
  mutation('projectCiVariableDelete', 'admin_cicd_variables', async (c) => ({
    projectPath: projectPath(c),
    key: await fresh(c, () => newVariable(c.world, projectOfPlace(c.place)), 'MATRIX'),
  })),
  projectProbe('services', 'admin_integrations', 'services { nodes { type active } }', ['services']),
  mutation(
    'integrationUpdate',
    'admin_integrations',
    (c) => ({
      projectPath: projectPath(c),
      type: 'PIPELINES_EMAIL_SERVICE',
      settings: [{ name: 'recipients', value: 'matrix@example.com' }],
    }),
    { probe: 'project' },
  ),
  mutation(
    'integrationDisable',
    'admin_integrations',
    (c) => ({ projectPath: projectPath(c), type: 'PIPELINES_EMAIL_SERVICE' }),
    { probe: 'project' },
  ),
  groupProbe('services', 'admin_group_integrations', 'services { nodes { type active } }', ['services']),
  query('instanceServices', 'admin_instance_integrations', {
    path: ['instanceServices', 'nodes'],
    list: true,
    query: async (c) => {
      await setup(c.world.t, 'PUT', '/admin/integrations/pivotaltracker', {
        body: { token: 'matrix-token' },
      });
      return { query: '{ instanceServices { nodes { type } } }' };
    },
  }),
  ...(
    [
      ['group', 'admin_group_integrations', (c: Case) => ({ groupPath: c.place.group.fullPath })],
      ['instance', 'admin_instance_integrations', () => ({ instance: true })],
    ] as const
  ).flatMap(([probe, ability, owner]) => [
    // A default no project of the matrix follows into anything it checks.
    mutation(
      'integrationUpdate',
      ability,
      (c) => ({
        ...owner(c),
        type: 'PIVOTALTRACKER_SERVICE',
        settings: [{ name: 'token', value: 'matrix-token' }],
      }),
      { probe },
    ),
    mutation('integrationDisable', ability, (c) => ({ ...owner(c), type: 'PIVOTALTRACKER_SERVICE' }), {
      probe,
    }),
  ]),
  mutation('groupCiVariableCreate', 'admin_group_variables', (c) => ({
    groupPath: c.place.group.fullPath,
    key: unique('GQL_').toUpperCase(),
    value: 'v',
  })),
  mutation('groupCiVariableUpdate', 'admin_group_variables', (c) => ({
    groupPath: c.place.group.fullPath,
    key: 'MATRIX',
    value: 'y',
  })),
  mutation('groupCiVariableDelete', 'admin_group_variables', async (c) => ({
    groupPath: c.place.group.fullPath,
    key: await fresh(c, () => newVariable(c.world, `/groups/${c.place.group.id}`), 'MATRIX'),
  })),
  mutation('instanceCiVariableCreate', 'admin_instance_variables', () => ({
    key: unique('GQL_').toUpperCase(),
    value: 'v',
  })),
  mutation('instanceCiVariableUpdate', 'admin_instance_variables', () => ({ key: 'MATRIX', value: 'y' })),
  mutation('instanceCiVariableDelete', 'admin_instance_variables', async (c) => ({
    key: await fresh(c, () => newVariable(c.world, '/admin/ci'), 'MATRIX'),
  })),
  ...(
    [
      ['project', 'admin_web_hook', (c: Case) => ({ projectPath: projectPath(c) }), projectOfPlace],
      ['group', 'admin_group_web_hook', (c: Case) => ({ groupPath: c.place.group.fullPath }), groupOfPlace],
      ['system', 'admin_system_hook', () => ({ systemHook: true }), () => ''],
    ] as const
  ).flatMap(([probe, ability, owner, base]) => {
    const scope = probe === 'system' ? {} : { scope: probe };
    const hookOf = async (c: Case, extra: Record<string, unknown> = {}) =>
      gid('WebHook', await newHook(c.world, base(c.place), extra));
    return [
      mutation('webhookCreate', ability, (c) => ({ ...owner(c), url: 'https://example.com/gql' }), {
        probe,
      }),
      mutation('webhookUpdate', ability, async (c) => ({ id: await hookOf(c), name: 'renamed' }), {
        probe,
        ...scope,
      }),
      mutation('webhookDelete', ability, async (c) => ({ id: await hookOf(c) }), { probe, ...scope }),
      mutation(
        'webhookCustomHeaderSet',
        ability,
        async (c) => ({ id: await hookOf(c), key: 'X-Matrix', value: 'v' }),
        { probe, ...scope },
      ),
      mutation(
        'webhookCustomHeaderDelete',
        ability,
        async (c) => ({
          id: await hookOf(c, { custom_headers: [{ key: 'X-Matrix', value: 'v' }] }),
          key: 'X-Matrix',
        }),
        { probe, ...scope },
      ),
      // A sample the matrix's project lacks: allowed callers get as far as the sample.
      mutation('webhookTest', ability, async (c) => ({ id: await hookOf(c), trigger: 'NOTE_EVENTS' }), {
        probe,
        ...scope,
        allowedError: /not available/,
      }),
      mutation(
        'webhookEventResend',
        ability,
        async (c) => {
          const hookId = await newHook(c.world, base(c.place));
          return {
            id: gid('WebHook', hookId),
            eventId: gid('WebHookEvent', await loggedDelivery(c.world, hookId)),
          };
        },
        { probe, ...scope },
      ),
      mutation(
        'webhookUrlVariableSet',
        ability,
        async (c) => ({ id: await hookOf(c), key: 'matrix', value: 'v' }),
        { probe, ...scope },
      ),
      mutation(
        'webhookUrlVariableDelete',
        ability,
        async (c) => ({
          id: await hookOf(c, { url_variables: [{ key: 'matrix', value: 'v' }] }),
          key: 'matrix',
        }),
        { probe, ...scope },
      ),
    ];
  }),
  mutation('runnerCreate', 'admin_project_runners', (c) => ({
    runnerType: 'PROJECT_TYPE',
    projectId: gid('Project', c.place.project.id),
  })),
  mutation(
    'runnerUpdate',
    'admin_runner',
    (c) => ({ id: gid('Ci::Runner', c.place.projectRunnerId), description: 'gql' }),
    {
      scope: 'project',
      container: 'none',
    },
  ),
  mutation(
    'runnerDelete',
    'admin_runner',
    async (c) => ({
      id: gid(
        'Ci::Runner',
        await fresh(
          c,
          async () =>
            (await newRunner(c.world, { runner_type: 'project_type', project_id: c.place.project.id })).id,
          c.place.projectRunnerId,
        ),
      ),
    }),
    { scope: 'project', container: 'none' },
  ),
  mutation(
    'bulkRunnerDelete',
    'admin_runner',
    async (c) => ({
      ids: [
        gid(
          'Ci::Runner',
          await fresh(
            c,
            async () =>
              (await newRunner(c.world, { runner_type: 'project_type', project_id: c.place.project.id })).id,
            c.place.projectRunnerId,
          ),
        ),
      ],
    }),
    { scope: 'project', container: 'none', refusedWith: /not found/i },
  ),
  mutation(
    'runnerBulkPause',
    'admin_runner',
    (c) => ({ ids: [gid('Ci::Runner', c.place.projectRunnerId)], paused: false }),
    { scope: 'project', container: 'none', refusedWith: /not found/i },
  ),
  mutation('runnerAssignToProject', 'admin_project_runners', async (c) => ({
    projectPath: projectPath(c),
    runnerId: gid(
      'Ci::Runner',
      await fresh(
        c,
        async () =>
          (
            await newRunner(c.world, {
              runner_type: 'project_type',
              project_id: c.place.sibling.id,
              locked: false,
            })
          ).id,
        c.place.siblingRunnerId,
      ),
    ),
  })),
  mutation('runnerUnassignFromProject', 'admin_project_runners', async (c) => {
    if (!c.allowed)
      return { projectPath: projectPath(c), runnerId: gid('Ci::Runner', c.place.projectRunnerId) };
    const runner = await newRunner(c.world, {
      runner_type: 'project_type',
      project_id: c.place.sibling.id,
      locked: false,
    });
    await setup(c.world.t, 'POST', `${projectOfPlace(c.place)}/runners`, { body: { runner_id: runner.id } });
    return { projectPath: projectPath(c), runnerId: gid('Ci::Runner', runner.id) };
  }),
  mutation('ciLint', 'create_pipeline', (c) => ({
    projectPath: projectPath(c),
    content: 'build:\n  script: echo\n',
  })),

  mutation(
    'mergeTrainsDeleteCar',
    'update_merge_request',
    async (c) => ({ carId: gid('MergeTrains::Car', await newCar(c)) }),
    { scope: 'project', refusedWith: /not found/i },
  ),

  // ---------------------------------------------------------------- subscriptions
  {
    field: 'Subscription.ciJobStatusUpdated',
    governor: 'read_build',
    prepare: (c) => newPipeline(c.world, c.place),
    subscribe: (c) => ({ jobId: gid('Ci::Build', c.prepared!['buildId']!) }),
    trigger: (c) => cancelPipeline(c),
  },
  {
    field: 'Subscription.ciPipelineStatusUpdated',
    governor: 'read_pipeline',
    prepare: (c) => newPipeline(c.world, c.place),
    subscribe: (c) => ({ pipelineId: gid('Ci::Pipeline', c.prepared!['pipelineId']!) }),
    trigger: (c) => cancelPipeline(c),
  },
  {
    field: 'Subscription.ciJobStatusChanged',
    governor: 'read_build',
    prepare: (c) => newPipeline(c.world, c.place),
    subscribe: (c) => ({ jobId: gid('Ci::Build', c.prepared!['buildId']!) }),
    trigger: (c) => cancelPipeline(c),
  },
  {
    field: 'Subscription.ciPipelineStatusChanged',
    governor: 'read_pipeline',
    prepare: (c) => newPipeline(c.world, c.place),
    subscribe: (c) => ({ pipelineId: gid('Ci::Pipeline', c.prepared!['pipelineId']!) }),
    trigger: (c) => cancelPipeline(c),
  },
  {
    field: 'Subscription.mergeTrainUpdated',
    governor: 'update_merge_request',
    prepare: async (c) => (await trainsOn(c), {}),
    subscribe: (c) => ({ projectPath: projectPath(c), targetBranch: TRAIN_BRANCH }),
    trigger: async (c) => {
      await newCar(c);
    },
  },
  {
    field: 'Subscription.mergeTrainCarUpdated',
    governor: 'update_merge_request',
    prepare: (c) => newCarOf(c),
    subscribe: (c) => ({ carId: gid('MergeTrains::Car', c.prepared!['carId']!) }),
    trigger: (c) => removeCar(c, c.prepared!['iid']!),
  },
  {
    field: 'Subscription.ciJobProcessed',
    governor: 'read_build',
    subscribe: (c) => ({ projectId: gid('Project', c.place.project.id) }),
    trigger: async (c) => {
      await newPipeline(c.world, c.place);
    },
  },
  {
    field: 'Subscription.ciPipelineStatusesUpdated',
    governor: 'read_pipeline',
    subscribe: (c) => ({ projectId: gid('Project', c.place.project.id) }),
    trigger: async (c) => {
      await newPipeline(c.world, c.place);
    },
  },
  {
    field: 'Subscription.errorTrackingErrorIngested',
    governor: 'read_sentry_issue',
    subscribe: (c) => ({ projectPath: projectPath(c) }),
    trigger: (c) => sendNewError(c),
  },
  {
    field: 'Subscription.ciPipelineScheduleStatusUpdated',
    governor: 'read_pipeline_schedule',
    subscribe: (c) => ({ projectId: gid('Project', c.place.project.id) }),
    trigger: async (c) => {
      const schedule = await newSchedule(c.world, c.place);
      await setup(c.world.t, 'POST', `/projects/${c.place.project.id}/pipeline_schedules/${schedule}/play`);
    },
  },
  {
    field: 'Subscription.ciStageUpdated',
    governor: 'read_build',
    prepare: async (c) => {
      const pipeline = await newPipeline(c.world, c.place);
      const query = `{ project(fullPath: "${projectPath(c)}") { pipeline(id: "${gid('Ci::Pipeline', pipeline.pipelineId)}") { job(name: "build") { stage { id } } } } }`;
      const answer = await c.world.t.post('/api/graphql', { body: { query } });
      const stageId = Number(String(answer.body.data.project.pipeline.job.stage.id).split('/').pop());
      return { ...pipeline, stageId };
    },
    subscribe: (c) => ({ stageId: gid('Ci::Stage', c.prepared!['stageId']!) }),
    trigger: (c) => cancelPipeline(c),
  },
  {
    field: 'Subscription.projectCiJobsStatusUpdated',
    governor: 'read_build',
    subscribe: (c) => ({ projectPath: projectPath(c) }),
    trigger: async (c) => {
      await newPipeline(c.world, c.place);
    },
  },
  {
    field: 'Subscription.groupMembershipChanged',
    governor: 'read_group_member',
    subscribe: (c) => ({ groupId: gid('Group', c.place.group.id) }),
    trigger: async (c) => {
      await newMember(c.world, c.place, 'groups');
    },
  },
  {
    field: 'Subscription.mergeRequestMergeStatusUpdated',
    governor: 'read_merge_request',
    prepare: (c) => newMergeRequestToFollow(c, 'status'),
    subscribe: (c) => ({ issuableId: gid('MergeRequest', c.prepared!['mergeRequestId']!) }),
    // Reopening recomputes the merge status.
    trigger: async (c) => {
      const path = `${projectOfPlace(c.place)}/merge_requests/${c.prepared!['iid']}`;
      await setup(c.world.t, 'PUT', path, { body: { state_event: 'close' } });
      await setup(c.world.t, 'PUT', path, { body: { state_event: 'reopen' } });
    },
  },
  {
    field: 'Subscription.mergeRequestReviewersUpdated',
    governor: 'read_merge_request',
    prepare: (c) => newMergeRequestToFollow(c, 'reviewers'),
    subscribe: (c) => ({ issuableId: gid('MergeRequest', c.prepared!['mergeRequestId']!) }),
    trigger: async (c) => {
      const path = `${projectOfPlace(c.place)}/merge_requests/${c.prepared!['iid']}`;
      await setup(c.world.t, 'PUT', path, { body: { reviewer_ids: [1] } });
    },
  },
  {
    field: 'Subscription.mergeRequestApprovalStateUpdated',
    governor: 'read_merge_request',
    prepare: (c) => newMergeRequestToFollow(c, 'approvals'),
    subscribe: (c) => ({ issuableId: gid('MergeRequest', c.prepared!['mergeRequestId']!) }),
    trigger: async (c) => {
      const path = `${projectOfPlace(c.place)}/merge_requests/${c.prepared!['iid']}`;
      await setup(c.world.t, 'POST', `${path}/approve`);
    },
  },
  {
    field: 'Subscription.webhookEventsDelivered',
    governor: 'admin_web_hook',
    prepare: async (c) => ({
      hookId: await newHook(c.world, projectOfPlace(c.place), { push_events: true }),
    }),
    subscribe: (c) => ({ webhookId: gid('WebHook', c.prepared!['hookId']!) }),
    // A push: the hook's delivery is made (and logged, whether or not its URL answers).
    trigger: async (c) => {
      await setup(c.world.t, 'POST', `${projectOfPlace(c.place)}/repository/commits`, {
        body: {
          branch: unique('hooked'),
          start_branch: 'main',
          commit_message: 'matrix',
          actions: [{ action: 'create', file_path: `${unique('f')}.txt`, content: 'x' }],
        },
      });
    },
  },
  {
    field: 'Subscription.projectMembershipChanged',
    governor: 'read_project_member',
    subscribe: (c) => ({ projectId: gid('Project', c.place.project.id) }),
    trigger: async (c) => {
      await newMember(c.world, c.place, 'projects');
    },
  },
];

/** A new merge request of the place's project, whose live updates a subscription row follows. */
async function newMergeRequestToFollow(c: Case, title: string): Promise<Record<string, number>> {
  const branch = await newBranch(c.world, c.place);
  const created = await setup(c.world.t, 'POST', `${projectOfPlace(c.place)}/merge_requests`, {
    body: { source_branch: branch, target_branch: 'main', title },
  });
  return { mergeRequestId: created.body.id as number, iid: created.body.iid as number };
}

async function cancelPipeline(c: Case): Promise<void> {
  await setup(c.world.t, 'POST', `${projectOfPlace(c.place)}/pipelines/${c.prepared!['pipelineId']}/cancel`);
}

export const SUBSCRIPTION_DOCUMENTS: Record<string, string> = {
  ciJobStatusUpdated: 'subscription($jobId: CiBuildID!) { ciJobStatusUpdated(jobId: $jobId) { status } }',
  ciPipelineStatusUpdated:
    'subscription($pipelineId: CiPipelineID!) { ciPipelineStatusUpdated(pipelineId: $pipelineId) { status } }',
  projectCiJobsStatusUpdated:
    'subscription($projectPath: ID!) { projectCiJobsStatusUpdated(projectPath: $projectPath) { status } }',
  ciJobStatusChanged: 'subscription($jobId: CiBuildID!) { ciJobStatusChanged(jobId: $jobId) { status } }',
  ciPipelineStatusChanged:
    'subscription($pipelineId: CiPipelineID!) { ciPipelineStatusChanged(pipelineId: $pipelineId) { status } }',
  ciJobProcessed: 'subscription($projectId: ProjectID!) { ciJobProcessed(projectId: $projectId) { status } }',
  ciPipelineStatusesUpdated:
    'subscription($projectId: ProjectID!) { ciPipelineStatusesUpdated(projectId: $projectId) { status } }',
  ciStageUpdated: 'subscription($stageId: CiStageID!) { ciStageUpdated(stageId: $stageId) { status } }',
  errorTrackingErrorIngested:
    'subscription($projectPath: ID!) { errorTrackingErrorIngested(projectPath: $projectPath) { id } }',
  ciPipelineScheduleStatusUpdated:
    'subscription($projectId: ProjectID!) { ciPipelineScheduleStatusUpdated(projectId: $projectId) { id } }',
  groupMembershipChanged:
    'subscription($groupId: GroupID!) { groupMembershipChanged(groupId: $groupId) { action } }',
  projectMembershipChanged:
    'subscription($projectId: ProjectID!) { projectMembershipChanged(projectId: $projectId) { action } }',
  webhookEventsDelivered:
    'subscription($webhookId: WebHookID!) { webhookEventsDelivered(webhookId: $webhookId) { trigger } }',
  mergeRequestMergeStatusUpdated:
    'subscription($issuableId: IssuableID!) { mergeRequestMergeStatusUpdated(issuableId: $issuableId) { iid } }',
  mergeRequestReviewersUpdated:
    'subscription($issuableId: IssuableID!) { mergeRequestReviewersUpdated(issuableId: $issuableId) { iid } }',
  mergeRequestApprovalStateUpdated:
    'subscription($issuableId: IssuableID!) { mergeRequestApprovalStateUpdated(issuableId: $issuableId) { iid } }',
  mergeTrainUpdated:
    'subscription($projectPath: ID!, $targetBranch: String!) { mergeTrainUpdated(projectPath: $projectPath, targetBranch: $targetBranch) { action } }',
  mergeTrainCarUpdated:
    'subscription($carId: MergeTrainsCarID!) { mergeTrainCarUpdated(carId: $carId) { action } }',
};
