import type { ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { print } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JobArtifactsDestroyDocument,
  ProjectCiJobsStatusUpdatedDocument,
  ProjectPipelineJobArtifactsDocument,
  type ProjectCiJobsStatusUpdatedSubscription,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, waitFor } from './support/ci.ts';
import { cleanupDirs, projectWithFiles, tempDir } from './support/git.ts';
import { startBundledRunner, stopRunner } from './support/runner-process.ts';

const execFileAsync = promisify(execFile);

let t: TestApp;
let base: string;
let runner: ChildProcess;
let client: Client;

beforeAll(async () => {
  t = await startTestApp();
  base = await t.listen();
  runner = await startBundledRunner(t, base, { stdio: ['ignore', 'inherit', 'inherit'] });
  client = await t.wsClient(ROOT_TOKEN);
});

afterAll(async () => {
  await stopRunner(runner);
  await client.dispose();
  await t.close();
  await cleanupDirs();
});

const PIPELINE = `
stages: [build, test, deploy]
build:
  stage: build
  script:
    - mkdir -p dist vendor
    - echo "built $CI_COMMIT_SHORT_SHA" > dist/out.txt
    - echo "vendored once" > vendor/lib.txt
  artifacts:
    paths: [dist/]
    expire_in: 1 week
  cache:
    key: deps-$CI_COMMIT_REF_SLUG
    paths: [vendor/]
test:
  stage: test
  script:
    - test -f README.md
    - cat dist/out.txt
    - cat vendor/lib.txt
    - 'echo "Coverage: 91.0%"'
  coverage: '/Coverage: \\d+\\.\\d+%/'
  cache:
    key: deps-$CI_COMMIT_REF_SLUG
    paths: [vendor/]
    policy: pull
deploy:
  stage: deploy
  script: echo "deploying $CI_COMMIT_REF_NAME" | tee deploy.txt
  artifacts:
    paths: [deploy.txt]
`;

type Change = NonNullable<ProjectCiJobsStatusUpdatedSubscription['projectCiJobsStatusUpdated']>;

describe('live CI status', () => {
  it('streams every job transition of a three-stage pipeline, run by the bundled runner, in order', async () => {
    const created = await t.post('/projects', { body: { name: `live-${Date.now()}` } });
    const fullPath = created.body.path_with_namespace as string;
    const iterator = client.iterate<{ projectCiJobsStatusUpdated: Change }>({
      query: print(ProjectCiJobsStatusUpdatedDocument),
      variables: { projectPath: fullPath },
    });
    const changes: Change[] = [];
    const collecting = (async () => {
      for await (const result of iterator) {
        changes.push(result.data!.projectCiJobsStatusUpdated);
        if (changes.length === 9) break;
      }
    })();
    // Let the subscription reach the server before pushing.
    await new Promise((r) => setTimeout(r, 300));
    const repo = await pushTo(fullPath);

    await Promise.race([
      collecting,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`only ${changes.length} changes arrived`)), 45_000),
      ),
    ]);
    expect(changes.map((c) => `${c.name}:${c.previousStatus}->${c.status}`)).toEqual([
      'build:CREATED->PENDING',
      'build:PENDING->RUNNING',
      'build:RUNNING->SUCCESS',
      'test:CREATED->PENDING',
      'test:PENDING->RUNNING',
      'test:RUNNING->SUCCESS',
      'deploy:CREATED->PENDING',
      'deploy:PENDING->RUNNING',
      'deploy:RUNNING->SUCCESS',
    ]);

    const pipelines = (await t.get(`/projects/${created.body.id}/pipelines`)).body as {
      id: number;
      status: string;
      sha: string;
    }[];
    expect(pipelines[0]).toMatchObject({ status: 'success', sha: repo });
    const jobs = (await t.get(`/projects/${created.body.id}/pipelines/${pipelines[0]!.id}/jobs`)).body as {
      id: number;
      name: string;
      coverage: number | null;
      artifacts_file?: { filename: string };
    }[];
    const byName = Object.fromEntries(jobs.map((j) => [j.name, j]));
    expect(byName['test']!.coverage).toBe(91);
    expect(byName['build']!.artifacts_file?.filename).toBe('artifacts.zip');
    // The test job ran with the build job's artifacts extracted in its directory.
    const testLog = (await t.get(`/projects/${created.body.id}/jobs/${byName['test']!.id}/trace`)).text;
    expect(testLog).toContain(`Downloading artifacts for build (${byName['build']!.id})`);
    expect(testLog).toContain(`built ${repo.slice(0, 8)}`);
    // …and with the cache the build job saved.
    const buildLog = (await t.get(`/projects/${created.body.id}/jobs/${byName['build']!.id}/trace`)).text;
    expect(buildLog).toContain('Creating cache deps-main...');
    expect(testLog).toContain('Checking cache for deps-main...');
    expect(testLog).toContain('vendored once');
    const log = (await t.get(`/projects/${created.body.id}/jobs/${byName['deploy']!.id}/trace`)).text;
    expect(log).toContain('$ echo "deploying $CI_COMMIT_REF_NAME"');
    expect(log).toContain('deploying main');

    const archive = await fetch(
      `${base}/api/v4/projects/${created.body.id}/jobs/${byName['build']!.id}/artifacts`,
      {
        headers: { 'private-token': ROOT_TOKEN },
      },
    );
    const dir = await tempDir();
    await fs.writeFile(path.join(dir, 'a.zip'), Buffer.from(await archive.arrayBuffer()));
    await execFileAsync('unzip', ['-q', 'a.zip'], { cwd: dir });
    expect(await fs.readFile(path.join(dir, 'dist/out.txt'), 'utf8')).toBe(`built ${repo.slice(0, 8)}\n`);

    // One file of the archive, the archive by ref and job name, keeping and deleting it.
    const buildJob = `/projects/${created.body.id}/jobs/${byName['build']!.id}`;
    const single = await t.get(`${buildJob}/artifacts/dist/out.txt`);
    expect(single.status).toBe(200);
    expect(single.text).toBe(`built ${repo.slice(0, 8)}\n`);
    expect((await t.get(`${buildJob}/artifacts/dist/missing.txt`)).status).toBe(404);
    const byRef = await t.get(`/projects/${created.body.id}/jobs/artifacts/main/download`, {
      query: { job: 'build' },
    });
    expect(byRef.status).toBe(200);
    expect(byRef.headers['content-disposition']).toContain('artifacts.zip');
    expect((await t.get(buildJob)).body.artifacts_expire_at).toEqual(expect.any(String));
    const kept = await t.post(`${buildJob}/artifacts/keep`);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.artifacts_expire_at).toBeNull();
    expect((await t.delete(`${buildJob}/artifacts`)).status).toBe(204);
    expect((await t.get(`${buildJob}/artifacts`)).status).toBe(404);
    expect((await t.get(buildJob)).body.artifacts).toEqual([]);

    // The same through GraphQL: the artifacts of the pipeline's jobs, and deleting them.
    const listed = await t.graphql(ProjectPipelineJobArtifactsDocument, { fullPath });
    const deployNode = listed.data!.project!.pipelines!.nodes[0]!.jobs!.nodes.find(
      (j) => j.name === 'deploy',
    )!;
    expect(deployNode.artifacts!.nodes).toEqual([
      {
        fileType: 'ARCHIVE',
        name: 'artifacts.zip',
        size: expect.any(Number),
        downloadPath: `/api/v4/projects/${created.body.id}/jobs/${byName['deploy']!.id}/artifacts`,
      },
    ]);
    const destroyed = await t.graphql(JobArtifactsDestroyDocument, { id: deployNode.id });
    expect(destroyed.data!.jobArtifactsDestroy).toEqual({ job: { artifacts: { nodes: [] } }, errors: [] });
    expect((await t.get(`/projects/${created.body.id}/jobs/${byName['deploy']!.id}/artifacts`)).status).toBe(
      404,
    );
  });
});

