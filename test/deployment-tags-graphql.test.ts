import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeploymentCreateDocument, DeploymentTagsDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

// `Deployment.tags` as GitLab's deployment page reads it: the tags at the deployment's commit,
// lightweight and annotated, with GitLab's `path` and `webPath`.
let t: TestApp;
let developer: CreatedUser;
let repo: Awaited<ReturnType<typeof projectWithFiles>>;

beforeAll(async () => {
  t = await startTestApp();
  developer = await createUser(t);
  repo = await projectWithFiles(t, { 'README.md': 'hello\n' });
  await addMember(t, 'projects', repo.id, developer.id, 30);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await cleanupDirs();
});

async function deployAt(sha: string): Promise<string> {
  const created = await t.graphql(
    DeploymentCreateDocument,
    {
      input: {
        projectPath: repo.fullPath,
        environment: 'production',
        sha,
        ref: 'main',
        tag: false,
        status: 'SUCCESS',
      },
    },
    developer.token,
  );
  expect(created.errors).toBeUndefined();
  expect(created.data!.deploymentCreate!.errors).toEqual([]);
  return created.data!.deploymentCreate!.deployment!.iid!;
}

describe('Deployment.tags', () => {
  it("lists the tags at the deployment's commit, and none for a commit without tags", async () => {
    const untagged = await deployAt('b'.repeat(40));
    for (const [tag_name, message] of [
      ['v1.0', 'Release 1.0'],
      ['release/one', undefined],
    ] as const) {
      const created = await t.post(`/projects/${repo.id}/repository/tags`, {
        body: { tag_name, ref: repo.sha, ...(message ? { message } : {}) },
      });
      expect(created.status).toBe(201);
    }
    const iid = await deployAt(repo.sha);

    const read = await t.graphql(
      DeploymentTagsDocument,
      { projectPath: repo.fullPath, iid },
      developer.token,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.project!.deployment!.tags).toEqual([
      { name: 'release/one', path: 'tags/release/one', webPath: `/${repo.fullPath}/-/tags/release/one` },
      { name: 'v1.0', path: 'tags/v1.0', webPath: `/${repo.fullPath}/-/tags/v1.0` },
    ]);

    const none = await t.graphql(DeploymentTagsDocument, { projectPath: repo.fullPath, iid: untagged });
    expect(none.errors).toBeUndefined();
    expect(none.data!.project!.deployment!.tags).toEqual([]);
  });
});
