import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's snippet award emoji manager against a listening app (test/python/award_emoji.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab award emoji', () => {
  it('awards, lists, gets and deletes emoji on a project snippet', async () => {
    const result = await runPythonGitlab<any>(t, 'award_emoji.py');
    expect(result).toEqual({
      created: { name: 'rocket', type: 'Snippet', on: true },
      errors: {
        taken: '404 Award Emoji Name has already been taken Not Found',
        unknown: '404 Award Emoji Name is not a valid emoji name Not Found',
      },
      alias: 'thumbsup',
      list: [
        ['rocket', 'root'],
        ['thumbsup', expect.stringMatching(/^awarder-/)],
      ],
      get: 'rocket',
      refused: '401 Unauthorized',
      after_delete: [],
    });
  });
});
