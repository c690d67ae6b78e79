import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs } from './support/git.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's managers under a merge request, and merge trains (test/python/merge_request_notes.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('python-gitlab merge request notes, discussions, award emoji and merge trains', () => {
  it('writes notes and threads, resolves, comments on the diff, reacts, and lists a train', async () => {
    const result = await runPythonGitlab<any>(t, 'merge_request_notes.py');
    expect(result).toEqual({
      note: { body: 'first', noteable_type: 'MergeRequest', noteable_iid: 1, system: false },
      saved: 'first, edited',
      listed: ['first, edited', 'second'],
      thread: { individual_note: false, notes: ['a thread', 'a reply'], resolvable: true },
      resolved: [true, true],
      reply_saved: 'a better reply',
      diff_thread: { type: 'DiffNote', new_line: 2, path: 'README.md' },
      award: { name: 'rocket', type: 'MergeRequest' },
      upvotes: 0,
      after_upvote: 1,
      note_award: ['tada'],
      note_award_after_delete: [],
      awards: ['rocket', 'thumbsup'],
      train_before: [],
      // idle until the car's pipeline is created, fresh once it is.
      train: [
        { iid: 1, target_branch: 'main', status: expect.stringMatching(/^(idle|fresh)$/), user: 'root' },
      ],
      completed: [],
      train_after_leaving: [],
    });
  });
});
