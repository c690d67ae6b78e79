import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BranchRuleCreateDocument,
  BranchRuleDeleteDocument,
  BranchRuleUpdateDocument,
  ProjectBranchRulesDocument,
  ProjectProtectedTagsDocument,
  ProtectedTagCreateDocument,
  ProtectedTagDeleteDocument,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import {
  cleanupDirs,
  cloneUrl,
  commitFiles,
  git,
  gitFails,
  projectWithFiles,
  tempDir,
  workTree,
} from './support/git.ts';
import { addMember, createGroup, createProject } from './support/membership.ts';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let outsider: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  maintainer = await createUser(t);
  outsider = await createUser(t);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

/** A project with `main` pushed by root (its owner), and a developer and a maintainer. */
async function teamProject(files: Record<string, string> = { 'a.txt': 'a\n' }) {
  const repo = await projectWithFiles(t, files);
  await addMember(t, 'projects', repo.id, developer.id, 30);
  await addMember(t, 'projects', repo.id, maintainer.id, 40);
  return repo;
}

/** A clone of the project as a user, ready to commit and push. */
async function cloneAs(fullPath: string, token: string): Promise<string> {
  const dir = await tempDir();
  await git(dir, ['clone', '--quiet', await cloneUrl(t, fullPath, token), 'work']);
  return path.join(dir, 'work');
}

const branchUrl = (id: number, name = '') =>
  `/projects/${id}/protected_branches${name ? `/${encodeURIComponent(name)}` : ''}`;

