import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs } from './support/git.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's snippet notes and discussions managers against a listening app (test/python/snippet_notes.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

describe('python-gitlab snippet notes and discussions', () => {
  it('creates, gets, lists, saves and deletes notes; starts threads and replies', async () => {
    const result = await runPythonGitlab<any>(t, 'snippet_notes.py');
    expect(result).toEqual({
      note: { body: 'first', noteable_type: 'Snippet', noteable_id: true, author: true, system: false },
      saved: 'first, edited',
      listed: ['second', 'first, edited'],
      sorted: ['first, edited', 'second'],
      thread: { id_length: 40, individual_note: false, notes: ['a thread', 'a reply'] },
      reply_saved: 'a better reply',
      discussions: [
        [true, ['first, edited']],
        [false, ['a thread', 'a better reply']],
      ],
      after_delete: ['a thread'],
    });
  });
});
