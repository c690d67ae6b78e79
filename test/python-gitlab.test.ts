import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// The real python-gitlab client (Debian's python3-gitlab) against a listening app; the scripts are
// in test/python/ and fail with a traceback on a broken assertion or an error from the client.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const maintainer = { access_level: 40, user_id: null, group_id: null };

describe('python-gitlab', () => {
  it('authenticates, and reads, creates and pages users, projects, groups and members', async () => {
    const result = await runPythonGitlab<any>(t, 'smoke.py');
    expect(result.client_version).toBe('3.12.0');
    expect(result.user).toEqual({ username: 'root', is_admin: true });
    expect(result.users).toMatchObject({
      fetched: result.users.created[0],
      found: [result.users.created[1]],
      iterator: { total: 5, total_pages: 3, per_page: 2 },
    });
    // Both follow the Link headers: 5 users in pages of 2.
    expect([...result.users.listed].sort()).toEqual(result.users.created);
    expect([...result.users.get_all].sort()).toEqual(result.users.created);
    expect(result.project).toEqual({
      by_path_id: true,
      default_branch: 'main',
      description: 'changed by python-gitlab',
      owned_listed: true,
      readme: '# ',
      missing_message: '404 Project Not Found',
    });
    expect(result.group).toEqual({
      fetched: true,
      subgroup_path: true,
      subgroups: true,
      listed: true,
      projects: true,
    });
    expect(result.member).toEqual({ after_update: 40, listed: true, after_delete: ['root'] });
  });

  it('manages protected branches and tags', async () => {
    const result = await runPythonGitlab<any>(t, 'protected_refs.py');
    const mainRule = {
      name: 'main',
      push: [maintainer],
      merge: [maintainer],
      unprotect: [maintainer],
      allow_force_push: false,
    };
    expect(result.default_branch).toEqual({
      name: 'main',
      protected: true,
      developers_can_push: false,
      rules: [mainRule],
    });
    const developerId = result.created.release.push[1]?.user_id;
    const release = {
      name: 'release/*',
      push: [
        { access_level: 0, user_id: null, group_id: null },
        { access_level: null, user_id: developerId, group_id: null },
      ],
      merge: [maintainer],
      unprotect: [maintainer],
      allow_force_push: false,
    };
    expect(developerId).toEqual(expect.any(Number));
    expect(result.created).toEqual({
      release,
      stable: {
        name: 'stable',
        push: [{ access_level: 30, user_id: null, group_id: null }],
        merge: [maintainer],
        unprotect: [maintainer],
        allow_force_push: true,
      },
    });
    expect(result.get_wildcard).toEqual(release);
    expect(result.listed).toEqual(['main', 'release/*', 'stable']);
    expect(result.searched).toEqual(['release/*']);
    expect(result.paged).toEqual({ names: ['main', 'release/*', 'stable'], total_pages: 3 });
    expect(result.developer_can_push).toEqual({ 'release/1.0': true, main: false });
    expect(result.after_patch).toEqual({ ...release, allow_force_push: true });
    expect(result.after_delete).toEqual(['main']);
    expect(result.tags).toEqual({
      get: { name: 'v*', create: [maintainer] },
      listed: ['frozen-1.0', 'v*'],
      paged: ['frozen-1.0', 'v*'],
      after_delete: [],
    });
  });
});
