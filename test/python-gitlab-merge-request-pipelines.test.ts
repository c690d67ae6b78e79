import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's merge request pipelines against a listening app (test/python/merge_request_pipelines.py).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab merge request pipelines', () => {
  it('lists and creates the pipelines of a merge request', async () => {
    const result = await runPythonGitlab<any>(t, 'merge_request_pipelines.py');
    expect(result).toEqual({
      listed: [{ source: 'merge_request_event', ref: 'refs/merge-requests/1/head' }],
      created: { source: 'merge_request_event', ref: 'refs/merge-requests/1/head', status: 'pending' },
      after_create: true,
      head_pipeline: true,
      missing_config: "{'base': ['Missing CI config file']}",
      plain_list: [],
    });
  });
});