describe('protected branches', () => {
  it('protect the default branch on the first push, as the defaults say, and show it in the API', async () => {
    const repo = await teamProject();
    const list = await t.get(branchUrl(repo.id));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        name: 'main',
        push_access_levels: [
          {
            id: expect.any(Number),
            access_level: 40,
            access_level_description: 'Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        merge_access_levels: [
          {
            id: expect.any(Number),
            access_level: 40,
            access_level_description: 'Maintainers',
            user_id: null,
            group_id: null,
          },
        ],
        unprotect_access_levels: [expect.objectContaining({ access_level: 40 })],
        allow_force_push: false,
        code_owner_approval_required: false,
        inherited: false,
      },
    ]);
    const branch = await t.get(`/projects/${repo.id}/repository/branches/main`, { token: developer.token });
    expect(branch.body).toMatchObject({
      protected: true,
      developers_can_push: false,
      developers_can_merge: false,
      can_push: false,
    });
    expect(
      (await t.get(`/projects/${repo.id}/repository/branches/main`, { token: maintainer.token })).body,
    ).toMatchObject({ protected: true, can_push: true });

    // A README at creation makes the branch at once, protected the same way.
    const withReadme = await t.post('/projects', {
      body: { name: 'readme-project', initialize_with_readme: true },
    });
    expect((await t.get(branchUrl(withReadme.body.id))).body.map((b: { name: string }) => b.name)).toEqual([
      'main',
    ]);
  });

  it('follow the instance and group defaults: developers may push where they allow it', async () => {
    const partial = {
      allowed_to_push: [{ access_level: 30 }],
      allow_force_push: false,
      allowed_to_merge: [{ access_level: 40 }],
    };
    const group = await createGroup(t);
    expect(
      (await t.put(`/groups/${group.id}`, { body: { default_branch_protection_defaults: partial } })).status,
    ).toBe(200);
    const inGroup = await createProject(t, { namespace_id: group.id });
    await addMember(t, 'projects', inGroup.id, developer.id, 30);
    const tree = await workTree(t, inGroup.path_with_namespace, developer.token);
    await commitFiles(tree, { 'x.txt': 'x' }, 'First');
    await git(tree, ['push', '--quiet', 'origin', 'HEAD:main']);
    const rules = (await t.get(branchUrl(inGroup.id))).body;
    expect(rules[0].push_access_levels.map((l: { access_level: number }) => l.access_level)).toEqual([30]);
    expect(rules[0].merge_access_levels.map((l: { access_level: number }) => l.access_level)).toEqual([40]);

    // The instance setting decides for projects outside such groups; level 0 protects nothing.
    const settings = await t.put('/application/settings', { body: { default_branch_protection: 0 } });
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      default_branch_protection: 0,
      default_branch_protection_defaults: { allow_force_push: true, allowed_to_push: [{ access_level: 30 }] },
    });
    try {
      const open = await projectWithFiles(t, { 'a.txt': 'a' });
      expect((await t.get(branchUrl(open.id))).body).toEqual([]);
    } finally {
      await t.put('/application/settings', { body: { default_branch_protection: 2 } });
    }
    expect((await t.get('/application/settings')).body.default_branch_protection_defaults).toEqual({
      allowed_to_push: [{ access_level: 40 }],
      allow_force_push: false,
      allowed_to_merge: [{ access_level: 40 }],
    });
    const invalid = await t.put('/application/settings', { body: { default_branch_protection: 9 } });
    expect(invalid.status).toBe(400);
  });

  it('keep developers off an empty repository unless the defaults let them make the first push', async () => {
    const project = await createProject(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    const tree = await workTree(t, project.path_with_namespace, developer.token);
    await commitFiles(tree, { 'x.txt': 'x' }, 'First');
    const refused = await gitFails(tree, ['push', 'origin', 'HEAD:main']);
    expect(refused).toContain('A default branch (e.g. main) does not yet exist');
    const viaApi = await t.post(`/projects/${project.id}/repository/commits`, {
      token: developer.token,
      body: {
        branch: 'main',
        commit_message: 'x',
        actions: [{ action: 'create', file_path: 'x', content: 'x' }],
      },
    });
    expect(viaApi.status).toBe(403);
    expect(viaApi.body).toEqual({ message: '403 Forbidden - You are not allowed to push into this branch' });
  });

  it('refuse developers on git push, the commits, files and branches APIs, with GitLab’s words', async () => {
    const repo = await teamProject();
    const tree = await cloneAs(repo.fullPath, developer.token);
    await commitFiles(tree, { 'd.txt': 'd' }, 'Developer change');
    const pushed = await gitFails(tree, ['push', 'origin', 'HEAD:main']);
    expect(pushed).toContain(
      'remote: GitLab: You are not allowed to push code to protected branches on this project.',
    );
    expect(pushed).toContain('[remote rejected] HEAD -> main (pre-receive hook declined)');

    const commit = await t.post(`/projects/${repo.id}/repository/commits`, {
      token: developer.token,
      body: {
        branch: 'main',
        commit_message: 'x',
        actions: [{ action: 'create', file_path: 'x.txt', content: 'x' }],
      },
    });
    expect(commit.status).toBe(403);
    expect(commit.body).toEqual({ message: '403 Forbidden - You are not allowed to push into this branch' });
    const file = await t.post(`/projects/${repo.id}/repository/files/f.txt`, {
      token: developer.token,
      body: { branch: 'main', content: 'f', commit_message: 'f' },
    });
    expect(file.status).toBe(403);
    const deleteFile = await t.delete(`/projects/${repo.id}/repository/files/a.txt`, {
      token: developer.token,
      body: { branch: 'main', commit_message: 'gone' },
    });
    expect(deleteFile.status).toBe(403);
    // Nothing moved.
    expect((await t.get(`/projects/${repo.id}/repository/branches/main`)).body.commit.id).toBe(repo.sha);

    // A new branch off main is the developer's to push to, and the maintainer's main takes pushes.
    await git(tree, ['push', '--quiet', 'origin', 'HEAD:feature']);
    const asMaintainer = await t.post(`/projects/${repo.id}/repository/commits`, {
      token: maintainer.token,
      body: {
        branch: 'main',
        commit_message: 'ok',
        actions: [{ action: 'create', file_path: 'm.txt', content: 'm' }],
      },
    });
    expect(asMaintainer.status).toBe(201);

    // Deleting the default branch is never allowed.
    const deleteMain = await t.delete(`/projects/${repo.id}/repository/branches/main`, {
      token: maintainer.token,
    });
    expect(deleteMain.status).toBe(400);
    expect(deleteMain.body).toEqual({ message: 'The default branch of a project cannot be deleted.' });
  });

  it('guard wildcard branches: creation, deletion and force pushes', async () => {
    const repo = await teamProject();
    const created = await t.post(branchUrl(repo.id), {
      token: maintainer.token,
      body: { name: 'release/*', push_access_level: 40, merge_access_level: 30 },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      name: 'release/*',
      push_access_levels: [{ access_level: 40, access_level_description: 'Maintainers' }],
      merge_access_levels: [{ access_level: 30, access_level_description: 'Developers + Maintainers' }],
    });

    // Developers may merge into release/* but not push: they may start one from a protected branch
    // through the API, never by git push.
    const tree = await cloneAs(repo.fullPath, developer.token);
    const byPush = await gitFails(tree, ['push', 'origin', 'HEAD:refs/heads/release/1']);
    expect(byPush).toContain('You can only create protected branches using the web interface and API.');
    const byApi = await t.post(`/projects/${repo.id}/repository/branches`, {
      token: developer.token,
      body: { branch: 'release/1', ref: 'main' },
    });
    expect(byApi.status, byApi.text).toBe(201);
    expect(byApi.body).toMatchObject({ protected: true, developers_can_merge: true, can_push: false });
    await git(tree, ['fetch', '--quiet', 'origin']);
    await git(tree, ['checkout', '--quiet', '-b', 'side', 'origin/release/1']);
    await commitFiles(tree, { 's.txt': 's' }, 'Side');
    await git(tree, ['push', '--quiet', 'origin', 'HEAD:refs/heads/side']);
    const fromUnprotected = await t.post(`/projects/${repo.id}/repository/branches`, {
      token: developer.token,
      body: { branch: 'release/2', ref: 'side' },
    });
    expect(fromUnprotected.status).toBe(400);
    expect(fromUnprotected.body).toEqual({
      message: 'You can only use an existing protected branch ref as the basis of a new protected branch.',
    });

    // Deleting: never by push; through the API by maintainers only.
    const maintainerTree = await cloneAs(repo.fullPath, maintainer.token);
    const deleteByPush = await gitFails(maintainerTree, ['push', 'origin', ':refs/heads/release/1']);
    expect(deleteByPush).toContain('You can only delete protected branches using the web interface.');
    const developerDelete = await t.delete(`/projects/${repo.id}/repository/branches/release%2F1`, {
      token: developer.token,
    });
    expect(developerDelete.status).toBe(400);
    expect(developerDelete.body.message).toContain('You are not allowed to delete protected branches');
    expect(
      (await t.delete(`/projects/${repo.id}/repository/branches/release%2F1`, { token: maintainer.token }))
        .status,
    ).toBe(204);

    // Force pushes to main are refused until the rule allows them.
    await commitFiles(maintainerTree, { 'm.txt': 'm' }, 'Maintainer change');
    await git(maintainerTree, ['push', '--quiet', 'origin', 'HEAD:main']);
    await git(maintainerTree, ['reset', '--quiet', '--hard', 'HEAD~1']);
    await commitFiles(maintainerTree, { 'other.txt': 'o' }, 'Rewritten');
    const forced = await gitFails(maintainerTree, ['push', '--force', 'origin', 'HEAD:main']);
    expect(forced).toContain('You are not allowed to force push code to a protected branch on this project.');
    const allow = await t.request('PATCH', branchUrl(repo.id, 'main'), {
      token: maintainer.token,
      body: { allow_force_push: true },
    });
    expect(allow.status, allow.text).toBe(200);
    expect(allow.body.allow_force_push).toBe(true);
    await git(maintainerTree, ['push', '--quiet', '--force', 'origin', 'HEAD:main']);
    // Fast-forward pushes were never concerned.
    await commitFiles(maintainerTree, { 'ff.txt': 'f' }, 'Forward');
    await git(maintainerTree, ['push', '--quiet', 'origin', 'HEAD:main']);
  });

  it('grant a named user or a group what a role would not', async () => {
    const group = await createGroup(t);
    const project = await createProject(t, { namespace_id: group.id });
    const special = await createUser(t);
    await addMember(t, 'projects', project.id, developer.id, 30);
    await addMember(t, 'projects', project.id, special.id, 30);
    const tree = await workTree(t, project.path_with_namespace, ROOT_TOKEN);
    await commitFiles(tree, { a: 'a' }, 'First');
    await git(tree, ['push', '--quiet', 'origin', 'HEAD:main']);

    const update = await t.request('PATCH', branchUrl(project.id, 'main'), {
      body: { allowed_to_push: [{ user_id: special.id }] },
    });
    expect(update.status, update.text).toBe(200);
    expect(update.body.push_access_levels).toEqual([
      expect.objectContaining({ access_level: 40 }),
      expect.objectContaining({
        access_level: null,
        user_id: special.id,
        access_level_description: special.name,
      }),
    ]);
    const commitAs = (token: string) =>
      t.post(`/projects/${project.id}/repository/commits`, {
        token,
        body: {
          branch: 'main',
          commit_message: 'x',
          actions: [{ action: 'create', file_path: `${token.slice(-6)}.txt`, content: 'x' }],
        },
      });
    expect((await commitAs(special.token)).status).toBe(201);
    expect((await commitAs(developer.token)).status).toBe(403);

    // A group grant: members of a group the project belongs to.
    const grant = await t.request('PATCH', branchUrl(project.id, 'main'), {
      body: { allowed_to_push: [{ group_id: group.id }] },
    });
    expect(grant.status, grant.text).toBe(200);
    await addMember(t, 'groups', group.id, developer.id, 30);
    expect((await commitAs(developer.token)).status).toBe(201);

    // Removing a grant by id.
    const userGrant = grant.body.push_access_levels.find(
      (l: { user_id: number | null }) => l.user_id === special.id,
    );
    const removed = await t.request('PATCH', branchUrl(project.id, 'main'), {
      body: { allowed_to_push: [{ id: userGrant.id, _destroy: true }] },
    });
    expect(removed.body.push_access_levels.map((l: { user_id: number | null }) => l.user_id)).not.toContain(
      special.id,
    );
    // Users who are not members, and groups without access, cannot be named.
    const stranger = await t.request('PATCH', branchUrl(project.id, 'main'), {
      body: { allowed_to_push: [{ user_id: outsider.id }] },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body).toEqual({
      message: { push_access_levels: ['user is not a member of the project'] },
    });
  });

  it('are managed by maintainers, with GitLab’s answers to bad requests', async () => {
    const repo = await teamProject();
    expect((await t.get(branchUrl(repo.id), { token: developer.token })).status).toBe(403);
    expect((await t.get(branchUrl(repo.id), { token: outsider.token })).status).toBe(404);
    expect((await t.get(branchUrl(repo.id), { token: null })).status).toBe(401);
    expect((await t.post(branchUrl(repo.id), { token: developer.token, body: { name: 'x' } })).status).toBe(
      403,
    );
    const duplicate = await t.post(branchUrl(repo.id), { body: { name: 'main' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ message: "Protected branch 'main' already exists" });
    const badLevel = await t.post(branchUrl(repo.id), { body: { name: 'x', push_access_level: 35 } });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body).toEqual({
      message: '400 Bad request - push_access_level does not have a valid value',
    });
    expect((await t.post(branchUrl(repo.id), { body: {} })).status).toBe(400);
    expect((await t.get(branchUrl(repo.id, 'nope'))).status).toBe(404);
    expect((await t.get(branchUrl(repo.id, 'main'))).body.name).toBe('main');
    expect((await t.get(branchUrl(repo.id), { query: { search: 'mai' } })).body).toHaveLength(1);
    expect((await t.get(branchUrl(repo.id), { query: { search: 'zzz' } })).body).toHaveLength(0);
    // Nothing was created by the refused requests.
    expect((await t.get(branchUrl(repo.id))).body).toHaveLength(1);

    // Only those who may unprotect it may remove a rule.
    await t.post(branchUrl(repo.id), {
      body: { name: 'locked', allowed_to_unprotect: [{ access_level: 60 }] },
    });
    const byMaintainer = await t.delete(branchUrl(repo.id, 'locked'), { token: maintainer.token });
    expect(byMaintainer.status).toBe(403);
    expect((await t.delete(branchUrl(repo.id, 'locked'))).status).toBe(204);
    expect((await t.delete(branchUrl(repo.id, 'main'), { token: maintainer.token })).status).toBe(204);
    const tree = await cloneAs(repo.fullPath, developer.token);
    await commitFiles(tree, { 'free.txt': 'f' }, 'Unprotected now');
    await git(tree, ['push', '--quiet', 'origin', 'HEAD:main']);
  });
});

