import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's merge request managers against a listening app (test/python/merge_requests.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab merge requests', () => {
  it('creates, lists, gets, saves, tracks time, subscribes, approves, reads git and deletes', async () => {
    const result = await runPythonGitlab<any>(t, 'merge_requests.py');
    expect(result).toEqual({
      created: {
        iids: [1, 2],
        labels: ['backend', 'bug'],
        assignees: ['root'],
        draft: [false, true],
        state: 'opened',
      },
      duplicate: 'Another open merge request already exists for this source branch: !1',
      lists: {
        all: ['Add feature', 'Draft: other'],
        labels: ['Add feature'],
        wip: ['Draft: other'],
        iids: ['Draft: other'],
        assignee: ['Add feature'],
        search: ['Add feature'],
        simple: [
          'created_at',
          'description',
          'id',
          'iid',
          'project_id',
          'state',
          'title',
          'updated_at',
          'web_url',
        ],
        global: ['Add feature', 'Draft: other'],
        created_by_me: ['Add feature', 'Draft: other'],
      },
      saved: { title: 'Add the feature', labels: ['bug'] },
      time_stats: {
        time_estimate: 3600,
        total_time_spent: 1800,
        human_time_estimate: '1h',
        human_total_time_spent: '30m',
      },
      after_reset: 0,
      unsubscribed: false,
      subscribed: true,
      approvals: ['root'],
      unapproved: [],
      participants: ['root'],
      commits: ['Add feature.txt'],
      changes: { count: '1', paths: ['feature.txt'] },
      closed: 'closed',
      after_delete: [1],
    });
  });
});
