import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's token and invitation managers against a listening app (scripts in test/python/).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab tokens and invitations', () => {
  it('creates, uses, lists and revokes personal access and impersonation tokens', async () => {
    const result = await runPythonGitlab<any>(t, 'tokens.py');
    expect(result.personal).toEqual({
      created: {
        name: 'py-pat',
        scopes: ['api', 'read_user'],
        expires_at: true,
        active: true,
        revoked: false,
        user_is_owner: true,
      },
      authenticates_as: true,
      listed: [['py-pat', true]],
      after_revoke: {
        states: [
          ['py-pat', false, true],
          ['py-pat-2', false, true],
        ],
        revoked_message: '401 Unauthorized',
      },
    });
    expect(result.impersonation).toEqual({
      created: {
        name: 'py-imp',
        scopes: ['api'],
        impersonation: true,
        expires_at: true,
        has_token: true,
      },
      authenticates_as: true,
      fetched: { id_matches: true, active: true, has_token: false },
      after_revoke: { active: [], inactive: ['py-imp'], fetched: { active: false, revoked: true } },
      missing_expiry: '400 Bad request - expires_at is missing',
    });
  });

  it('invites to projects and groups by e-mail and user id, updates and deletes invitations', async () => {
    const result = await runPythonGitlab<any>(t, 'invitations.py');
    for (const source of ['project', 'group']) {
      const invited = result[source];
      const [first, second] = invited.listed.map((entry: [string]) => entry[0]);
      expect(first).toMatch(/^inv-[0-9a-f]{6}-a@example\.com$/);
      expect(invited, source).toEqual({
        created_status: ['success', 'success'],
        listed: [
          [first, 30, '2030-01-31'],
          [second, 30, '2030-01-31'],
        ],
        queried: [[second, 30, '2030-01-31']],
        after_update: [
          [first, 40, '2031-02-28'],
          [second, 10, '2030-01-31'],
        ],
        after_delete: [],
        invitee_member: [expect.stringMatching(/^invitee-/)],
        missing_delete: 404,
        invalid_email: { 'not-an-email': 'Invite email is invalid' },
      });
    }
  });
});
