import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's merging calls against a listening app (test/python/merge_requests_merging.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab merging', () => {
  it('merges (with its refusals), rebases, reads the merge ref, and refuses a cancel without auto-merge', async () => {
    const result = await runPythonGitlab<any>(t, 'merge_requests_merging.py');
    expect(result).toEqual({
      merge_ref: 40,
      stale_sha: true,
      cancel_without_auto_merge: 405,
      merged: { state: 'merged', merge_user: 'root', message: 'Merged by python-gitlab\n', parents: 2 },
      merge_again: '405 Method Not Allowed',
      needs_rebase: 'Branch cannot be merged',
      rebase: { rebase_in_progress: true },
      fast_forward: true,
    });
  });
});
