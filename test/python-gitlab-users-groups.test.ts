import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's user, project and group managers beyond the everyday ones of smoke.py, against a
// listening app (test/python/users_groups.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab users, projects and groups', () => {
  it('changes user states and attributes, follows, stars, archives, shares and transfers', async () => {
    const result = await runPythonGitlab<any>(t, 'users_groups.py');
    expect(result.states).toEqual({
      block: 'blocked',
      unblock: 'active',
      deactivate: 'deactivated',
      activate: 'active',
      ban: 'banned',
      unban: 'active',
    });
    expect(result.renamed).toBe('Alice Renamed');
    expect(result.custom_attributes).toEqual({
      get: true,
      listed: [
        ['role', false],
        ['team', true],
      ],
      filtered: true,
      after_delete: ['team'],
    });
    expect(result.follows).toEqual({ followers: true, following: true, after_unfollow: [] });
    expect(result.projects).toEqual({
      owner: true,
      user_projects: true,
      starred: true,
      star_count: 1,
      after_unstar: 0,
      archived: true,
      unarchived: false,
      shared_with: [[true, 20]],
      // A developer of the group gets the share's reporter level, the lower of the two.
      bob_inherited: 20,
      after_unshare: [],
      transferred: true,
    });
    expect(result.groups).toEqual({
      shared_with: [true],
      after_unshare: [],
      descendants: ['child', 'grandchild'],
      subgroups: ['child'],
      inherited_member: 30,
      memberships: [['Namespace', 30]],
      transferred: true,
      billable: true,
      billable_memberships: [[true, 30]],
    });
    expect(result.deleted_user).toBe('404 User Not Found');
  });
});

describe('python-gitlab sign-up approval', () => {
  it('approves and rejects users who signed up (User.approve, User.reject)', async () => {
    const result = await runPythonGitlab<any>(t, 'accounts.py');
    expect(result).toEqual({
      settings: [true, true],
      pending: 'blocked_pending_approval',
      approve_answer: { message: 'Success' },
      approved: 'active',
      approve_again: 'The user you are trying to approve is not pending approval',
      rejected_gone: true,
    });
  });
});
