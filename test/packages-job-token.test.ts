import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageDetailsShapeDocument, ProjectPackagesDocument } from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';
import { buildWheel, tempDir, twineUpload } from './support/package-clients.ts';
import { normalizedStatement, ownStatements } from './support/sql-statements.ts';

// A CI job publishes with its CI_JOB_TOKEN, as GitLab documents for every registry (JOB-TOKEN
// header, Basic auth as gitlab-ci-token, Bearer for npm), and protection rules count the access of
// the job's user: here a Developer, who triggered the pipeline. The packages keep the job's pipeline.
let t: TestApp;
let base: string;
let runnerToken: string;
let developer: CreatedUser;
let project: { id: number; fullPath: string };

const CI = `publish:\n  script: echo publish\n`;

beforeAll(async () => {
  t = await startTestApp({ env: { CI_SWEEP_INTERVAL_MS: '200' } });
  base = await t.listen();
  const runner = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', run_untagged: true },
  });
  expect(runner.status, runner.text).toBe(201);
  runnerToken = runner.body.token;
  developer = await createUser(t);
  project = await projectWithFiles(t, { '.gitlab-ci.yml': CI });
  await addMember(t, 'projects', project.id, developer.id, 30);
  // The Developer may run pipelines on main.
  const unprotected = await t.delete(`/projects/${project.id}/protected_branches/main`);
  expect(unprotected.status).toBe(204);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await cleanupDirs();
});

/** Takes jobs until one of a pipeline the developer started is running; finishes the others. */
async function developerJob(): Promise<JobPayload> {
  const pipeline = await t.post(`/projects/${project.id}/pipeline`, {
    token: developer.token,
    body: { ref: 'main' },
  });
  expect(pipeline.status, pipeline.text).toBe(201);
  const runner = protocolRunner(t, runnerToken, 's_packages');
  for (;;) {
    const job = (await waitFor(
      () => runner.request(),
      (j) => j !== null,
      'a job',
      30_000,
    ))!;
    const shown = await t.get(`/projects/${project.id}/jobs/${job.id}`);
    if (shown.body.pipeline.id === pipeline.body.id) {
      expect(shown.body.user.id).toBe(developer.id);
      return job;
    }
    await runner.finish(job, 'success');
  }
}

describe('publishing with CI_JOB_TOKEN', () => {
  it('publishes generic files (JOB-TOKEN) and PyPI files (gitlab-ci-token), refused by a Maintainer rule', async () => {
    const job = await developerJob();
    const url = (name: string) =>
      `${base}/api/v4/projects/${project.id}/packages/generic/${name}/1.0.0/out.bin`;
    const put = await fetch(url('build-output'), {
      method: 'PUT',
      headers: { 'JOB-TOKEN': job.token },
      body: 'artifact from the job',
    });
    expect(put.status).toBe(201);

    const rule = await t.post(`/projects/${project.id}/packages/protection/rules`, {
      body: {
        package_name_pattern: 'release-*',
        package_type: 'generic',
        minimum_access_level_for_push: 'maintainer',
      },
    });
    expect(rule.status).toBe(201);
    const refused = await fetch(url('release-app'), {
      method: 'PUT',
      headers: { 'JOB-TOKEN': job.token },
      body: 'release',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: '403 Forbidden - Package protected.' });

    const work = await tempDir('railyard-job-pypi-');
    try {
      const wheel = await buildWheel(work.dir, 'job-lib', '0.1.0', 'from a job');
      const uploaded = await twineUpload(
        `${base}/api/v4/projects/${project.id}/packages/pypi`,
        'gitlab-ci-token',
        job.token,
        [wheel],
      );
      expect(uploaded.code, uploaded.stdout + uploaded.stderr).toBe(0);
    } finally {
      await work.remove();
    }

    const listed = await t.get(`/projects/${project.id}/packages`, { query: { order_by: 'name' } });
    expect(listed.body.map((p: { name: string; package_type: string }) => [p.name, p.package_type])).toEqual([
      ['build-output', 'generic'],
      ['job-lib', 'pypi'],
    ]);

    // Both name the job's pipeline, with its user, as GitLab's Package::Pipeline entity.
    const pipelineId = (await t.get(`/projects/${project.id}/jobs/${job.id}`)).body.pipeline.id as number;
    for (const pkg of listed.body as { pipeline: unknown; pipelines: unknown[] }[]) {
      expect(pkg.pipelines).toEqual([
        expect.objectContaining({
          id: pipelineId,
          project_id: project.id,
          ref: 'main',
          web_url: expect.stringMatching(new RegExp(`/-/pipelines/${pipelineId}$`)),
          user: expect.objectContaining({ id: developer.id, username: developer.username }),
        }),
      ]);
      expect(pkg.pipeline).toEqual(pkg.pipelines[0]);
    }
    const buildOutput = (listed.body as { id: number }[])[0]!;
    const shown = await t.get(`/projects/${project.id}/packages/${buildOutput.id}`);
    expect(shown.body.pipelines.map((p: { id: number }) => p.id)).toEqual([pipelineId]);
    const details = await t.graphql(
      PackageDetailsShapeDocument,
      { id: `gid://gitlab/Packages::Package/${buildOutput.id}` },
      developer.token,
    );
    expect(details.errors).toBeUndefined();
    expect(details.data!.package!.pipelines!.nodes).toEqual([
      expect.objectContaining({
        id: `gid://gitlab/Ci::Pipeline/${pipelineId}`,
        ref: 'main',
        user: { id: `gid://gitlab/User/${developer.id}`, username: developer.username },
      }),
    ]);
    const page = await t.graphql(ProjectPackagesDocument, { fullPath: project.fullPath }, developer.token);
    expect(page.errors).toBeUndefined();
    expect(page.data!.project!.packages!.nodes.map((n) => n.pipelines!.nodes.map((p) => p.id))).toEqual([
      [`gid://gitlab/Ci::Pipeline/${pipelineId}`],
      [`gid://gitlab/Ci::Pipeline/${pipelineId}`],
    ]);

    // The pipelines of a page are read once for all its packages: the same statements for one as for both.
    const statementsAt = async (first: number) => {
      t.sql.reset();
      const res = await t.graphql(
        ProjectPackagesDocument,
        { fullPath: project.fullPath, first },
        developer.token,
      );
      expect(res.data!.project!.packages!.nodes).toHaveLength(first === 1 ? 1 : 2);
      return ownStatements(t.sql.statements).map((s) =>
        normalizedStatement(s).replace(/limit \d+/g, 'limit n'),
      );
    };
    expect(await statementsAt(100)).toEqual(await statementsAt(1));

    // A package published with a personal token has none.
    const byHand = await fetch(url('by-hand'), {
      method: 'PUT',
      headers: { 'PRIVATE-TOKEN': developer.token },
      body: 'from a laptop',
    });
    expect(byHand.status).toBe(201);
    const [handMade] = (
      await t.get(`/projects/${project.id}/packages`, { query: { package_name: 'by-hand' } })
    ).body as Record<string, unknown>[];
    expect(handMade!.pipelines).toEqual([]);
    expect(handMade).not.toHaveProperty('pipeline');

    // Once the job is over its token publishes nothing.
    await protocolRunner(t, runnerToken, 's_packages').finish(job, 'success');
    const late = await fetch(url('late'), { method: 'PUT', headers: { 'JOB-TOKEN': job.token }, body: 'x' });
    expect(late.status).toBe(401);
  }, 120_000);
});
