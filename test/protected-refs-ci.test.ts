import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { jobsByName, protocolRunner, waitFor, type JobPayload } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import {
  cleanupDirs,
  cloneUrl,
  commitFiles,
  git,
  gitFails,
  projectWithFiles,
  tempDir,
} from './support/git.ts';
import { addMember } from './support/membership.ts';
import path from 'node:path';

let t: TestApp;
let developer: CreatedUser;
let maintainer: CreatedUser;
let runner: ReturnType<typeof protocolRunner>;
let protectedRunner: ReturnType<typeof protocolRunner>;

const CONFIG = `
show:
  tags: [protection]
  script: echo "$DEPLOY_KEY" | base64
`;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  maintainer = await createUser(t);
  const open = await t.post('/user/runners', {
    body: { runner_type: 'instance_type', tag_list: ['protection'], run_untagged: false },
  });
  runner = protocolRunner(t, open.body.token);
  const guarded = await t.post('/user/runners', {
    body: {
      runner_type: 'instance_type',
      tag_list: ['protection'],
      run_untagged: false,
      access_level: 'ref_protected',
    },
  });
  protectedRunner = protocolRunner(t, guarded.body.token);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

const variablesOf = (job: JobPayload) => Object.fromEntries(job.variables.map((v) => [v.key, v.value]));

/** The pipelines of a ref, once there are `count`. */
async function pipelinesOf(projectId: number, ref: string, count = 1) {
  return waitFor(
    async () =>
      (await t.get(`/projects/${projectId}/pipelines`, { query: { ref } })).body as { id: number }[],
    (list) => list.length >= count,
    `${count} pipeline(s) of ${ref}`,
  );
}

