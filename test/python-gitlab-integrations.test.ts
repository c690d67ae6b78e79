import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab 3.12's project.integrations (and project.services) against a listening app.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab integrations', () => {
  it('gets, saves, lists, updates and deletes project integrations', async () => {
    const result = await runPythonGitlab<any>(t, 'integrations.py');
    expect(result).toEqual({
      before: { slug: 'slack', active: false, webhook: null },
      saved: {
        active: true,
        title: 'Slack notifications',
        note_events: false,
        push_events: true,
        webhook: true,
        channel: '#dev',
      },
      missing: '400 Bad request - webhook is missing',
      bamboo: { active: true, password_shown: false, username: 'ci' },
      listed: ['bamboo', 'slack'],
      deleted: { active: false, webhook: null },
      listed_after: ['bamboo'],
    });
  });
});
