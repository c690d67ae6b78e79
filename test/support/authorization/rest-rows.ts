import { unique } from '../fixtures.ts';
import type { Case, Governor, RowRules } from './matrix.ts';
import { mergeRequestToMerge, mergeRequestOf, mergeRequestToSpend } from './merge-requests.ts';
import { mergeRequestForTrain, trainsOn } from './merge-trains.ts';
import { awardOf, awardToDelete, snippetToAward } from './award-emoji.ts';
import { milestoneOf, milestoneToDelete } from './milestones.ts';
import {
  clusterOf,
  clusterToDelete,
  deploymentOf,
  deploymentToDelete,
  environmentOf,
  environmentToDelete,
  environmentToStop,
} from './environments.ts';
import { clientKeyToDelete, errorOf } from './error-tracking.ts';
import {
  nextVersion,
  npmDocument,
  npmPath,
  npmRequest,
  packagesOf,
  publishNpm,
  pypiUpload,
} from './packages.ts';
import { snippetThread, snippetThreadToChange } from './notes.ts';
import { draftOf, mrAwards, mrAwardToDelete, mrThread, mrThreadToChange } from './merge-request-notes.ts';
import {
  newAllowlisted,
  newBranch,
  newFinishedJob,
  newGroup,
  newImpersonationToken,
  newInvitation,
  newLabel,
  newMember,
  newPipeline,
  newProject,
  newProtectedBranch,
  newProtectedTag,
  newRunner,
  newSchedule,
  newSnippet,
  newTag,
  newToken,
  newTrigger,
  newUser,
  newVariable,
  inAMonth,
  setup,
  type Place,
} from './world.ts';

/** How a case's request is made: path parameters besides `:id`, query, body, and its credentials. */
export interface RestRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | (string | number)[]>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The token to send instead of the caller's (null: none). */
  token?: string | null;
  /** A body sent as it is (multipart forms, files) instead of `body`. */
  raw?: { contentType: string; data: string | Buffer };
}

export interface RestRow extends RowRules {
  /** `METHOD /path` exactly as the router (or a plugin's declaration, rest/plugin-routes.ts) registers it. */
  route: string;
  /** Which of the route's requests the row makes, when one route serves several (npm's PUT). */
  probe?: string;
  /**
   * What an allowed case answers when it cannot succeed for a reason the matrix does not set up
   * (no uploaded file, no two-factor to disable); otherwise allowed cases must succeed (2xx, 3xx).
   */
  allowedStatus?: number;
  request?: (c: Case) => RestRequest | Promise<RestRequest>;
}

function row(route: string, governor: Governor, rest: Omit<RestRow, 'route' | 'governor'> = {}): RestRow {
  return { route, governor, ...rest };
}

/** Throwaway resources for the cases that may succeed; the shared fixture for the others. */
async function fresh<T>(c: Case, make: () => Promise<T>, shared: T): Promise<T> {
  return c.allowed ? make() : shared;
}

const project = (p: Place) => `/projects/${p.project.id}`;
const group = (p: Place) => `/groups/${p.group.id}`;
const onUser = (c: Case) => ({ params: { id: c.world.target.id } });
/** A user in a given state, for the state changes administrators make. */
async function userIn(c: Case, state: 'active' | 'blocked' | 'deactivated' | 'banned'): Promise<number> {
  if (!c.allowed) return c.world.target.id;
  const user = await newUser(c.world);
  const action = { active: null, blocked: 'block', deactivated: 'deactivate', banned: 'ban' }[state];
  if (action) await setup(c.world.t, 'POST', `/users/${user.id}/${action}`);
  return user.id;
}
/** A token of the caller's own (made for them by root), for routes that act on "the token used". */
async function ownToken(c: Case): Promise<string | null> {
  if (c.actor === 'anonymous') return null;
  const person = c.world.people[c.actor];
  const made = await setup(c.world.t, 'POST', `/users/${person.id}/personal_access_tokens`, {
    body: { name: unique('own'), scopes: ['api', 'self_rotate'] },
  });
  return made.body.token as string;
}
/** A project anyone may see, to put on an allowlist. */
const publicProject = (c: Case) => newProject(c.world, c.world.shareTarget.id, 'public');
const runnerToken = (c: Case) => ({ body: { token: c.world.idleRunner.token } });
const ciYaml = 'build:\n  script: echo\n';

/** A hook of a project, a group or the instance (made by root), for the routes that name one. */
async function newHook(c: Case, base: string): Promise<number> {
  const created = await setup(c.world.t, 'POST', `${base}/hooks`, {
    // Not on pushes: the matrix pushes often, and the hooks it makes are many.
    body: { url: 'https://example.com/matrix-hook', push_events: false },
  });
  return created.body.id as number;
}

