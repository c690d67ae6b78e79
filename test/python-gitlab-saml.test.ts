import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab 3.12's group.saml_group_links (test/python/saml.py) against a listening app.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('python-gitlab SAML group links', () => {
  it('creates, lists, gets and deletes links', async () => {
    const result = await runPythonGitlab<any>(t, 'saml.py');
    expect(result).toEqual({
      created: { name: 'developers', access_level: 30, member_role_id: null },
      listed: [
        ['developers', 30],
        ['maintainers', 40],
      ],
      got: 40,
      after_delete: [],
    });
  });
});
