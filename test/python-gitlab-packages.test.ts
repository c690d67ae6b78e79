import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab 3.12's package managers (test/python/packages.py) against a listening app.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('python-gitlab packages', () => {
  it('uploads and downloads generic packages, lists, gets and deletes packages and package files', async () => {
    const result = await runPythonGitlab<any>(t, 'packages.py');
    expect(result).toEqual({
      upload_message: '201 Created',
      download_matches: true,
      listed: [
        ['other', '2.0.0', 'generic'],
        ['tool', '1.0.0', 'generic'],
      ],
      filtered: ['other'],
      files: [
        ['tool.bin', 1300],
        ['notes.txt', 1300],
      ],
      files_after_delete: ['notes.txt'],
      group_listed: [
        ['other', true],
        ['tool', true],
      ],
      after_delete: ['other'],
    });
  });
});
