import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's project, group and system hook managers against a listening app (test/python/hooks.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab hooks', () => {
  it('creates, gets, lists, saves and deletes project, group and system hooks', async () => {
    const result = await runPythonGitlab<any>(t, 'hooks.py');
    expect(result).toEqual({
      project: {
        url: 'https://example.com/project-hook',
        project_id: true,
        flags: [false, true, false],
        alert_status: 'executable',
        token_shown: false,
      },
      project_saved: { note_events: true, url: 'https://example.com/project-hook' },
      project_list: ['https://example.com/project-hook'],
      project_after_delete: [],
      group: { group_id: true, subgroup_events: true, custom_headers: [], url_variables: [] },
      group_saved: { url: 'https://example.com/group-hook-2', releases_events: true },
      group_list: ['https://example.com/group-hook-2'],
      group_after_delete: [],
      system: { url: 'https://example.com/system-hook', push_events: true },
      system_updated: 'https://example.com/system-hook-2',
      system_listed: true,
      system_after_delete: false,
    });
  });
});