describe('protected tags', () => {
  const tagUrl = (id: number, name = '') =>
    `/projects/${id}/protected_tags${name ? `/${encodeURIComponent(name)}` : ''}`;

  it('let only those named create matching tags, and never move them', async () => {
    const repo = await teamProject();
    const created = await t.post(tagUrl(repo.id), { token: maintainer.token, body: { name: 'v*' } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({
      name: 'v*',
      create_access_levels: [
        {
          id: expect.any(Number),
          access_level: 40,
          access_level_description: 'Maintainers',
          user_id: null,
          group_id: null,
        },
      ],
    });
    const asDeveloper = await t.post(`/projects/${repo.id}/repository/tags`, {
      token: developer.token,
      body: { tag_name: 'v1', ref: 'main' },
    });
    expect(asDeveloper.status).toBe(400);
    expect(asDeveloper.body).toEqual({
      message: 'You are not allowed to create this tag as it is protected.',
    });
    const tree = await cloneAs(repo.fullPath, developer.token);
    await git(tree, ['tag', 'v2']);
    expect(await gitFails(tree, ['push', 'origin', 'v2'])).toContain(
      'You are not allowed to create this tag as it is protected.',
    );
    // Other tags are the developers'.
    await git(tree, ['tag', 'nightly']);
    await git(tree, ['push', '--quiet', 'origin', 'nightly']);

    const asMaintainer = await t.post(`/projects/${repo.id}/repository/tags`, {
      token: maintainer.token,
      body: { tag_name: 'v1', ref: 'main' },
    });
    expect(asMaintainer.status).toBe(201);
    expect(asMaintainer.body.protected).toBe(true);
    expect((await t.get(`/projects/${repo.id}/repository/tags/nightly`)).body.protected).toBe(false);

    const maintainerTree = await cloneAs(repo.fullPath, maintainer.token);
    await commitFiles(maintainerTree, { 'n.txt': 'n' }, 'Next');
    await git(maintainerTree, ['tag', '--force', 'v1']);
    expect(await gitFails(maintainerTree, ['push', '--force', 'origin', 'v1'])).toContain(
      'Protected tags cannot be updated.',
    );
    expect(await gitFails(maintainerTree, ['push', 'origin', ':refs/tags/v1'])).toContain(
      'You can only delete protected tags using the web interface.',
    );
    const developerDelete = await t.delete(`/projects/${repo.id}/repository/tags/v1`, {
      token: developer.token,
    });
    expect(developerDelete.status).toBe(400);
    expect(
      (await t.delete(`/projects/${repo.id}/repository/tags/v1`, { token: maintainer.token })).status,
    ).toBe(204);

    expect((await t.get(tagUrl(repo.id))).body.map((p: { name: string }) => p.name)).toEqual(['v*']);
    expect((await t.get(tagUrl(repo.id, 'v*'))).body.name).toBe('v*');
    expect((await t.post(tagUrl(repo.id), { body: { name: 'v*' } })).status).toBe(409);
    expect((await t.get(tagUrl(repo.id), { token: developer.token })).status).toBe(403);
    expect((await t.delete(tagUrl(repo.id, 'v*'))).status).toBe(204);
    await git(tree, ['push', '--quiet', 'origin', 'v2']);
  });
});

describe('branch rules in GraphQL', () => {
  it('show GitLab’s branchRules shape and are changed by its mutations', async () => {
    const repo = await teamProject();
    await t.post(`/projects/${repo.id}/repository/branches`, { body: { branch: 'stable-1', ref: 'main' } });
    await t.post(`/projects/${repo.id}/repository/branches`, { body: { branch: 'stable-2', ref: 'main' } });

    const created = await t.graphql(BranchRuleCreateDocument, {
      projectPath: repo.fullPath,
      name: 'stable-*',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data?.branchRuleCreate?.errors).toEqual([]);
    const ruleId = created.data!.branchRuleCreate!.branchRule!.id;
    expect(ruleId).toMatch(/^gid:\/\/gitlab\/Projects::BranchRule\/\d+$/);

    const listed = await t.graphql(ProjectBranchRulesDocument, { fullPath: repo.fullPath });
    expect(listed.errors).toBeUndefined();
    const nodes = listed.data!.project!.branchRules!.nodes;
    expect(nodes.map((n) => [n.name, n.isDefault, n.matchingBranchesCount])).toEqual([
      ['main', true, 1],
      ['stable-*', false, 2],
    ]);
    expect(nodes[0]!.branchProtection!.pushAccessLevels!.edges[0]!.node).toEqual({
      accessLevel: 40,
      accessLevelDescription: 'Maintainers',
      group: null,
      user: null,
    });

    const updated = await t.graphql(BranchRuleUpdateDocument, {
      id: ruleId,
      name: 'stable/*',
      branchProtection: {
        allowForcePush: true,
        pushAccessLevels: [{ accessLevel: 30 }, { userId: `gid://gitlab/User/${developer.id}` }],
        mergeAccessLevels: [{ accessLevel: 40 }],
      },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.branchRuleUpdate!.errors).toEqual([]);
    expect(updated.data!.branchRuleUpdate!.branchRule).toMatchObject({
      name: 'stable/*',
      branchProtection: {
        allowForcePush: true,
        pushAccessLevels: {
          nodes: [
            { accessLevel: 30, accessLevelDescription: 'Developers + Maintainers', user: null },
            {
              accessLevel: 0,
              accessLevelDescription: developer.name,
              user: { username: developer.username },
            },
          ],
        },
        mergeAccessLevels: { nodes: [{ accessLevel: 40 }] },
      },
    });
    const rest = (await t.get(branchUrl(repo.id, 'stable/*'))).body;
    expect(rest.allow_force_push).toBe(true);

    // Developers see no rules and change none.
    const hidden = await t.graphql(ProjectBranchRulesDocument, { fullPath: repo.fullPath }, developer.token);
    expect(hidden.data!.project!.branchRules).toBeNull();
    const refused = await t.graphql(BranchRuleDeleteDocument, { input: { id: ruleId } }, developer.token);
    expect(refused.data!.branchRuleDelete!.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const deleted = await t.graphql(BranchRuleDeleteDocument, { input: { id: ruleId } });
    expect(deleted.data!.branchRuleDelete!.errors).toEqual([]);
    expect((await t.get(branchUrl(repo.id, 'stable/*'))).status).toBe(404);
  });

  it('costs the same SQL statements for 5 rules as for 100', async () => {
    const repo = await teamProject();
    for (let i = 0; i < 100; i++) {
      const response = await t.post(branchUrl(repo.id), { body: { name: `rule-${i}-*` } });
      expect(response.status).toBe(201);
    }
    const statementsFor = async (first: number) => {
      t.sql.reset();
      const result = await t.graphql(ProjectBranchRulesDocument, { fullPath: repo.fullPath, first });
      expect(result.errors).toBeUndefined();
      expect(result.data!.project!.branchRules!.nodes).toHaveLength(first);
      return [...t.sql.statements];
    };
    const five = await statementsFor(5);
    const hundred = await statementsFor(100);
    expect(hundred).toEqual(five);
  });

  it('protected tags have GraphQL queries and mutations too', async () => {
    const repo = await teamProject();
    const created = await t.graphql(ProtectedTagCreateDocument, {
      projectPath: repo.fullPath,
      name: 'release-*',
      createAccessLevels: [{ accessLevel: 30 }],
    });
    expect(created.data!.protectedTagCreate).toEqual({
      errors: [],
      protectedTag: { name: 'release-*', createAccessLevels: { nodes: [{ accessLevel: 30 }] } },
    });
    const listed = await t.graphql(ProjectProtectedTagsDocument, { fullPath: repo.fullPath });
    expect(listed.data!.project!.protectedTags!.nodes.map((n) => n.name)).toEqual(['release-*']);
    const bad = await t.graphql(ProtectedTagCreateDocument, {
      projectPath: repo.fullPath,
      name: 'x',
      createAccessLevels: [{ accessLevel: 7 }],
    });
    expect(bad.data!.protectedTagCreate!.errors).toEqual([
      'Create access levels access level is not included in the list',
    ]);
    const deleted = await t.graphql(ProtectedTagDeleteDocument, {
      projectPath: repo.fullPath,
      name: 'release-*',
    });
    expect(deleted.data!.protectedTagDelete!.errors).toEqual([]);
    expect((await t.get(`/projects/${repo.id}/protected_tags`)).body).toEqual([]);
  });
});
