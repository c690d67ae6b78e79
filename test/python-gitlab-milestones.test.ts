import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's project and group milestone managers against a listening app (test/python/milestones.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab milestones', () => {
  it('creates, gets, lists, saves, promotes and deletes project and group milestones', async () => {
    const result = await runPythonGitlab<any>(t, 'milestones.py');
    expect(result).toEqual({
      created: {
        iids: [1, 2],
        title: 'v1',
        description: 'first',
        state: 'active',
        dates: ['2099-01-01', '2099-02-01'],
        project_id: true,
        expired: false,
        web_url: true,
      },
      saved: { title: 'v1.0', state: 'closed', save_updated: 'closed' },
      lists: {
        all: ['v1.0', 'v2'],
        active: ['v2'],
        closed: ['v1.0'],
        iids: ['v2'],
        search: ['v1.0'],
      },
      group: { iid: 1, group_id: true, list: ['group wide'], description: 'for everyone' },
      with_ancestors: ['group wide', 'v1.0', 'v2'],
      taken:
        'Failed to create milestone {:title=>["already being used for another group or project milestone."]}',
      promote: 200,
      promoted_to_group: ['promoted'],
      after_delete: { project: ['v1.0'], group: [] },
    });
  });
});