export const REST_ROWS: RestRow[] = [
  // ---------------------------------------------------------------- users
  row('GET /users', 'anyone', { request: (c) => ({ query: { username: c.world.target.username } }) }),
  row('GET /users/:id', 'signed_in', { anonymous: 403, request: onUser }),
  row('GET /user', 'self', { user: true }),
  row('POST /users', 'admin_users', {
    request: () => {
      const username = unique('made');
      return {
        body: { username, name: username, email: `${username}@example.com`, password: 'password-123' },
      };
    },
  }),
  row('PUT /users/:id', 'admin_users', {
    request: (c) => ({ params: { id: c.world.target.id }, body: { bio: 'x' } }),
  }),
  row('DELETE /users/:id', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'active') } }),
  }),
  row('POST /users/:id/block', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'active') } }),
  }),
  row('POST /users/:id/unblock', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'blocked') } }),
  }),
  row('POST /users/:id/deactivate', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'active') } }),
  }),
  row('POST /users/:id/activate', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'deactivated') } }),
  }),
  row('POST /users/:id/ban', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'active') } }),
  }),
  row('POST /users/:id/unban', 'admin_users', {
    request: async (c) => ({ params: { id: await userIn(c, 'banned') } }),
  }),
  // The matrix's users are active, not waiting for approval: refused as such once the caller may act.
  row('POST /users/:id/approve', 'admin_users', { allowedStatus: 409, request: onUser }),
  row('POST /users/:id/reject', 'admin_users', { allowedStatus: 409, request: onUser }),
  row('PATCH /users/:id/disable_two_factor', 'admin_users', { allowedStatus: 400, request: onUser }),
  row('POST /users/:id/follow', 'signed_in', { request: onUser }),
  row('POST /users/:id/unfollow', 'signed_in', { request: onUser }),
  row('GET /users/:id/followers', 'signed_in', { anonymous: 403, request: onUser }),
  row('GET /users/:id/following', 'signed_in', { anonymous: 403, request: onUser }),
  row('GET /user/activities', 'signed_in', { user: true }),
  // Without a file (the matrix sends JSON): refused as invalid once the caller is known.
  row('PUT /user/avatar', 'self', { allowedStatus: 400 }),
  row('GET /user/status', 'self', { user: true }),
  row('GET /users/:user_id/status', 'read_user', {
    request: (c) => ({ params: { user_id: c.world.target.id } }),
  }),
  row('PUT /user/status', 'self', { request: () => ({ body: { message: 'Away', availability: 'busy' } }) }),
  row('PATCH /user/status', 'self', { request: () => ({ body: { emoji: 'coffee' } }) }),
  // Notification settings: the caller's own; a group's or project's needs seeing it (404 otherwise).
  row('GET /notification_settings', 'self', { user: true }),
  row('PUT /notification_settings', 'self', { request: () => ({ body: { level: 'watch' } }) }),
  row('GET /groups/:id/notification_settings', 'read_group', { user: true }),
  row('PUT /groups/:id/notification_settings', 'read_group', {
    request: () => ({ body: { level: 'custom', new_note: true } }),
  }),
  row('GET /projects/:id/notification_settings', 'read_project', { user: true }),
  row('PUT /projects/:id/notification_settings', 'read_project', {
    request: () => ({ body: { level: 'mention' } }),
  }),
  row('GET /users/:user_id/impersonation_tokens', 'admin_users', {
    user: true,
    request: (c) => ({ params: { user_id: c.world.target.id } }),
  }),
  row('GET /users/:user_id/impersonation_tokens/:impersonation_token_id', 'admin_users', {
    user: true,
    request: async (c) => ({
      params: {
        user_id: c.world.target.id,
        impersonation_token_id: await newImpersonationToken(c.world, c.world.target.id),
      },
    }),
  }),
  row('POST /users/:user_id/impersonation_tokens', 'admin_users', {
    request: (c) => ({
      params: { user_id: c.world.target.id },
      body: { name: 'imp', scopes: ['api'], expires_at: inAMonth() },
    }),
  }),
  row('DELETE /users/:user_id/impersonation_tokens/:impersonation_token_id', 'admin_users', {
    request: async (c) => ({
      params: {
        user_id: c.world.target.id,
        impersonation_token_id: await newImpersonationToken(c.world, c.world.target.id),
      },
    }),
  }),
  row('POST /users/:user_id/personal_access_tokens', 'admin_users', {
    request: (c) => ({ params: { user_id: c.world.target.id }, body: { name: 'pat', scopes: ['api'] } }),
  }),
  row('POST /user/personal_access_tokens', 'self', {
    request: () => ({ body: { name: 'mine', scopes: ['k8s_proxy'] } }),
  }),
  row('GET /personal_access_tokens', 'signed_in', { user: true }),
  row('GET /personal_access_tokens/self', 'self', { user: true }),
  row('GET /personal_access_tokens/:id', 'manage_personal_access_token', {
    user: true,
    refusal: 404,
    request: (c) => ({ params: { id: c.world.targetTokenId } }),
  }),
  row('DELETE /personal_access_tokens/self', 'self', {
    request: async (c) => ({ token: await ownToken(c) }),
  }),
  row('DELETE /personal_access_tokens/:id', 'manage_personal_access_token', {
    refusal: 404,
    request: async (c) => ({
      params: { id: await fresh(c, () => newToken(c.world, c.world.target.id), c.world.targetTokenId) },
    }),
  }),
  row('POST /personal_access_tokens/self/rotate', 'self', {
    request: async (c) => ({ token: await ownToken(c) }),
  }),
  row('POST /personal_access_tokens/:id/rotate', 'manage_personal_access_token', {
    refusal: 404,
    request: async (c) => ({
      params: { id: await fresh(c, () => newToken(c.world, c.world.target.id), c.world.targetTokenId) },
    }),
  }),

  // ---------------------------------------------------------------- custom attributes
  row('GET /users/:id/custom_attributes', 'admin_custom_attributes', { user: true, request: onUser }),
  row('GET /users/:id/custom_attributes/:key', 'admin_custom_attributes', {
    user: true,
    request: (c) => ({ params: { id: c.world.target.id, key: 'matrix' } }),
  }),
  row('PUT /users/:id/custom_attributes/:key', 'admin_custom_attributes', {
    request: (c) => ({ params: { id: c.world.target.id, key: 'matrix' }, body: { value: 'x' } }),
  }),
  row('DELETE /users/:id/custom_attributes/:key', 'admin_custom_attributes', {
    request: async (c) => {
      const key = unique('attr');
      if (c.allowed)
        await setup(c.world.t, 'PUT', `/users/${c.world.target.id}/custom_attributes/${key}`, {
          body: { value: 'x' },
        });
      return { params: { id: c.world.target.id, key: c.allowed ? key : 'matrix' } };
    },
  }),
  ...(['groups', 'projects'] as const).flatMap((kind) => {
    const scope = kind === 'groups' ? 'group' : 'project';
    const base = (p: Place) => (kind === 'groups' ? group(p) : project(p));
    return [
      row(`GET /${kind}/:id/custom_attributes`, 'admin_custom_attributes', {
        scope,
        container: 'none',
        user: true,
      }),
      row(`GET /${kind}/:id/custom_attributes/:key`, 'admin_custom_attributes', {
        scope,
        container: 'none',
        user: true,
        request: () => ({ params: { key: 'matrix' } }),
      }),
      row(`PUT /${kind}/:id/custom_attributes/:key`, 'admin_custom_attributes', {
        scope,
        container: 'none',
        request: () => ({ params: { key: 'matrix' }, body: { value: 'x' } }),
      }),
      row(`DELETE /${kind}/:id/custom_attributes/:key`, 'admin_custom_attributes', {
        scope,
        container: 'none',
        request: async (c) => {
          const key = unique('attr');
          if (c.allowed)
            await setup(c.world.t, 'PUT', `${base(c.place)}/custom_attributes/${key}`, {
              body: { value: 'x' },
            });
          return { params: { key: c.allowed ? key : 'matrix' } };
        },
      }),
    ];
  }),

  // ---------------------------------------------------------------- groups
  row('GET /groups', 'anyone'),
  row('POST /groups', 'create_group', {
    request: () => {
      const path = unique('made');
      return { body: { name: path, path } };
    },
  }),
  row('GET /groups/:id', 'read_group'),
  row('PUT /groups/:id', 'admin_group', { request: () => ({ body: { description: 'changed' } }) }),
  // The matrix app has no LDAP provider: an allowed create is refused as invalid (unknown provider),
  // an allowed delete finds no link; the sync of a group without links changes nothing.
  row('GET /groups/:id/ldap_group_links', 'admin_group', { user: true }),
  row('POST /groups/:id/ldap_group_links', 'admin_group', {
    allowedStatus: 400,
    request: () => ({ body: { cn: 'matrix', group_access: 30, provider: 'ldapmain' } }),
  }),
  row('DELETE /groups/:id/ldap_group_links', 'admin_group', {
    allowedStatus: 404,
    request: () => ({ body: { cn: 'matrix', provider: 'ldapmain' } }),
  }),
  row('DELETE /groups/:id/ldap_group_links/:cn', 'admin_group', {
    allowedStatus: 404,
    request: () => ({ params: { cn: 'matrix' } }),
  }),
  row('DELETE /groups/:id/ldap_group_links/:provider/:cn', 'admin_group', {
    allowedStatus: 404,
    request: () => ({ params: { provider: 'ldapmain', cn: 'matrix' } }),
  }),
  row('POST /groups/:id/ldap_sync', 'admin_group'),
  // SAML: an allowed read or delete of a link the matrix never made is a 404; an allowed provider
  // change is refused as invalid (an http SSO URL), so no matrix group ever gets a provider.
  row('GET /groups/:id/saml_group_links', 'admin_group', { user: true }),
  row('GET /groups/:id/saml_group_links/:saml_group_name', 'admin_group', {
    user: true,
    allowedStatus: 404,
    request: () => ({ params: { saml_group_name: 'matrix' } }),
  }),
  row('POST /groups/:id/saml_group_links', 'admin_group', {
    request: () => ({ body: { saml_group_name: unique('matrix'), access_level: 30 } }),
  }),
  row('DELETE /groups/:id/saml_group_links/:saml_group_name', 'admin_group', {
    allowedStatus: 404,
    request: () => ({ params: { saml_group_name: 'matrix' } }),
  }),
  row('GET /groups/:id/saml_provider', 'admin_group', { user: true, allowedStatus: 404 }),
  row('PUT /groups/:id/saml_provider', 'admin_group', {
    allowedStatus: 400,
    request: () => ({
      body: { sso_url: 'http://idp.example.com/sso', certificate_fingerprint: 'ab'.repeat(20) },
    }),
  }),
  row('DELETE /groups/:id', 'remove_group', {
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () => (await newGroup(c.world, c.place.vis, c.place.group.id)).id,
          c.place.group.id,
        ),
      },
    }),
  }),
  row('POST /groups/:id/transfer', 'transfer_group', {
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () => (await newGroup(c.world, c.place.vis, c.place.group.id)).id,
          c.place.subgroup.id,
        ),
      },
    }),
  }),
  row('GET /groups/:id/subgroups', 'read_group'),
  row('GET /groups/:id/descendant_groups', 'read_group'),
  row('GET /groups/:id/projects', 'read_group'),

  // ---------------------------------------------------------------- projects
  row('GET /projects', 'anyone'),
  row('GET /users/:user_id/projects', 'anyone', {
    request: (c) => ({ params: { user_id: c.world.target.id } }),
  }),
  row('GET /users/:user_id/starred_projects', 'anyone', {
    request: (c) => ({ params: { user_id: c.world.target.id } }),
  }),
  row('GET /projects/:id', 'read_project'),
  // GitLab answers a namespace the caller may not create projects in as invalid.
  row('POST /projects', 'create_projects', {
    scope: 'group',
    container: 'none',
    refusal: 400,
    request: (c) => {
      const path = unique('made');
      return { body: { name: path, path, namespace_id: c.place.group.id } };
    },
  }),
  row('POST /projects/user/:user_id', 'admin_users', {
    request: (c) => ({ params: { user_id: c.world.target.id }, body: { name: unique('for') } }),
  }),
  row('PUT /projects/:id', 'admin_project', { request: () => ({ body: { description: 'changed' } }) }),
  row('DELETE /projects/:id', 'remove_project', {
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () => (await newProject(c.world, c.place.group.id, c.place.vis)).id,
          c.place.project.id,
        ),
      },
    }),
  }),
  row('PUT /projects/:id/transfer', 'change_namespace', {
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () => (await newProject(c.world, c.place.group.id, c.place.vis)).id,
          c.place.project.id,
        ),
      },
      body: { namespace: c.place.subgroup.id },
    }),
  }),
  row('POST /projects/:id/archive', 'archive_project', {
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () => (await newProject(c.world, c.place.group.id, c.place.vis)).id,
          c.place.project.id,
        ),
      },
    }),
  }),
  row('POST /projects/:id/unarchive', 'archive_project', {
    request: async (c) => {
      const id = await fresh(
        c,
        async () => (await newProject(c.world, c.place.group.id, c.place.vis)).id,
        c.place.project.id,
      );
      if (c.allowed) await setup(c.world.t, 'POST', `/projects/${id}/archive`);
      return { params: { id } };
    },
  }),
  row('POST /projects/:id/star', 'star_project'),
  row('POST /projects/:id/unstar', 'star_project'),

  // ---------------------------------------------------------------- members, sharing, invitations
  ...(['groups', 'projects'] as const).flatMap((kind) => {
    const scope = kind === 'groups' ? 'group' : 'project';
    const of = (p: Place) => (kind === 'groups' ? p.groupMemberId : p.memberId);
    return [
      row(`GET /${kind}/:id/members`, 'read_source_member', { scope, user: true }),
      row(`GET /${kind}/:id/members/all`, 'read_source_member', { scope, user: true }),
      row(`GET /${kind}/:id/members/:user_id`, 'read_source_member', {
        scope,
        user: true,
        request: (c) => ({ params: { user_id: of(c.place) } }),
      }),
      row(`GET /${kind}/:id/members/all/:user_id`, 'read_source_member', {
        scope,
        user: true,
        request: (c) => ({ params: { user_id: c.world.people.guest.id } }),
      }),
      row(`POST /${kind}/:id/members`, 'admin_source_member', {
        scope,
        request: async (c) => ({
          body: {
            user_id: await fresh(c, async () => (await newUser(c.world)).id, c.world.candidate.id),
            access_level: 10,
          },
        }),
      }),
      row(`PUT /${kind}/:id/members/:user_id`, 'update_member', {
        scope,
        request: async (c) => ({
          params: { user_id: await fresh(c, () => newMember(c.world, c.place, kind), of(c.place)) },
          body: { access_level: 20 },
        }),
      }),
      row(`DELETE /${kind}/:id/members/:user_id`, 'destroy_member', {
        scope,
        request: async (c) => ({
          params: { user_id: await fresh(c, () => newMember(c.world, c.place, kind), of(c.place)) },
        }),
      }),
      row(`POST /${kind}/:id/invitations`, 'admin_source_member', {
        scope,
        request: () => ({ body: { email: `${unique('invite')}@example.com`, access_level: 10 } }),
      }),
      row(`GET /${kind}/:id/invitations`, 'admin_source_member', { scope, user: true }),
      row(`PUT /${kind}/:id/invitations/:email`, 'admin_source_member', {
        scope,
        request: (c) => ({
          params: { email: kind === 'groups' ? c.place.groupInvite : c.place.projectInvite },
          body: { access_level: 20 },
        }),
      }),
      row(`DELETE /${kind}/:id/invitations/:email`, 'admin_source_member', {
        scope,
        request: async (c) => ({
          params: {
            email: await fresh(
              c,
              () => newInvitation(c.world, c.place, kind),
              kind === 'groups' ? c.place.groupInvite : c.place.projectInvite,
            ),
          },
        }),
      }),
    ];
  }),
  row('GET /groups/:id/billable_members', 'admin_source_member', {
    scope: 'group',
    user: true,
    refusal: 400,
  }),
  row('GET /groups/:id/billable_members/:user_id/memberships', 'admin_source_member', {
    scope: 'group',
    user: true,
    refusal: 400,
    request: (c) => ({ params: { user_id: c.place.groupMemberId } }),
  }),
  row('DELETE /groups/:id/billable_members/:user_id', 'admin_source_member', {
    scope: 'group',
    refusal: 400,
    request: async (c) => ({
      params: { user_id: await fresh(c, () => newMember(c.world, c.place, 'groups'), c.place.groupMemberId) },
    }),
  }),
  row('GET /users/:id/memberships', 'admin_users', { user: true, request: onUser }),
  row('POST /groups/:id/share', 'admin_group_member', {
    refusal: 404,
    request: async (c) => ({
      body: {
        group_id: await fresh(c, async () => (await newGroup(c.world, 'public')).id, c.world.shareTarget.id),
        group_access: 10,
      },
    }),
  }),
  row('DELETE /groups/:id/share/:group_id', 'admin_group_member', {
    request: async (c) => {
      const shared = await fresh(
        c,
        async () => (await newGroup(c.world, 'public')).id,
        c.world.shareTarget.id,
      );
      if (c.allowed)
        await setup(c.world.t, 'POST', `${group(c.place)}/share`, {
          body: { group_id: shared, group_access: 10 },
        });
      return { params: { group_id: shared } };
    },
  }),
  // One run per repository at a time (409 otherwise): each allowed case its own project.
  row('POST /projects/:id/housekeeping', 'admin_project', {
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () => (await newProject(c.world, c.place.group.id, c.place.vis)).id,
          c.place.project.id,
        ),
      },
    }),
  }),
  row('POST /projects/:id/share', 'admin_project', {
    request: async (c) => ({
      body: {
        group_id: await fresh(c, async () => (await newGroup(c.world, 'public')).id, c.world.shareTarget.id),
        group_access: 10,
      },
    }),
  }),
  row('DELETE /projects/:id/share/:group_id', 'admin_project', {
    request: async (c) => {
      const shared = await fresh(
        c,
        async () => (await newGroup(c.world, 'public')).id,
        c.world.shareTarget.id,
      );
      if (c.allowed)
        await setup(c.world.t, 'POST', `${project(c.place)}/share`, {
          body: { group_id: shared, group_access: 10 },
        });
      return { params: { group_id: shared } };
    },
  }),

  // ---------------------------------------------------------------- repository
  row('GET /projects/:id/repository/tree', 'read_code'),
  row('GET /projects/:id/repository/blobs/:sha', 'read_code', {
    request: (c) => ({ params: { sha: c.place.readmeBlob } }),
  }),
  row('GET /projects/:id/repository/blobs/:sha/raw', 'read_code', {
    request: (c) => ({ params: { sha: c.place.readmeBlob } }),
  }),
  row('GET /projects/:id/repository/archive', 'read_code'),
  // The matrix sends no file: allowed callers reach the parameter check.
  row('POST /projects/:id/uploads', 'upload_file', { allowedStatus: 400 }),
  row('GET /projects/:id/uploads/:secret/:filename', 'read_upload', {
    allowedStatus: 404,
    request: () => ({ params: { secret: '0'.repeat(32), filename: 'none.txt' } }),
  }),
  row('GET /projects/:id/repository/archive.:format', 'read_code', {
    request: () => ({ params: { format: 'zip' } }),
  }),
  row('GET /projects/:id/repository/compare', 'read_code', {
    request: () => ({ query: { from: 'main', to: 'feature' } }),
  }),
  row('GET /projects/:id/repository/contributors', 'read_code'),
  row('GET /projects/:id/repository/merge_base', 'read_code', {
    request: () => ({ query: { 'refs[]': ['main', 'feature'] } }),
  }),
  row('GET /projects/:id/repository/branches', 'read_code'),
  row('GET /projects/:id/repository/branches/:branch', 'read_code', {
    request: () => ({ params: { branch: 'feature' } }),
  }),
  row('POST /projects/:id/repository/branches', 'push_code', {
    request: () => ({ body: { branch: unique('new'), ref: 'main' } }),
  }),
  row('DELETE /projects/:id/repository/branches/:branch', 'push_code', {
    request: async (c) => ({
      params: { branch: await fresh(c, () => newBranch(c.world, c.place), 'feature') },
    }),
  }),
  row('GET /projects/:id/repository/tags', 'read_code'),
  row('GET /projects/:id/repository/tags/:tag_name', 'read_code', {
    request: () => ({ params: { tag_name: 'v1' } }),
  }),
  row('POST /projects/:id/repository/tags', 'push_code', {
    request: () => ({ body: { tag_name: unique('t'), ref: 'main' } }),
  }),
  row('DELETE /projects/:id/repository/tags/:tag_name', 'push_code', {
    request: async (c) => ({ params: { tag_name: await fresh(c, () => newTag(c.world, c.place), 'v1') } }),
  }),
  row('GET /projects/:id/repository/commits', 'read_code'),
  row('GET /projects/:id/repository/commits/:sha', 'read_code', {
    request: (c) => ({ params: { sha: c.place.mainSha } }),
  }),
  row('GET /projects/:id/repository/commits/:sha/diff', 'read_code', {
    request: (c) => ({ params: { sha: c.place.mainSha } }),
  }),
  row('GET /projects/:id/repository/commits/:sha/refs', 'read_code', {
    request: (c) => ({ params: { sha: c.place.mainSha } }),
  }),
  row('POST /projects/:id/repository/commits', 'push_code', {
    request: () => ({
      body: {
        branch: unique('commit'),
        start_branch: 'main',
        commit_message: 'matrix',
        actions: [{ action: 'create', file_path: `${unique('f')}.txt`, content: 'x' }],
      },
    }),
  }),
  row('GET /projects/:id/repository/files/:file_path', 'read_code', {
    request: () => ({ params: { file_path: 'README.md' }, query: { ref: 'main' } }),
  }),
  row('GET /projects/:id/repository/files/:file_path/raw', 'read_code', {
    request: () => ({ params: { file_path: 'README.md' }, query: { ref: 'main' } }),
  }),
  row('POST /projects/:id/repository/files/:file_path', 'push_code', {
    request: () => ({
      params: { file_path: `${unique('f')}.txt` },
      body: { branch: unique('file'), start_branch: 'main', content: 'x', commit_message: 'matrix' },
    }),
  }),
  row('PUT /projects/:id/repository/files/:file_path', 'push_code', {
    request: () => ({
      params: { file_path: 'README.md' },
      body: { branch: unique('file'), start_branch: 'main', content: 'changed', commit_message: 'matrix' },
    }),
  }),
  row('DELETE /projects/:id/repository/files/:file_path', 'push_code', {
    request: () => ({
      params: { file_path: 'README.md' },
      body: { branch: unique('file'), start_branch: 'main', commit_message: 'matrix' },
    }),
  }),
  row('GET /projects/:id/repository/changelog', 'read_code', {
    request: (c) => ({ query: { version: '1.0.0', from: c.place.mainSha } }),
  }),
  row('POST /projects/:id/repository/changelog', 'push_code', {
    request: async (c) => ({
      body: {
        version: '1.0.0',
        from: c.place.mainSha,
        branch: await fresh(c, () => newBranch(c.world, c.place), 'feature'),
      },
    }),
  }),

  // ---------------------------------------------------------------- protected branches and tags
  row('GET /projects/:id/packages', 'read_package'),
  row('GET /groups/:id/packages', 'read_group'),
  row('GET /projects/:id/packages/:package_id', 'read_package', {
    allowedStatus: 404,
    request: () => ({ params: { package_id: 999999 } }),
  }),
  row('GET /projects/:id/packages/:package_id/package_files', 'read_package', {
    allowedStatus: 404,
    request: () => ({ params: { package_id: 999999 } }),
  }),
  row('DELETE /projects/:id/packages/:package_id', 'destroy_package', {
    allowedStatus: 404,
    request: () => ({ params: { package_id: 999999 } }),
  }),
  row('DELETE /projects/:id/packages/:package_id/package_files/:package_file_id', 'destroy_package', {
    allowedStatus: 404,
    request: () => ({ params: { package_id: 999999, package_file_id: 999999 } }),
  }),
  // The registries (plugin routes): anonymous callers are asked for credentials where they may not pull.
  row('GET /projects/:id/packages/npm/*', 'read_package', {
    anonymous: 401,
    probe: 'metadata',
    request: (c) => npmRequest(c, (p) => npmPath(p.npm)),
  }),
  row('GET /projects/:id/packages/npm/*', 'read_package', {
    anonymous: 401,
    probe: 'tarball',
    request: (c) => npmRequest(c, (p) => `${p.npm}/-/${p.npmFile}`),
  }),
  row('PUT /projects/:id/packages/npm/*', 'create_package', {
    probe: 'publish',
    request: (c) => {
      const name = `@${c.place.group.fullPath}/matrix-${unique('pub')}`;
      return { params: { '*': npmPath(name) }, body: npmDocument(name, '1.0.0') };
    },
  }),
  row('PUT /projects/:id/packages/npm/*', 'create_package', {
    probe: 'dist-tag',
    request: (c) => npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags/matrix`, { body: '1.0.0' }),
  }),
  row('PUT /projects/:id/packages/npm/*', 'destroy_package', {
    probe: 'deprecate',
    request: (c) =>
      npmRequest(c, (p) => npmPath(p.npm), {
        headers: { 'npm-command': 'deprecate' },
        body: { name: `@${c.place.group.fullPath}/matrix-lib`, versions: { '1.0.0': { deprecated: '' } } },
      }),
  }),
  row('PUT /projects/:id/packages/npm/*', 'destroy_package', {
    probe: 'unpublish document',
    request: (c) =>
      npmRequest(c, (p) => `${npmPath(p.npm)}/-rev/1`, {
        headers: { 'npm-command': 'unpublish' },
        body: { name: `@${c.place.group.fullPath}/matrix-lib`, versions: {} },
      }),
  }),
  row('DELETE /projects/:id/packages/npm/*', 'destroy_package', {
    probe: 'unpublish',
    request: async (c) => {
      const name = `@${c.place.group.fullPath}/matrix-lib`;
      const file = await fresh(c, () => publishNpm(c.world, c.place, name, nextVersion(2)), 'none.tgz');
      return {
        params: { '*': `${npmPath(name)}/-/${file}/-rev/1` },
        headers: { 'npm-command': 'unpublish' },
      };
    },
  }),
  row('DELETE /projects/:id/packages/npm/*', 'create_package', {
    probe: 'dist-tag',
    request: (c) => npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags/matrix-gone`),
  }),
  row('POST /projects/:id/packages/npm/*', 'read_package', {
    request: () => ({
      params: { '*': '-/npm/v1/security/advisories/bulk' },
      body: { 'left-pad': ['1.3.0'] },
    }),
  }),
  row('POST /groups/:id/-/packages/npm/*', 'read_package', {
    scope: 'group',
    request: () => ({
      params: { '*': '-/npm/v1/security/advisories/bulk' },
      body: { 'left-pad': ['1.3.0'] },
    }),
  }),
  row('POST /packages/npm/*', 'signed_in', {
    request: () => ({ params: { '*': '-/npm/v1/security/audits/quick' }, body: { requires: {} } }),
  }),
  row('GET /groups/:id/-/packages/npm/*', 'read_package', {
    scope: 'group',
    anonymous: 401,
    request: (c) => npmRequest(c, (p) => npmPath(p.npm)),
  }),
  row('PUT /groups/:id/-/packages/npm/*', 'create_package', {
    scope: 'group',
    request: (c) =>
      npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags/matrix-group`, { body: '1.0.0' }),
  }),
  row('DELETE /groups/:id/-/packages/npm/*', 'create_package', {
    scope: 'group',
    request: (c) => npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags/matrix-gone`),
  }),
  row('GET /packages/npm/*', 'read_package', {
    anonymous: 401,
    request: (c) => npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags`),
  }),
  row('PUT /packages/npm/*', 'create_package', {
    request: (c) =>
      npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags/matrix-instance`, { body: '1.0.0' }),
  }),
  row('DELETE /packages/npm/*', 'create_package', {
    request: (c) => npmRequest(c, (p) => `-/package/${npmPath(p.npm)}/dist-tags/matrix-gone`),
  }),
  row('POST /projects/:id/packages/pypi', 'create_package', {
    request: () => ({
      raw: pypiUpload('matrix-upload', nextVersion(1), 'matrix_upload.tar.gz', Buffer.from('sdist')),
    }),
  }),
  row('GET /projects/:id/packages/pypi/simple', 'read_package', {
    anonymous: 401,
    request: async (c) => {
      await packagesOf(c);
      return {};
    },
  }),
  row('GET /projects/:id/packages/pypi/simple/:package_name', 'read_package', {
    anonymous: 401,
    request: async (c) => ({ params: { package_name: (await packagesOf(c)).pypi.name } }),
  }),
  row('GET /projects/:id/packages/pypi/files/:sha256/*', 'read_package', {
    anonymous: 401,
    request: async (c) => {
      const { pypi } = await packagesOf(c);
      return { params: { sha256: pypi.sha256, '*': pypi.fileName } };
    },
  }),
  row('GET /groups/:id/-/packages/pypi/simple', 'read_package', {
    scope: 'group',
    anonymous: 401,
    request: async (c) => {
      await packagesOf(c);
      return {};
    },
  }),
  row('GET /groups/:id/-/packages/pypi/simple/:package_name', 'read_package', {
    scope: 'group',
    anonymous: 401,
    request: async (c) => ({ params: { package_name: (await packagesOf(c)).pypi.name } }),
  }),
  row('GET /groups/:id/-/packages/pypi/files/:sha256/*', 'read_package', {
    scope: 'group',
    anonymous: 401,
    request: async (c) => {
      const { pypi } = await packagesOf(c);
      return { params: { sha256: pypi.sha256, '*': pypi.fileName } };
    },
  }),
  row('PUT /projects/:id/packages/generic/:package_name/:package_version/:file_name', 'create_package', {
    request: () => ({
      params: { package_name: 'matrix-upload', package_version: nextVersion(1), file_name: 'a.txt' },
      raw: { contentType: 'application/octet-stream', data: 'generic' },
    }),
  }),
  row('GET /projects/:id/packages/generic/:package_name/:package_version/:file_name', 'read_package', {
    anonymous: 401,
    request: async (c) => {
      const { generic } = await packagesOf(c);
      return {
        params: { package_name: generic.name, package_version: generic.version, file_name: generic.fileName },
      };
    },
  }),
  row('GET /projects/:id/packages/protection/rules', 'admin_package', { user: true }),
  row('POST /projects/:id/packages/protection/rules', 'admin_package', {
    request: () => ({
      body: {
        package_name_pattern: `@matrix/${unique('p')}-*`,
        package_type: 'npm',
        minimum_access_level_for_push: 'maintainer',
      },
    }),
  }),
  row('PATCH /projects/:id/packages/protection/rules/:package_protection_rule_id', 'admin_package', {
    allowedStatus: 404,
    request: () => ({ params: { package_protection_rule_id: 999999 }, body: { package_name_pattern: 'x*' } }),
  }),
  row('DELETE /projects/:id/packages/protection/rules/:package_protection_rule_id', 'admin_package', {
    allowedStatus: 404,
    request: () => ({ params: { package_protection_rule_id: 999999 } }),
  }),
  row('GET /projects/:id/protected_branches', 'admin_protected_refs', { user: true }),
  row('GET /projects/:id/protected_branches/:name', 'admin_protected_refs', {
    user: true,
    request: (c) => ({ params: { name: c.place.protectedBranch } }),
  }),
  row('POST /projects/:id/protected_branches', 'admin_protected_refs', {
    request: () => ({ body: { name: unique('pb-') } }),
  }),
  row('PATCH /projects/:id/protected_branches/:name', 'admin_protected_refs', {
    request: (c) => ({ params: { name: c.place.protectedBranch }, body: { allow_force_push: false } }),
  }),
  row('DELETE /projects/:id/protected_branches/:name', 'admin_protected_refs', {
    request: async (c) => ({
      params: { name: await fresh(c, () => newProtectedBranch(c.world, c.place), c.place.protectedBranch) },
    }),
  }),
  row('GET /projects/:id/protected_tags', 'admin_protected_refs', { user: true }),
  row('GET /projects/:id/protected_tags/:name', 'admin_protected_refs', {
    user: true,
    request: () => ({ params: { name: 'release-*' } }),
  }),
  row('POST /projects/:id/protected_tags', 'admin_protected_refs', {
    request: () => ({ body: { name: unique('pt-') } }),
  }),
  row('DELETE /projects/:id/protected_tags/:name', 'admin_protected_refs', {
    request: async (c) => ({
      params: { name: await fresh(c, () => newProtectedTag(c.world, c.place), 'release-*') },
    }),
  }),

  // ---------------------------------------------------------------- repository storage moves
  row('GET /project_repository_storage_moves', 'admin_storage_moves', { user: true }),
  row('GET /project_repository_storage_moves/:repository_storage_id', 'admin_storage_moves', {
    user: true,
    request: (c) => ({ params: { repository_storage_id: c.world.storageMoveId } }),
  }),
  // Moves every project of a storage: the storage named holds none (it is refused as invalid when allowed).
  row('POST /project_repository_storage_moves', 'admin_storage_moves', {
    allowedStatus: 400,
    request: () => ({ body: { source_storage_name: 'nowhere' } }),
  }),
  row('GET /projects/:project_id/repository_storage_moves', 'admin_storage_moves', {
    scope: 'project',
    container: 'none',
    user: true,
  }),
  row('GET /projects/:project_id/repository_storage_moves/:repository_storage_id', 'admin_storage_moves', {
    scope: 'project',
    container: 'none',
    user: true,
    request: (c) => ({
      params: { project_id: c.place.sibling.id, repository_storage_id: c.place.siblingMoveId },
    }),
  }),
  row('POST /projects/:project_id/repository_storage_moves', 'admin_storage_moves', {
    scope: 'project',
    container: 'none',
    request: async (c) => ({
      params: {
        project_id: await fresh(
          c,
          async () => (await newProject(c.world, c.place.group.id, c.place.vis)).id,
          c.place.project.id,
        ),
      },
      body: { destination_storage_name: 'second' },
    }),
  }),

  // ---------------------------------------------------------------- labels (every route needs a user)
  row('GET /projects/:id/labels', 'read_label', { user: true }),
  row('GET /projects/:id/labels/:label_id', 'read_label', {
    user: true,
    request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'project') } }),
  }),
  row('POST /projects/:id/labels', 'admin_label', {
    request: () => ({ body: { name: unique('label-'), color: '#FF0000' } }),
  }),
  row('PUT /projects/:id/labels/:label_id', 'admin_label', {
    request: async (c) => ({
      params: { label_id: await newLabel(c.world, c.place, 'project') },
      body: { description: 'changed' },
    }),
  }),
  row('PUT /projects/:id/labels', 'admin_label', {
    request: async (c) => ({ body: { name: await newLabel(c.world, c.place, 'project'), color: 'red' } }),
  }),
  row('DELETE /projects/:id/labels/:label_id', 'admin_label', {
    request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'project') } }),
  }),
  row('DELETE /projects/:id/labels', 'admin_label', {
    request: async (c) => ({ query: { name: await newLabel(c.world, c.place, 'project') } }),
  }),
  // Promotion into the project's group: the group's label managers (the matrix's people hold the same
  // role on the group and its project).
  row('PUT /projects/:id/labels/:label_id/promote', 'admin_group_label', {
    scope: 'project',
    container: 'project',
    request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'project') } }),
  }),
  // Subscribing needs only to see the label (an unsubscribe with nothing to undo answers 304).
  ...(['subscribe', 'unsubscribe'] as const).map((action) =>
    row(`POST /projects/:id/labels/:label_id/${action}`, 'read_label', {
      request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'project') } }),
    }),
  ),
  ...(['subscribe', 'unsubscribe'] as const).map((action) =>
    row(`POST /groups/:id/labels/:label_id/${action}`, 'read_group_label', {
      request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'group') } }),
    }),
  ),
  row('GET /groups/:id/labels', 'read_group_label', { user: true }),
  row('GET /groups/:id/labels/:label_id', 'read_group_label', {
    user: true,
    request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'group') } }),
  }),
  row('POST /groups/:id/labels', 'admin_group_label', {
    request: () => ({ body: { name: unique('label-'), color: '#00FF00' } }),
  }),
  row('PUT /groups/:id/labels/:label_id', 'admin_group_label', {
    request: async (c) => ({
      params: { label_id: await newLabel(c.world, c.place, 'group') },
      body: { new_name: unique('renamed-') },
    }),
  }),
  row('PUT /groups/:id/labels', 'admin_group_label', {
    request: async (c) => ({ body: { name: await newLabel(c.world, c.place, 'group'), description: 'x' } }),
  }),
  row('DELETE /groups/:id/labels/:label_id', 'admin_group_label', {
    request: async (c) => ({ params: { label_id: await newLabel(c.world, c.place, 'group') } }),
  }),
  row('DELETE /groups/:id/labels', 'admin_group_label', {
    request: async (c) => ({ query: { name: await newLabel(c.world, c.place, 'group') } }),
  }),

  // ---------------------------------------------------------------- snippets
  row('GET /projects/:id/snippets', 'read_project', { user: true }),
  row('GET /projects/:id/snippets/:snippet_id', 'read_project_snippet', {
    refusal: 404,
    request: (c) => ({ params: { snippet_id: c.place.snippetId } }),
  }),
  row('POST /projects/:id/snippets', 'create_project_snippet', {
    request: (c) => ({
      body: { title: 'new', visibility: c.place.vis, files: [{ file_path: 'n.txt', content: 'n' }] },
    }),
  }),
  row('PUT /projects/:id/snippets/:snippet_id', 'update_project_snippet', {
    request: (c) => ({ params: { snippet_id: c.place.snippetId }, body: { title: 'changed' } }),
  }),
  row('DELETE /projects/:id/snippets/:snippet_id', 'update_project_snippet', {
    request: async (c) => ({
      params: { snippet_id: await fresh(c, () => newSnippet(c.world, c.place), c.place.snippetId) },
    }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/raw', 'read_project_snippet', {
    refusal: 404,
    request: (c) => ({ params: { snippet_id: c.place.snippetId } }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/files/:ref/:file_path/raw', 'read_project_snippet', {
    refusal: 404,
    request: (c) => ({ params: { snippet_id: c.place.snippetId, ref: 'main', file_path: 'a.txt' } }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/user_agent_detail', 'read_user_agent_detail', {
    scope: 'project',
    container: 'none',
    user: true,
    request: (c) => ({ params: { snippet_id: c.place.snippetId } }),
  }),

  // ---------------------------------------------------------------- notes and discussions on snippets
  row('GET /projects/:id/snippets/:snippet_id/notes', 'read_project_snippet', {
    refusal: 404,
    user: true,
    request: (c) => ({ params: { snippet_id: c.place.snippetId } }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/notes/:note_id', 'read_project_snippet', {
    refusal: 404,
    user: true,
    request: async (c) => ({
      params: { snippet_id: c.place.snippetId, note_id: (await snippetThread(c)).noteId },
    }),
  }),
  row('POST /projects/:id/snippets/:snippet_id/notes', 'create_project_snippet_note', {
    refusal: 404,
    request: (c) => ({ params: { snippet_id: c.place.snippetId }, body: { body: 'a comment' } }),
  }),
  row('PUT /projects/:id/snippets/:snippet_id/notes/:note_id', 'admin_project_snippet_notes', {
    request: async (c) => ({
      params: { snippet_id: c.place.snippetId, note_id: (await snippetThreadToChange(c)).noteId },
      body: { body: 'edited' },
    }),
  }),
  row('DELETE /projects/:id/snippets/:snippet_id/notes/:note_id', 'admin_project_snippet_notes', {
    request: async (c) => ({
      params: { snippet_id: c.place.snippetId, note_id: (await snippetThreadToChange(c)).noteId },
    }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/discussions', 'read_project_snippet', {
    refusal: 404,
    user: true,
    request: (c) => ({ params: { snippet_id: c.place.snippetId } }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/discussions/:discussion_id', 'read_project_snippet', {
    refusal: 404,
    user: true,
    request: async (c) => ({
      params: { snippet_id: c.place.snippetId, discussion_id: (await snippetThread(c)).discussionId },
    }),
  }),
  row('POST /projects/:id/snippets/:snippet_id/discussions', 'create_project_snippet_note', {
    refusal: 404,
    request: (c) => ({ params: { snippet_id: c.place.snippetId }, body: { body: 'a thread' } }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes', 'read_project_snippet', {
    refusal: 404,
    user: true,
    request: async (c) => ({
      params: { snippet_id: c.place.snippetId, discussion_id: (await snippetThread(c)).discussionId },
    }),
  }),
  row(
    'POST /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes',
    'create_project_snippet_note',
    {
      refusal: 404,
      request: async (c) => ({
        params: { snippet_id: c.place.snippetId, discussion_id: (await snippetThread(c)).discussionId },
        body: { body: 'a reply' },
      }),
    },
  ),
  row(
    'GET /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes/:note_id',
    'read_project_snippet',
    {
      refusal: 404,
      user: true,
      request: async (c) => {
        const thread = await snippetThread(c);
        return {
          params: {
            snippet_id: c.place.snippetId,
            discussion_id: thread.discussionId,
            note_id: thread.noteId,
          },
        };
      },
    },
  ),
  row(
    'PUT /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes/:note_id',
    'admin_project_snippet_notes',
    {
      request: async (c) => {
        const thread = await snippetThreadToChange(c);
        return {
          params: {
            snippet_id: c.place.snippetId,
            discussion_id: thread.discussionId,
            note_id: thread.noteId,
          },
          body: { body: 'edited' },
        };
      },
    },
  ),
  row(
    'DELETE /projects/:id/snippets/:snippet_id/discussions/:discussion_id/notes/:note_id',
    'admin_project_snippet_notes',
    {
      request: async (c) => {
        const thread = await snippetThreadToChange(c);
        return {
          params: {
            snippet_id: c.place.snippetId,
            discussion_id: thread.discussionId,
            note_id: thread.noteId,
          },
        };
      },
    },
  ),

  // ---------------------------------------------------------------- award emoji (on snippets)
  row('GET /projects/:id/snippets/:snippet_id/award_emoji', 'read_project_snippet', {
    refusal: 404,
    request: (c) => ({ params: { snippet_id: c.place.snippetId } }),
  }),
  row('GET /projects/:id/snippets/:snippet_id/award_emoji/:award_id', 'read_project_snippet', {
    refusal: 404,
    request: async (c) => ({ params: { snippet_id: c.place.snippetId, award_id: await awardOf(c) } }),
  }),
  row('POST /projects/:id/snippets/:snippet_id/award_emoji', 'award_emoji_project_snippet', {
    refusal: 404,
    request: async (c) => ({ params: { snippet_id: await snippetToAward(c) }, body: { name: 'tada' } }),
  }),
  row('DELETE /projects/:id/snippets/:snippet_id/award_emoji/:award_id', 'award_emoji_project_snippet', {
    refusal: 404,
    request: async (c) => {
      const { snippetId, awardId } = await awardToDelete(c);
      return { params: { snippet_id: snippetId, award_id: awardId } };
    },
  }),

  // ---------------------------------------------------------------- environments and deployments
  row('GET /projects/:id/environments', 'read_environment'),
  row('GET /projects/:id/environments/:environment_id', 'read_environment', {
    request: async (c) => ({ params: { environment_id: await environmentOf(c) } }),
  }),
  row('POST /projects/:id/environments', 'create_environment', {
    request: () => ({ body: { name: unique('new-env') } }),
  }),
  row('PUT /projects/:id/environments/:environment_id', 'create_environment', {
    request: async (c) => ({
      params: { environment_id: await environmentOf(c) },
      body: { description: 'changed' },
    }),
  }),
  row('DELETE /projects/:id/environments/:environment_id', 'destroy_environment', {
    request: async (c) => ({ params: { environment_id: await environmentToDelete(c) } }),
  }),
  row('POST /projects/:id/environments/:environment_id/stop', 'create_environment', {
    request: async (c) => ({ params: { environment_id: await environmentToStop(c) } }),
  }),
  row('POST /projects/:id/environments/stop_stale', 'create_environment', {
    request: () => ({ body: { before: new Date(Date.now() - 30 * 86_400_000).toISOString() } }),
  }),
  row('DELETE /projects/:id/environments/review_apps', 'admin_environment'),
  row('GET /projects/:id/deployments', 'read_environment'),
  row('GET /projects/:id/deployments/:deployment_id', 'read_environment', {
    request: async (c) => ({ params: { deployment_id: await deploymentOf(c) } }),
  }),
  row('POST /projects/:id/deployments', 'create_environment', {
    request: (c) => ({
      body: {
        environment: unique('deploy'),
        sha: c.place.mainSha,
        ref: 'main',
        tag: false,
        status: 'success',
      },
    }),
  }),
  row('PUT /projects/:id/deployments/:deployment_id', 'create_environment', {
    request: async (c) => ({ params: { deployment_id: await deploymentOf(c) }, body: { status: 'running' } }),
  }),
  row('DELETE /projects/:id/deployments/:deployment_id', 'destroy_deployment', {
    request: async (c) => ({ params: { deployment_id: await deploymentToDelete(c) } }),
  }),

  // ---------------------------------------------------------------- clusters and annotations
  ...(['projects', 'groups'] as const).flatMap((kind) => {
    const governor = kind === 'projects' ? 'admin_cluster' : 'admin_group_cluster';
    return [
      row(`GET /${kind}/:id/clusters`, governor, { user: true }),
      row(`GET /${kind}/:id/clusters/:cluster_id`, governor, {
        user: true,
        request: async (c) => ({ params: { cluster_id: await clusterOf(c, kind) } }),
      }),
      row(`POST /${kind}/:id/clusters/user`, governor, {
        request: () => ({
          body: {
            name: unique('cluster'),
            platform_kubernetes_attributes: { api_url: 'https://k8s.example.com', token: 't' },
          },
        }),
      }),
      row(`PUT /${kind}/:id/clusters/:cluster_id`, governor, {
        request: async (c) => ({
          params: { cluster_id: await clusterOf(c, kind) },
          body: { domain: 'example.com' },
        }),
      }),
      row(`DELETE /${kind}/:id/clusters/:cluster_id`, governor, {
        request: async (c) => ({ params: { cluster_id: await clusterToDelete(c, kind) } }),
      }),
    ];
  }),
  row('POST /environments/:id/metrics_dashboard/annotations', 'admin_metrics_dashboard_annotation', {
    hiddenBy: 'read_environment',
    request: async (c) => ({
      params: { id: await environmentOf(c) },
      body: { dashboard_path: 'd.yml', starting_at: '2020-01-01T00:00:00Z', description: 'x' },
    }),
  }),
  row('POST /clusters/:id/metrics_dashboard/annotations', 'admin_metrics_dashboard_annotation', {
    request: async (c) => ({
      params: { id: await clusterOf(c, 'projects') },
      body: { dashboard_path: 'd.yml', starting_at: '2020-01-01T00:00:00Z', description: 'x' },
    }),
  }),

  // ---------------------------------------------------------------- milestones
  row('GET /projects/:id/milestones', 'read_milestone', { user: true }),
  row('GET /projects/:id/milestones/:milestone_id', 'read_milestone', {
    user: true,
    request: async (c) => ({ params: { milestone_id: await milestoneOf(c, 'projects') } }),
  }),
  row('POST /projects/:id/milestones', 'admin_milestone', {
    request: () => ({ body: { title: unique('new milestone') } }),
  }),
  row('PUT /projects/:id/milestones/:milestone_id', 'admin_milestone', {
    request: async (c) => ({
      params: { milestone_id: await milestoneOf(c, 'projects') },
      body: { description: 'changed' },
    }),
  }),
  row('DELETE /projects/:id/milestones/:milestone_id', 'admin_milestone', {
    request: async (c) => ({ params: { milestone_id: await milestoneToDelete(c, 'projects') } }),
  }),
  row('POST /projects/:id/milestones/:milestone_id/promote', 'admin_milestone', {
    request: async (c) => ({ params: { milestone_id: await milestoneToDelete(c, 'projects') } }),
  }),
  row('GET /groups/:id/milestones', 'read_group', { user: true }),
  row('GET /groups/:id/milestones/:milestone_id', 'read_group', {
    user: true,
    request: async (c) => ({ params: { milestone_id: await milestoneOf(c, 'groups') } }),
  }),
  row('POST /groups/:id/milestones', 'admin_group_milestone', {
    request: () => ({ body: { title: unique('new group milestone') } }),
  }),
  row('PUT /groups/:id/milestones/:milestone_id', 'admin_group_milestone', {
    request: async (c) => ({
      params: { milestone_id: await milestoneOf(c, 'groups') },
      body: { description: 'changed' },
    }),
  }),
  row('DELETE /groups/:id/milestones/:milestone_id', 'admin_group_milestone', {
    request: async (c) => ({ params: { milestone_id: await milestoneToDelete(c, 'groups') } }),
  }),

  // ---------------------------------------------------------------- merge requests
  row('GET /merge_requests', 'anyone', { request: () => ({ query: { scope: 'all' } }) }),
  row('GET /projects/:id/merge_requests', 'read_merge_request'),
  row('POST /projects/:id/merge_requests', 'create_merge_request_in', {
    request: async (c) => ({
      body: {
        source_branch: c.allowed ? await newBranch(c.world, c.place) : 'feature',
        target_branch: 'main',
        title: unique('mr'),
      },
    }),
  }),
  ...(
    [
      ['GET', ''],
      ['GET', '/time_stats'],
      ['GET', '/participants'],
      ['GET', '/reviewers'],
      ['GET', '/approvals'],
      ['GET', '/commits'],
      ['GET', '/closes_issues'],
      ['GET', '/changes'],
      ['GET', '/diffs'],
      ['GET', '/raw_diffs'],
    ] as const
  ).map(([method, suffix]) =>
    row(`${method} /projects/:id/merge_requests/:merge_request_iid${suffix}`, 'read_merge_request', {
      refusal: 404,
      request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
    }),
  ),
  ...(['subscribe', 'unsubscribe'] as const).map((action) =>
    row(`POST /projects/:id/merge_requests/:merge_request_iid/${action}`, 'read_merge_request', {
      user: true,
      refusal: 404,
      request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
    }),
  ),
  row('PUT /projects/:id/merge_requests/:merge_request_iid', 'update_merge_request', {
    hiddenBy: 'read_merge_request',
    request: async (c) => ({
      params: { merge_request_iid: await mergeRequestOf(c) },
      body: { description: 'changed' },
    }),
  }),
  ...(
    [
      ['time_estimate', { duration: '1h' }],
      ['reset_time_estimate', undefined],
      ['add_spent_time', { duration: '1h' }],
      ['reset_spent_time', undefined],
    ] as const
  ).map(([action, body]) =>
    row(`POST /projects/:id/merge_requests/:merge_request_iid/${action}`, 'update_merge_request', {
      hiddenBy: 'read_merge_request',
      request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) }, body }),
    }),
  ),
  row('POST /projects/:id/merge_requests/:merge_request_iid/approve', 'update_merge_request', {
    hiddenBy: 'read_merge_request',
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestToSpend(c) } }),
  }),
  // Nobody approved the shared merge request: an allowed caller is told there is no approval of theirs.
  row('POST /projects/:id/merge_requests/:merge_request_iid/unapprove', 'update_merge_request', {
    hiddenBy: 'read_merge_request',
    allowedStatus: 404,
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  // Merging asks whether the caller may push to or merge into the target branch: 401 otherwise, as GitLab.
  row('PUT /projects/:id/merge_requests/:merge_request_iid/merge', 'update_merge_request', {
    hiddenBy: 'read_merge_request',
    refusal: 401,
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestToMerge(c) } }),
  }),
  // No auto-merge is set: an allowed caller is told the method does not apply.
  row(
    'POST /projects/:id/merge_requests/:merge_request_iid/cancel_merge_when_pipeline_succeeds',
    'update_merge_request',
    {
      hiddenBy: 'read_merge_request',
      refusal: 401,
      allowedStatus: 405,
      request: async (c) => ({ params: { merge_request_iid: await mergeRequestToMerge(c) } }),
    },
  ),
  row('PUT /projects/:id/merge_requests/:merge_request_iid/rebase', 'update_merge_request', {
    hiddenBy: 'read_merge_request',
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestToSpend(c) } }),
  }),
  row('GET /projects/:id/merge_requests/:merge_request_iid/merge_ref', 'read_merge_request', {
    refusal: 404,
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  row('GET /projects/:id/merge_requests/:merge_request_iid/pipelines', 'read_pipeline', {
    hiddenBy: 'read_merge_request',
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  // The matrix's projects have no CI configuration: an allowed caller is told so (400).
  row('POST /projects/:id/merge_requests/:merge_request_iid/pipelines', 'create_pipeline', {
    hiddenBy: 'read_merge_request',
    allowedStatus: 400,
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  row('DELETE /projects/:id/merge_requests/:merge_request_iid', 'destroy_merge_request', {
    hiddenBy: 'read_merge_request',
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestToSpend(c) } }),
  }),

  // ---------------------------------------------------------------- merge trains (on in the place's project)
  row('GET /projects/:id/merge_trains', 'update_merge_request', {
    request: async (c) => (await trainsOn(c), {}),
  }),
  row('GET /projects/:id/merge_trains/:target_branch', 'update_merge_request', {
    request: async (c) => (await trainsOn(c), { params: { target_branch: 'main' } }),
  }),
  // The shared merge request is on no train: an allowed caller is told so.
  row('GET /projects/:id/merge_trains/merge_requests/:merge_request_iid', 'update_merge_request', {
    allowedStatus: 404,
    request: async (c) => (await trainsOn(c), { params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  row('POST /projects/:id/merge_trains/merge_requests/:merge_request_iid', 'update_merge_request', {
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestForTrain(c) } }),
  }),
  row('DELETE /projects/:id/merge_trains/merge_requests/:merge_request_iid', 'update_merge_request', {
    allowedStatus: 404,
    request: async (c) => (await trainsOn(c), { params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  // ---------------------------------------------------------------- notes, threads, drafts, awards on merge requests
  ...(
    [
      ['GET', '/notes', null],
      ['GET', '/notes/:note_id', 'note'],
      ['GET', '/discussions', null],
      ['GET', '/discussions/:discussion_id', 'discussion'],
      ['GET', '/discussions/:discussion_id/notes', 'discussion'],
      ['GET', '/discussions/:discussion_id/notes/:note_id', 'both'],
    ] as const
  ).map(([method, suffix, needs]) =>
    row(`${method} /projects/:id/merge_requests/:merge_request_iid${suffix}`, 'read_merge_request', {
      refusal: 404,
      user: true,
      request: async (c) => {
        const thread = needs ? await mrThread(c) : null;
        return {
          params: {
            merge_request_iid: await mergeRequestOf(c),
            ...(thread && needs !== 'discussion' ? { note_id: thread.noteId } : {}),
            ...(thread && needs !== 'note' ? { discussion_id: thread.discussionId } : {}),
          },
        };
      },
    }),
  ),
  row('POST /projects/:id/merge_requests/:merge_request_iid/notes', 'create_merge_request_note', {
    refusal: 404,
    request: async (c) => ({
      params: { merge_request_iid: await mergeRequestOf(c) },
      body: { body: 'a comment' },
    }),
  }),
  row('POST /projects/:id/merge_requests/:merge_request_iid/discussions', 'create_merge_request_note', {
    refusal: 404,
    request: async (c) => ({
      params: { merge_request_iid: await mergeRequestOf(c) },
      body: { body: 'a thread' },
    }),
  }),
  row(
    'POST /projects/:id/merge_requests/:merge_request_iid/discussions/:discussion_id/notes',
    'create_merge_request_note',
    {
      refusal: 404,
      request: async (c) => ({
        params: {
          merge_request_iid: await mergeRequestOf(c),
          discussion_id: (await mrThread(c)).discussionId,
        },
        body: { body: 'a reply' },
      }),
    },
  ),
  ...(['notes/:note_id', 'discussions/:discussion_id/notes/:note_id'] as const).flatMap((suffix) =>
    (['PUT', 'DELETE'] as const).map((method) =>
      row(
        `${method} /projects/:id/merge_requests/:merge_request_iid/${suffix}`,
        'admin_merge_request_notes',
        {
          hiddenBy: 'read_merge_request',
          request: async (c) => {
            const thread = await mrThreadToChange(c);
            return {
              params: {
                merge_request_iid: await mergeRequestOf(c),
                note_id: thread.noteId,
                discussion_id: thread.discussionId,
              },
              ...(method === 'PUT' ? { body: { body: 'edited' } } : {}),
            };
          },
        },
      ),
    ),
  ),
  row(
    'PUT /projects/:id/merge_requests/:merge_request_iid/discussions/:discussion_id',
    'resolve_merge_request_discussion',
    {
      hiddenBy: 'read_merge_request',
      request: async (c) => ({
        params: {
          merge_request_iid: await mergeRequestOf(c),
          discussion_id: (await mrThread(c)).discussionId,
        },
        body: { resolved: true },
      }),
    },
  ),
  row('GET /projects/:id/merge_requests/:merge_request_iid/draft_notes', 'read_merge_request', {
    refusal: 404,
    user: true,
    request: async (c) => ({ params: { merge_request_iid: await mergeRequestOf(c) } }),
  }),
  row('POST /projects/:id/merge_requests/:merge_request_iid/draft_notes', 'create_merge_request_note', {
    refusal: 404,
    request: async (c) => ({
      params: { merge_request_iid: await mergeRequestOf(c) },
      body: { note: 'a draft' },
    }),
  }),
  row(
    'POST /projects/:id/merge_requests/:merge_request_iid/draft_notes/bulk_publish',
    'create_merge_request_note',
    {
      refusal: 404,
      // On a fresh merge request when allowed: publishing there leaves the drafts of other rows alone.
      request: async (c) => ({ params: { merge_request_iid: await mergeRequestToSpend(c) } }),
    },
  ),
  ...(
    [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['PUT', '/publish'],
    ] as const
  ).map(([method, suffix]) =>
    row(
      `${method} /projects/:id/merge_requests/:merge_request_iid/draft_notes/:draft_note_id${suffix}`,
      'create_merge_request_note',
      {
        refusal: 404,
        user: true,
        request: async (c) => ({
          params: { merge_request_iid: await mergeRequestOf(c), draft_note_id: await draftOf(c) },
          ...(method === 'PUT' && suffix === '' ? { body: { note: 'changed' } } : {}),
        }),
      },
    ),
  ),
  ...(['', '/notes/:note_id'] as const).flatMap((on) => {
    const base = `/projects/:id/merge_requests/:merge_request_iid${on}/award_emoji`;
    const which = on === '' ? ('mr' as const) : ('note' as const);
    return [
      row(`GET ${base}`, 'read_merge_request', {
        refusal: 404,
        request: async (c) => ({
          params: { merge_request_iid: await mergeRequestOf(c), note_id: (await mrThread(c)).noteId },
        }),
      }),
      row(`GET ${base}/:award_id`, 'read_merge_request', {
        refusal: 404,
        request: async (c) => ({
          params: {
            merge_request_iid: await mergeRequestOf(c),
            note_id: (await mrThread(c)).noteId,
            award_id: (await mrAwards(c))[which],
          },
        }),
      }),
      row(`POST ${base}`, 'award_emoji_merge_request', {
        refusal: 404,
        request: async (c) => ({
          params: {
            merge_request_iid: await mergeRequestOf(c),
            note_id: c.allowed ? (await mrThreadToChange(c)).noteId : (await mrThread(c)).noteId,
          },
          body: { name: which === 'mr' ? 'tada' : 'heart' },
        }),
      }),
      row(`DELETE ${base}/:award_id`, 'award_emoji_merge_request', {
        refusal: 404,
        request: async (c) => {
          const { noteId, awardId } = await mrAwardToDelete(c, which);
          return {
            params: { merge_request_iid: await mergeRequestOf(c), note_id: noteId, award_id: awardId },
          };
        },
      }),
    ];
  }),

  // ---------------------------------------------------------------- the instance
  row('GET /metadata', 'read_instance_metadata', { user: true }),
  row('GET /version', 'read_instance_metadata', { user: true }),

  // ---------------------------------------------------------------- administration
  row('GET /application/plan_limits', 'admin_plan_limits', { user: true }),
  row('PUT /application/plan_limits', 'admin_plan_limits', {
    request: () => ({ body: { plan_name: 'default' } }),
  }),
  row('GET /application/settings', 'admin_application_settings', { user: true }),
  row('PUT /application/settings', 'admin_application_settings', { request: () => ({ body: {} }) }),

  // ---------------------------------------------------------------- CI: lint, runners
  row('POST /projects/:id/ci/lint', 'create_pipeline', {
    user: false,
    request: () => ({ body: { content: ciYaml } }),
  }),
  row('GET /projects/:id/ci/lint', 'create_pipeline'),
  row('POST /user/runners', 'admin_project_runners', {
    request: (c) => ({ body: { runner_type: 'project_type', project_id: c.place.project.id } }),
  }),
  row('GET /runners', 'signed_in', { user: true }),
  row('GET /runners/all', 'admin_instance_runners', { user: true }),
  row('GET /runners/:id', 'read_runner', {
    scope: 'project',
    container: 'none',
    user: true,
    request: (c) => ({ params: { id: c.place.projectRunnerId } }),
  }),
  row('GET /runners/:id/managers', 'read_runner', {
    scope: 'project',
    container: 'none',
    user: true,
    request: (c) => ({ params: { id: c.place.projectRunnerId } }),
  }),
  row('PUT /runners/:id', 'admin_runner', {
    scope: 'project',
    container: 'none',
    request: (c) => ({ params: { id: c.place.projectRunnerId }, body: { description: 'changed' } }),
  }),
  row('DELETE /runners/:id', 'admin_runner', {
    scope: 'project',
    container: 'none',
    request: async (c) => ({
      params: {
        id: await fresh(
          c,
          async () =>
            (await newRunner(c.world, { runner_type: 'project_type', project_id: c.place.project.id })).id,
          c.place.projectRunnerId,
        ),
      },
    }),
  }),
  row('POST /runners/:id/reset_authentication_token', 'admin_runner', {
    scope: 'project',
    container: 'none',
    request: (c) => ({ params: { id: c.place.projectRunnerId } }),
  }),
  row('GET /projects/:id/runners', 'admin_project_runners', { user: true }),
  row('POST /projects/:id/runners', 'admin_project_runners', {
    request: async (c) => ({
      body: {
        runner_id: await fresh(
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
      },
    }),
  }),
  row('DELETE /projects/:id/runners/:runner_id', 'admin_project_runners', {
    request: async (c) => {
      if (!c.allowed) return { params: { runner_id: c.place.projectRunnerId } };
      const runner = await newRunner(c.world, {
        runner_type: 'project_type',
        project_id: c.place.sibling.id,
        locked: false,
      });
      await setup(c.world.t, 'POST', `${project(c.place)}/runners`, { body: { runner_id: runner.id } });
      return { params: { runner_id: runner.id } };
    },
  }),
  row('GET /groups/:id/runners', 'read_group_runners', { user: true }),
  row('GET /runners/:id/jobs', 'read_runner_jobs', {
    scope: 'project',
    container: 'none',
    user: true,
    request: (c) => ({ params: { id: c.place.projectRunnerId } }),
  }),
  // The runner protocol: the runner's token decides, whoever else calls.
  row('POST /runners/verify', 'runner_token', { request: runnerToken }),
  row('POST /runners', 'runner_token', { request: runnerToken }),
  row('DELETE /runners', 'runner_token', {
    request: async (c) => ({
      body: { token: (await newRunner(c.world, { runner_type: 'instance_type' })).token },
    }),
  }),
  row('DELETE /runners/managers', 'runner_token', {
    request: async (c) => {
      const runner = await newRunner(c.world, { runner_type: 'instance_type' });
      await setup(c.world.t, 'POST', '/runners/verify', {
        token: null,
        body: { token: runner.token, system_id: 's1' },
      });
      return { body: { token: runner.token, system_id: 's1' } };
    },
  }),
  row('POST /runners/reset_authentication_token', 'runner_token', {
    request: async (c) => ({
      body: { token: (await newRunner(c.world, { runner_type: 'instance_type' })).token },
    }),
  }),
  row('POST /jobs/request', 'runner_token', { request: runnerToken }),
  row('PUT /jobs/:id', 'job_token', {
    request: (c) => ({ params: { id: c.place.runningJob.id }, body: { token: c.place.runningJob.token } }),
  }),
  row('PATCH /jobs/:id/trace', 'job_token', {
    request: (c) => ({
      params: { id: c.place.runningJob.id },
      headers: { 'job-token': c.place.runningJob.token },
    }),
  }),
  // Without a file: the job's token is checked first, then the upload refused as invalid.
  row('POST /jobs/:id/artifacts', 'job_token', {
    allowedStatus: 400,
    request: (c) => ({
      params: { id: c.place.runningJob.id },
      headers: { 'job-token': c.place.runningJob.token },
    }),
  }),
  // A runner fetches the artifacts of a job its running job depends on, with the running job's token.
  row('GET /jobs/:id/artifacts', 'job_token', {
    request: (c) => ({
      params: { id: c.place.jobId },
      headers: { 'job-token': c.place.runningJob.token },
      token: null,
    }),
  }),
  row('GET /job', 'job_token', {
    request: (c) => ({ headers: { 'job-token': c.place.runningJob.token }, token: null }),
  }),

  // ---------------------------------------------------------------- CI: pipelines and jobs
  row('GET /projects/:id/pipelines', 'read_pipeline'),
  row('GET /projects/:id/pipelines/latest', 'read_pipeline', {
    request: () => ({ query: { ref: 'feature' } }),
  }),
  row('GET /projects/:id/pipelines/:pipeline_id', 'read_pipeline', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId } }),
  }),
  row('GET /projects/:id/pipelines/:pipeline_id/variables', 'update_pipeline', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId } }),
  }),
  row('POST /projects/:id/pipeline', 'create_pipeline', { request: () => ({ body: { ref: 'feature' } }) }),
  row('POST /projects/:id/pipelines/:pipeline_id/retry', 'update_pipeline', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId } }),
  }),
  row('POST /projects/:id/pipelines/:pipeline_id/cancel', 'update_pipeline', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId } }),
  }),
  row('PUT /projects/:id/pipelines/:pipeline_id/metadata', 'update_pipeline', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId }, body: { name: 'renamed' } }),
  }),
  row('DELETE /projects/:id/pipelines/:pipeline_id', 'destroy_pipeline', {
    request: async (c) => ({
      params: {
        pipeline_id: await fresh(
          c,
          async () => (await newPipeline(c.world, c.place)).pipelineId,
          c.place.pipelineId,
        ),
      },
    }),
  }),
  // GitLab's jobs API needs a signed-in user, even on public projects.
  row('GET /projects/:id/jobs', 'read_build', { user: true }),
  row('GET /projects/:id/pipelines/:pipeline_id/jobs', 'read_build', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId } }),
  }),
  row('GET /projects/:id/pipelines/:pipeline_id/bridges', 'read_build', {
    request: (c) => ({ params: { pipeline_id: c.place.pipelineId } }),
  }),
  row('GET /projects/:id/jobs/:job_id', 'read_build', {
    user: true,
    request: (c) => ({ params: { job_id: c.place.jobId } }),
  }),
  row('GET /projects/:id/jobs/:job_id/trace', 'read_build', {
    user: true,
    request: (c) => ({ params: { job_id: c.place.jobId } }),
  }),
  row('POST /projects/:id/jobs/:job_id/cancel', 'update_build', {
    request: async (c) => ({
      params: {
        job_id: await fresh(c, async () => (await newPipeline(c.world, c.place)).buildId, c.place.jobId),
      },
    }),
  }),
  row('POST /projects/:id/jobs/:job_id/retry', 'update_build', {
    request: async (c) => ({
      params: { job_id: await fresh(c, () => newFinishedJob(c.world, c.place), c.place.jobId) },
    }),
  }),
  row('POST /projects/:id/jobs/:job_id/erase', 'erase_build', {
    request: async (c) => ({
      params: { job_id: await fresh(c, () => newFinishedJob(c.world, c.place), c.place.jobId) },
    }),
  }),
  row('POST /projects/:id/jobs/:job_id/play', 'update_build', {
    request: async (c) => ({
      params: {
        job_id: await fresh(
          c,
          async () => (await newPipeline(c.world, c.place)).deployId,
          c.place.manualJobId,
        ),
      },
    }),
  }),
  row('GET /projects/:id/jobs/:job_id/artifacts', 'read_build', {
    request: (c) => ({ params: { job_id: c.place.jobId } }),
  }),
  row('GET /projects/:id/jobs/artifacts/:ref_name/download', 'read_build', {
    request: () => ({ params: { ref_name: 'feature' }, query: { job: 'build' } }),
  }),
  row('GET /projects/:id/jobs/:job_id/artifacts/*', 'read_build', {
    request: (c) => ({ params: { job_id: c.place.jobId, '*': 'out.txt' } }),
  }),
  row('GET /projects/:id/jobs/artifacts/:ref_name/raw/*', 'read_build', {
    request: () => ({ params: { ref_name: 'feature', '*': 'out.txt' }, query: { job: 'build' } }),
  }),
  row('POST /projects/:id/jobs/:job_id/artifacts/keep', 'update_build', {
    request: (c) => ({ params: { job_id: c.place.jobId } }),
  }),
  row('DELETE /projects/:id/jobs/:job_id/artifacts', 'destroy_artifacts', {
    request: async (c) => ({
      params: { job_id: await fresh(c, () => newFinishedJob(c.world, c.place), c.place.jobId) },
    }),
  }),
  // The newest successful pipeline of each ref keeps its artifacts, so the fixture's survive.
  row('DELETE /projects/:id/artifacts', 'destroy_artifacts'),

  // ---------------------------------------------------------------- CI: job token scope
  row('GET /projects/:id/job_token_scope', 'admin_project', { user: true }),
  row('PATCH /projects/:id/job_token_scope', 'admin_project', {
    request: () => ({ body: { enabled: true } }),
  }),
  row('GET /projects/:id/job_token_scope/allowlist', 'admin_project', { user: true }),
  row('POST /projects/:id/job_token_scope/allowlist', 'admin_project', {
    request: async (c) => ({
      body: { target_project_id: (await fresh(c, () => publicProject(c), c.place.sibling)).id },
    }),
  }),
  row('DELETE /projects/:id/job_token_scope/allowlist/:target_project_id', 'admin_project', {
    request: async (c) => ({
      params: {
        target_project_id: (
          await fresh(c, () => newAllowlisted(c.world, c.place, 'project'), c.place.sibling)
        ).id,
      },
    }),
  }),
  row('GET /projects/:id/job_token_scope/groups_allowlist', 'admin_project', { user: true }),
  row('POST /projects/:id/job_token_scope/groups_allowlist', 'admin_project', {
    request: async (c) => ({
      body: { target_group_id: (await fresh(c, () => newGroup(c.world, 'public'), c.world.shareTarget)).id },
    }),
  }),
  row('DELETE /projects/:id/job_token_scope/groups_allowlist/:target_group_id', 'admin_project', {
    request: async (c) => ({
      params: {
        target_group_id: (
          await fresh(c, () => newAllowlisted(c.world, c.place, 'group'), c.world.shareTarget)
        ).id,
      },
    }),
  }),

  // ---------------------------------------------------------------- error tracking
  row('GET /projects/:id/error_tracking/client_keys', 'admin_operations', { user: true }),
  row('POST /projects/:id/error_tracking/client_keys', 'admin_operations'),
  row('DELETE /projects/:id/error_tracking/client_keys/:key_id', 'admin_operations', {
    request: async (c) => ({ params: { key_id: await clientKeyToDelete(c) } }),
  }),
  row('GET /projects/:id/error_tracking/settings', 'admin_operations', {
    user: true,
    request: async (c) => {
      await errorOf(c);
      return {};
    },
  }),
  row('PUT /projects/:id/error_tracking/settings', 'admin_operations', {
    request: () => ({ body: { active: true, integrated: true } }),
  }),
  row('PATCH /projects/:id/error_tracking/settings', 'admin_operations', {
    request: async (c) => {
      await errorOf(c);
      return { body: { active: true } };
    },
  }),
  row('GET /projects/:id/error_tracking/errors', 'read_sentry_issue', { user: true }),
  row('GET /projects/:id/error_tracking/errors/:error_id', 'read_sentry_issue', {
    user: true,
    request: async (c) => ({ params: { error_id: await errorOf(c) } }),
  }),
  row('PUT /projects/:id/error_tracking/errors/:error_id', 'update_sentry_issue', {
    request: async (c) => ({ params: { error_id: await errorOf(c) }, body: { status: 'unresolved' } }),
  }),
  row('GET /projects/:id/error_tracking/errors/:error_id/events', 'read_sentry_issue', {
    user: true,
    request: async (c) => ({ params: { error_id: await errorOf(c) } }),
  }),

  // ---------------------------------------------------------------- CI: triggers, schedules, variables
  row('GET /projects/:id/triggers', 'admin_build', { user: true }),
  row('GET /projects/:id/triggers/:trigger_id', 'admin_build', {
    user: true,
    request: (c) => ({ params: { trigger_id: c.place.trigger.id } }),
  }),
  row('POST /projects/:id/triggers', 'admin_build', { request: () => ({ body: { description: 'new' } }) }),
  row('PUT /projects/:id/triggers/:trigger_id', 'admin_build', {
    request: (c) => ({ params: { trigger_id: c.place.trigger.id }, body: { description: 'changed' } }),
  }),
  row('DELETE /projects/:id/triggers/:trigger_id', 'admin_build', {
    request: async (c) => ({
      params: { trigger_id: await fresh(c, () => newTrigger(c.world, c.place), c.place.trigger.id) },
    }),
  }),
  row('POST /projects/:id/trigger/pipeline', 'trigger_token', {
    scope: 'project',
    request: (c) => ({ body: { token: c.place.trigger.token, ref: 'feature' } }),
  }),
  row('POST /projects/:id/ref/:ref/trigger/pipeline', 'trigger_token', {
    scope: 'project',
    request: (c) => ({ params: { ref: 'feature' }, body: { token: c.place.trigger.token } }),
  }),
  row('GET /projects/:id/pipeline_schedules', 'read_pipeline_schedule'),
  row('GET /projects/:id/pipeline_schedules/:pipeline_schedule_id', 'read_pipeline_schedule', {
    request: (c) => ({ params: { pipeline_schedule_id: c.place.scheduleId } }),
  }),
  row('POST /projects/:id/pipeline_schedules', 'create_pipeline_schedule', {
    request: () => ({ body: { description: 'new', ref: 'feature', cron: '0 3 * * *' } }),
  }),
  row('PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id', 'update_pipeline_schedule', {
    request: (c) => ({
      params: { pipeline_schedule_id: c.place.scheduleId },
      body: { description: 'changed' },
    }),
  }),
  row(
    'POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/take_ownership',
    'take_ownership_pipeline_schedule',
    {
      request: async (c) => ({
        params: {
          pipeline_schedule_id: await fresh(c, () => newSchedule(c.world, c.place), c.place.scheduleId),
        },
      }),
    },
  ),
  row('DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id', 'admin_pipeline_schedule', {
    request: async (c) => ({
      params: {
        pipeline_schedule_id: await fresh(c, () => newSchedule(c.world, c.place), c.place.scheduleId),
      },
    }),
  }),
  row('POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/play', 'play_pipeline_schedule', {
    request: (c) => ({ params: { pipeline_schedule_id: c.place.scheduleId } }),
  }),
  row('POST /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables', 'update_pipeline_schedule', {
    request: (c) => ({
      params: { pipeline_schedule_id: c.place.scheduleId },
      body: { key: unique('V_').toUpperCase(), value: 'v' },
    }),
  }),
  row(
    'PUT /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
    'update_pipeline_schedule',
    {
      request: (c) => ({
        params: { pipeline_schedule_id: c.place.scheduleId, key: 'SCHEDULED' },
        body: { value: 'again' },
      }),
    },
  ),
  row(
    'DELETE /projects/:id/pipeline_schedules/:pipeline_schedule_id/variables/:key',
    'update_pipeline_schedule',
    {
      request: async (c) => {
        const key = unique('D_').toUpperCase();
        if (c.allowed) {
          await setup(
            c.world.t,
            'POST',
            `${project(c.place)}/pipeline_schedules/${c.place.scheduleId}/variables`,
            {
              body: { key, value: 'v' },
            },
          );
        }
        return { params: { pipeline_schedule_id: c.place.scheduleId, key: c.allowed ? key : 'SCHEDULED' } };
      },
    },
  ),
  ...(['projects', 'groups'] as const).flatMap((kind) => {
    const ability = kind === 'projects' ? 'admin_cicd_variables' : 'admin_group_variables';
    const base = (p: Place) => (kind === 'projects' ? project(p) : group(p));
    return [
      row(`GET /${kind}/:id/variables`, ability, { user: true }),
      row(`GET /${kind}/:id/variables/:key`, ability, {
        user: true,
        request: () => ({ params: { key: 'MATRIX' } }),
      }),
      row(`POST /${kind}/:id/variables`, ability, {
        request: () => ({ body: { key: unique('NEW_').toUpperCase(), value: 'v' } }),
      }),
      row(`PUT /${kind}/:id/variables/:key`, ability, {
        request: () => ({ params: { key: 'MATRIX' }, body: { value: 'y' } }),
      }),
      row(`DELETE /${kind}/:id/variables/:key`, ability, {
        request: async (c) => ({
          params: { key: await fresh(c, () => newVariable(c.world, base(c.place)), 'MATRIX') },
        }),
      }),
    ];
  }),
  row('GET /admin/ci/variables', 'admin_instance_variables', { user: true }),
  row('GET /admin/ci/variables/:key', 'admin_instance_variables', {
    user: true,
    request: () => ({ params: { key: 'MATRIX' } }),
  }),
  row('POST /admin/ci/variables', 'admin_instance_variables', {
    request: () => ({ body: { key: unique('NEW_').toUpperCase(), value: 'v' } }),
  }),
  row('PUT /admin/ci/variables/:key', 'admin_instance_variables', {
    request: () => ({ params: { key: 'MATRIX' }, body: { value: 'y' } }),
  }),
  row('DELETE /admin/ci/variables/:key', 'admin_instance_variables', {
    request: async (c) => ({
      params: { key: await fresh(c, () => newVariable(c.world, '/admin/ci'), 'MATRIX') },
    }),
  }),
  // ---------------------------------------------------------------- webhooks
  ...(
    [
      ['/projects/:id/hooks', 'admin_web_hook', (c: Case) => project(c.place)],
      ['/groups/:id/hooks', 'admin_group_web_hook', (c: Case) => group(c.place)],
      ['/hooks', 'admin_system_hook', () => ''],
    ] as const
  ).flatMap(([base, ability, owner]) => {
    const onHook = async (c: Case, extra: Omit<RestRequest, 'params'> & { key?: string } = {}) => {
      const { key, ...rest } = extra;
      return {
        ...rest,
        params: { hook_id: await newHook(c, owner(c)), ...(key ? { key } : {}) },
      };
    };
    return [
      row(`GET ${base}`, ability, { user: true }),
      row(`GET ${base}/:hook_id`, ability, { user: true, request: (c) => onHook(c) }),
      row(`POST ${base}`, ability, { request: () => ({ body: { url: 'https://example.com/new' } }) }),
      row(`PUT ${base}/:hook_id`, ability, {
        request: (c) => onHook(c, { body: { url: 'https://example.com/changed' } }),
      }),
      row(`DELETE ${base}/:hook_id`, ability, { request: (c) => onHook(c) }),
      row(`PUT ${base}/:hook_id/custom_headers/:key`, ability, {
        request: (c) => onHook(c, { key: 'X-Matrix', body: { value: 'v' } }),
      }),
      row(`DELETE ${base}/:hook_id/custom_headers/:key`, ability, {
        request: async (c) => {
          const request = await onHook(c, { key: 'X-Matrix' });
          await setup(
            c.world.t,
            'PUT',
            `${owner(c)}/hooks/${request.params.hook_id}/custom_headers/X-Matrix`,
            {
              body: { value: 'v' },
            },
          );
          return request;
        },
      }),
      row(`PUT ${base}/:hook_id/url_variables/:key`, ability, {
        request: (c) => onHook(c, { key: 'matrix', body: { value: 'v' } }),
      }),
      row(`GET ${base}/:hook_id/events`, ability, { user: true, request: (c) => onHook(c) }),
      // No delivery was logged: allowed callers get as far as looking it up.
      row(`POST ${base}/:hook_id/events/:hook_log_id/resend`, ability, {
        allowedStatus: 404,
        request: async (c) => ({ params: { ...(await onHook(c)).params, hook_log_id: 1 } }),
      }),
      // A trigger whose sample the matrix's project lacks: allowed callers get as far as the sample.
      row(`POST ${base}/:hook_id/test/:trigger`, ability, {
        allowedStatus: 422,
        request: async (c) => ({ params: { ...(await onHook(c)).params, trigger: 'note_events' } }),
      }),
      row(`DELETE ${base}/:hook_id/url_variables/:key`, ability, {
        request: async (c) => {
          const request = await onHook(c, { key: 'matrix' });
          await setup(c.world.t, 'PUT', `${owner(c)}/hooks/${request.params.hook_id}/url_variables/matrix`, {
            body: { value: 'v' },
          });
          return request;
        },
      }),
    ];
  }),
  // GitLab's system hook test: sent to a closed loopback port, so that it fails at once (its answer is
  // GitLab's sample whatever the receiver said).
  row('POST /hooks/:hook_id', 'admin_system_hook', {
    request: async (c) => {
      const created = await setup(c.world.t, 'POST', '/hooks', {
        body: { url: 'http://127.0.0.1:9/matrix-hook', push_events: false },
      });
      return { params: { hook_id: created.body.id as number } };
    },
  }),
  // ---------------------------------------------------------------- integrations
  ...['/projects/:id/integrations', '/projects/:id/services'].flatMap((base) => [
    row(`GET ${base}`, 'admin_integrations', { user: true }),
    row(`GET ${base}/:slug`, 'admin_integrations', {
      user: true,
      request: () => ({ params: { slug: 'slack' } }),
    }),
    row(`PUT ${base}/:slug`, 'admin_integrations', {
      request: () => ({ params: { slug: 'pipelines-email' }, body: { recipients: 'matrix@example.com' } }),
    }),
    row(`DELETE ${base}/:slug`, 'admin_integrations', {
      request: () => ({ params: { slug: 'pipelines-email' } }),
    }),
  ]),
  ...(
    [
      ['/groups/:id/integrations', 'admin_group_integrations'],
      ['/admin/integrations', 'admin_instance_integrations'],
    ] as const
  ).flatMap(([base, ability]) => [
    row(`GET ${base}`, ability, { user: true }),
    row(`GET ${base}/:slug`, ability, { user: true, request: () => ({ params: { slug: 'slack' } }) }),
    // A default no project of the matrix follows into anything it checks.
    row(`PUT ${base}/:slug`, ability, {
      request: () => ({ params: { slug: 'pivotaltracker' }, body: { token: 'matrix-token' } }),
    }),
    row(`DELETE ${base}/:slug`, ability, { request: () => ({ params: { slug: 'pivotaltracker' } }) }),
  ]),
];

