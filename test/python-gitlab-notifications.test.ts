import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab 3.12's notification settings managers against a listening app (test/python/notification_settings.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab notification settings', () => {
  it('gets and saves global, group and project settings, and reads GitLab’s refusals', async () => {
    const result = await runPythonGitlab<any>(t, 'notification_settings.py');
    expect(result).toEqual({
      global_default: { level: 'participating', email: true },
      global_watch: 'watch',
      global_custom: {
        level: 'custom',
        new_merge_request: true,
        new_note: true,
        new_issue: false,
        failed_pipeline: true,
        event_count: 17,
      },
      global_email: true,
      email_refused: { notification_email: ['must be an email you have verified'] },
      level_refused: "'deafening' is not a valid level",
      global_after_refusals: 'custom',
      group_default: 'global',
      group_mention: 'mention',
      project_default: 'global',
      project_custom: { level: 'custom', merge_merge_request: true, has_email: false },
      project_disabled: { level: 'disabled', events_shown: false },
      project_level_refused: "'loud' is not a valid level",
    });
  });
});
