import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './app.ts';
import { commitFiles, git, projectWithFiles } from './git.ts';
import { stopRunner } from './runner-process.ts';

/**
 * The CI configuration of merge train tests: one job that waits for a gate file named after the
 * merge request (`$GATES/<iid>`, so the test decides when each car's pipeline ends), then fails when
 * the tested tree has a `broken` file. Only merge request pipelines have the job (as in GitLab, a job
 * without rules would not run in them).
 */
export const GATED_PIPELINE = `
check:
  rules:
    - if: $CI_MERGE_REQUEST_EVENT_TYPE == "merge_train"
  script:
    - while [ ! -f "$GATES/$CI_MERGE_REQUEST_IID" ]; do sleep 0.1; done
    - test "$CI_MERGE_REQUEST_EVENT_TYPE" = merge_train
    - test ! -f broken
`;

/** A project with trains on, a gated CI file and `count` branches each adding one file. */
export async function trainProject(
  t: TestApp,
  branches: { name: string; files: Record<string, string> }[],
  ciFile: string,
  gates: string,
): Promise<{ id: number; fullPath: string; sha: string; dir: string }> {
  const project = await projectWithFiles(t, { 'README.md': 'hello\n', '.gitlab-ci.yml': ciFile });
  const updated = await t.put(`/projects/${project.id}`, {
    body: { merge_pipelines_enabled: true, merge_trains_enabled: true },
  });
  if (updated.status !== 200) throw new Error(updated.text);
  const variable = await t.post(`/projects/${project.id}/variables`, {
    body: { key: 'GATES', value: gates },
  });
  if (variable.status !== 201) throw new Error(variable.text);
  for (const branch of branches) {
    await git(project.dir, ['checkout', '--quiet', '-b', branch.name, project.sha]);
    await commitFiles(project.dir, branch.files, `Change on ${branch.name}`);
    await git(project.dir, ['push', '--quiet', 'origin', branch.name]);
  }
  return project;
}

/**
 * Stops a bundled runner started by `startBundledRunner`: every gate is opened first, so that the
 * jobs it is still running end (a runner told to stop waits for its running jobs), then it is told
 * to stop and awaited.
 */
export async function stopBundledRunner(runner: ChildProcess, gates: string, lastIid = 50): Promise<void> {
  for (let iid = 1; iid <= lastIid; iid++) await fs.writeFile(path.join(gates, String(iid)), '');
  await stopRunner(runner, 60_000);
}