describe('variables on the bundled runner', () => {
  it('hands a file variable to the job as the path of a file, and masks masked values in the log', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml':
        'show:\n  script:\n    - test -f "$SETTINGS"\n    - cat "$SETTINGS"\n    - echo "key=$SIGNING_KEY."\n',
    });
    await latestPipeline(t, repo.id);
    const masked = await t.post(`/projects/${repo.id}/variables`, {
      body: { key: 'SIGNING_KEY', value: 'sign-1234567890', masked: true },
    });
    expect(masked.status, masked.text).toBe(201);
    const created = await t.post(`/projects/${repo.id}/pipeline`, {
      body: { ref: 'main', variables: [{ key: 'SETTINGS', value: 'debug=true', variable_type: 'file' }] },
    });
    expect(created.status, created.text).toBe(201);
    const pipeline = await waitFor(
      async () =>
        (await t.get(`/projects/${repo.id}/pipelines/${created.body.id}`)).body as { status: string },
      (p) => p.status === 'success' || p.status === 'failed',
      'the pipeline finished',
      30_000,
    );
    expect(pipeline.status).toBe('success');
    const [job] = (await t.get(`/projects/${repo.id}/pipelines/${created.body.id}/jobs`)).body as {
      id: number;
    }[];
    const log = (await t.get(`/projects/${repo.id}/jobs/${job!.id}/trace`)).text;
    expect(log).toContain('debug=true');
    expect(log).toContain('key=[MASKED].');
    expect(log).not.toContain('sign-1234567890');
  });
});

/** Pushes the pipeline to an existing project; returns the pushed commit. */
async function pushTo(fullPath: string): Promise<string> {
  const { workTree, commitFiles, git } = await import('./support/git.ts');
  const dir = await workTree(t, fullPath, ROOT_TOKEN);
  const sha = await commitFiles(
    dir,
    { '.gitlab-ci.yml': PIPELINE, 'README.md': '# live\n' },
    'Add a pipeline',
  );
  await git(dir, ['push', '--quiet', 'origin', 'HEAD:refs/heads/main']);
  return sha;
}
