import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { waitFor } from './support/ci.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const CI = `
test:
  rules:
    - if: $CI_PIPELINE_SOURCE == "merge_request_event"
  script: echo test
`;

describe('merge request pipelines through @gitbeaker/rest', () => {
  it('lists (allPipelines) and creates (createPipeline) the pipelines of a merge request', async () => {
    const project = await projectWithFiles(t, { '.gitlab-ci.yml': CI });
    await git(project.dir, ['checkout', '--quiet', '-b', 'topic']);
    const head = await commitFiles(project.dir, { 'new.txt': 'new\n' }, 'Add new file');
    await git(project.dir, ['push', '--quiet', 'origin', 'topic']);
    const mr = await api.MergeRequests.create(project.id, 'topic', 'main', 'Topic');

    const listed = await waitFor(
      () => api.MergeRequests.allPipelines(project.id, mr.iid),
      (l) => l.length > 0,
      'the pipeline of the new merge request',
      20_000,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      project_id: project.id,
      ref: `refs/merge-requests/${mr.iid}/head`,
      sha: head,
      source: 'merge_request_event',
    });

    const created = await api.MergeRequests.createPipeline(project.id, mr.iid);
    expect(created).toMatchObject({
      ref: `refs/merge-requests/${mr.iid}/head`,
      sha: head,
      source: 'merge_request_event',
      user: { username: 'root' },
    });
    const again = await api.MergeRequests.allPipelines(project.id, mr.iid);
    expect(again.map((p) => p.id)).toEqual([created.id, listed[0]!.id]);

    const shown = await waitFor(
      () => api.MergeRequests.show(project.id, mr.iid),
      (m) => (m.head_pipeline as { id: number } | null)?.id === created.id,
      'the head pipeline',
      20_000,
    );
    expect(shown.head_pipeline).toMatchObject({ id: created.id, source: 'merge_request_event' });
    await expect(api.MergeRequests.createPipeline(project.id, 999)).rejects.toMatchObject({
      cause: { response: { status: 404 } },
    });
  });
});