/**
 * git over HTTP: the ref advertisement is where clones and pushes are authorized. Anonymous
 * callers refused are asked for credentials (401), whether the project is hidden or not.
 */
export interface GitRow extends RowRules {
  service: 'git-upload-pack' | 'git-receive-pack';
}

export const GIT_ROWS: GitRow[] = [
  { service: 'git-upload-pack', governor: 'read_code', scope: 'project', user: false, anonymous: 401 },
  { service: 'git-receive-pack', governor: 'push_code', scope: 'project', user: false, anonymous: 401 },
];

/**
 * Web routes outside /api/v4 that serve API data (the raw addresses the API hands out), reached by
 * their own path with the caller's token in PRIVATE-TOKEN.
 */
export interface WebRow extends RowRules {
  /** `METHOD /path` as GitLab documents it. */
  route: string;
  path: (c: Case) => string;
}

const snippetWebUrl = (c: Case) => `/${c.place.project.fullPath}/-/snippets/${c.place.snippetId}`;

export const WEB_ROWS: WebRow[] = [
  {
    route: 'GET /:project_path/-/snippets/:snippet_id/raw',
    governor: 'read_project_snippet',
    refusal: 404,
    path: (c) => `${snippetWebUrl(c)}/raw`,
  },
  {
    route: 'GET /:project_path/-/snippets/:snippet_id/raw/:ref/*path',
    governor: 'read_project_snippet',
    refusal: 404,
    path: (c) => `${snippetWebUrl(c)}/raw/main/a.txt`,
  },
];