describe('protected variables and runners follow protected refs', () => {
  it('keep a developer from reaching protected variables through main, an API pipeline or a job retry', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await addMember(t, 'projects', repo.id, developer.id, 30);
    await addMember(t, 'projects', repo.id, maintainer.id, 40);
    const created = await t.post(`/projects/${repo.id}/variables`, {
      body: { key: 'DEPLOY_KEY', value: 'production-secret', protected: true, masked: true },
    });
    expect(created.status, created.text).toBe(201);
    const [mainPipeline] = await pipelinesOf(repo.id, 'main');
    // The pipeline of root's first push on main is protected: only the protected runner sees its job
    // first, and it carries the secret.
    const onMain = (await protectedRunner.request())!;
    expect(onMain).not.toBeNull();
    expect(variablesOf(onMain)).toMatchObject({
      DEPLOY_KEY: 'production-secret',
      CI_COMMIT_REF_PROTECTED: 'true',
    });
    await protectedRunner.finish(onMain, 'success');

    // The attack: a developer changes the CI file on main. git, the commits API and the files API refuse.
    const dir = await tempDir();
    await git(dir, ['clone', '--quiet', await cloneUrl(t, repo.fullPath, developer.token), 'w']);
    const tree = path.join(dir, 'w');
    await commitFiles(tree, { '.gitlab-ci.yml': CONFIG.replace('base64', 'base64 -w0') }, 'Leak');
    expect(await gitFails(tree, ['push', 'origin', 'HEAD:main'])).toContain(
      'not allowed to push code to protected branches',
    );
    const viaApi = await t.put(`/projects/${repo.id}/repository/files/.gitlab-ci.yml`, {
      token: developer.token,
      body: { branch: 'main', content: 'x:\n  script: env\n', commit_message: 'leak' },
    });
    expect(viaApi.status).toBe(403);

    // Nor may the developer run main's pipeline with variables of their own, or retry its job.
    const apiPipeline = await t.post(`/projects/${repo.id}/pipeline`, {
      token: developer.token,
      body: { ref: 'main', variables: [{ key: 'SCRIPT_HOOK', value: 'env' }] },
    });
    expect(apiPipeline.status).toBe(400);
    expect(apiPipeline.body).toEqual({
      message: { base: ["Insufficient permissions for protected ref 'main'"] },
    });
    const jobs = await jobsByName(t, repo.id, mainPipeline!.id);
    expect(
      (await t.post(`/projects/${repo.id}/jobs/${jobs['show']!.id}/retry`, { token: developer.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.post(`/projects/${repo.id}/pipelines/${mainPipeline!.id}/retry`, { token: developer.token }))
        .status,
    ).toBe(403);
    expect(
      (await t.post(`/projects/${repo.id}/jobs/${jobs['show']!.id}/retry`, { token: maintainer.token }))
        .status,
    ).toBe(201);
    const retried = (await protectedRunner.request())!;
    expect(variablesOf(retried)['DEPLOY_KEY']).toBe('production-secret');
    await protectedRunner.finish(retried, 'success');

    // What the developer may do: push a branch of their own. Its job gets no protected variable, and
    // protected runners do not take it.
    await git(tree, ['push', '--quiet', 'origin', 'HEAD:refs/heads/leak']);
    await pipelinesOf(repo.id, 'leak');
    expect(await protectedRunner.request()).toBeNull();
    const onBranch = (await runner.request())!;
    expect(onBranch.git_info.ref).toBe('leak');
    expect(variablesOf(onBranch)['DEPLOY_KEY']).toBeUndefined();
    expect(variablesOf(onBranch)['CI_COMMIT_REF_PROTECTED']).toBe('false');
    await runner.finish(onBranch, 'success');
    const ownPipeline = await t.post(`/projects/${repo.id}/pipeline`, {
      token: developer.token,
      body: { ref: 'leak' },
    });
    expect(ownPipeline.status, ownPipeline.text).toBe(201);
    const again = (await runner.request())!;
    expect(variablesOf(again)['DEPLOY_KEY']).toBeUndefined();
    await runner.finish(again, 'success');
  });

  it('reach every protected branch and tag, wildcards included, and stop when the protection goes', async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': CONFIG });
    await t.post(`/projects/${repo.id}/variables`, {
      body: { key: 'DEPLOY_KEY', value: 'release-secret', protected: true },
    });
    await pipelinesOf(repo.id, 'main');
    const first = (await protectedRunner.request())!;
    await protectedRunner.finish(first, 'success');
    expect(
      (await t.post(`/projects/${repo.id}/protected_branches`, { body: { name: 'release/*' } })).status,
    ).toBe(201);
    expect((await t.post(`/projects/${repo.id}/protected_tags`, { body: { name: 'v*' } })).status).toBe(201);

    await t.post(`/projects/${repo.id}/repository/branches`, {
      body: { branch: 'release/1.0', ref: 'main' },
    });
    await pipelinesOf(repo.id, 'release/1.0');
    const onRelease = (await protectedRunner.request())!;
    expect(onRelease.git_info.ref).toBe('release/1.0');
    expect(variablesOf(onRelease)).toMatchObject({
      DEPLOY_KEY: 'release-secret',
      CI_COMMIT_REF_PROTECTED: 'true',
    });
    await protectedRunner.finish(onRelease, 'success');

    await t.post(`/projects/${repo.id}/repository/tags`, { body: { tag_name: 'v1.0', ref: 'main' } });
    await pipelinesOf(repo.id, 'v1.0');
    const onTag = (await protectedRunner.request())!;
    expect(onTag.git_info.ref).toBe('v1.0');
    expect(variablesOf(onTag)['DEPLOY_KEY']).toBe('release-secret');
    await protectedRunner.finish(onTag, 'success');

    // The variables follow the protection as it is when the job runs.
    await t.post(`/projects/${repo.id}/repository/branches`, {
      body: { branch: 'release/2.0', ref: 'main' },
    });
    await pipelinesOf(repo.id, 'release/2.0');
    expect(
      (await t.delete(`/projects/${repo.id}/protected_branches/${encodeURIComponent('release/*')}`)).status,
    ).toBe(204);
    const unprotectedNow = (await protectedRunner.request())!;
    expect(unprotectedNow.git_info.ref).toBe('release/2.0');
    expect(variablesOf(unprotectedNow)['DEPLOY_KEY']).toBeUndefined();
    expect(variablesOf(unprotectedNow)['CI_COMMIT_REF_PROTECTED']).toBe('false');
    await protectedRunner.finish(unprotectedNow, 'success');
  });
});
