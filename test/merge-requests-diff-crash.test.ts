import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  killService,
  newDataDir,
  removeServiceLeftovers,
  serviceDatabase,
  startService,
  stopService,
  waitFor,
  type ServiceProcess,
} from './support/service-process.ts';

/**
 * A merge request's diff is computed in the background after it is written: the service exits
 * (fault injection) after the merge request is committed and before its diff refresh runs, and
 * the restarted service computes the diff (refs, change count, version, mergeability) by its
 * startup sweep of unchecked open merge requests.
 */
const CASE_TIMEOUT = 240_000;
const dirs: string[] = [];
const running = new Set<ServiceProcess>();

afterAll(async () => {
  await removeServiceLeftovers(running, dirs);
});

describe('a crash between writing a merge request and computing its diff', () => {
  it(
    'computes the diff at restart',
    async () => {
      const dir = await newDataDir();
      dirs.push(dir);
      const first = await startService(dir, { env: { FAULT_INJECTION: 'merge-request-before-diff' } });
      running.add(first);
      // CI/CD off: no merge request pipeline (whose creation refreshes the diff too) can stand in
      // for the sweep when the creation event is redelivered.
      const project = await api(first, 'POST', '/projects', {
        name: 'diff-crash',
        initialize_with_readme: true,
        builds_access_level: 'disabled',
      });
      expect(project.status).toBe(201);
      const projectId = project.body.id as number;
      const file = await api(first, 'POST', `/projects/${projectId}/repository/files/topic.txt`, {
        branch: 'topic',
        start_branch: 'main',
        content: 'topic\n',
        commit_message: 'Add topic',
      });
      expect(file.status).toBe(201);

      // The service dies (SIGKILL) once the merge request is committed: no answer comes.
      const answer = await api(first, 'POST', `/projects/${projectId}/merge_requests`, {
        source_branch: 'topic',
        target_branch: 'main',
        title: 'Diff after a crash',
      }).catch(() => null);
      expect(answer).toBeNull();
      expect(await first.exited).toBeNull();
      running.delete(first);

      // Meanwhile in the database: the merge request is there, its diff never computed.
      const db = await serviceDatabase(dir);
      const before = await db.query<{
        id: number;
        iid: number;
        head_sha: string | null;
        changes_count: string | null;
        merge_status: string;
      }>('select id, iid, head_sha, changes_count, merge_status from merge_requests');
      expect(before.rows).toEqual([
        expect.objectContaining({ head_sha: null, changes_count: null, merge_status: 'unchecked' }),
      ]);
      const { id, iid } = before.rows[0]!;
      await db.end();

      const second = await startService(dir, { port: first.port });
      running.add(second);
      const path = `/projects/${projectId}/merge_requests/${iid}`;
      await waitFor(
        async () => (await api(second, 'GET', path)).body.detailed_merge_status === 'mergeable',
        'the diff and mergeability of the merge request',
      );
      const mr = await api(second, 'GET', path);
      const topic = (await api(second, 'GET', `/projects/${projectId}/repository/branches/topic`)).body.commit
        .id as string;
      const main = (await api(second, 'GET', `/projects/${projectId}/repository/branches/main`)).body.commit
        .id as string;
      expect(mr.body).toMatchObject({
        state: 'opened',
        sha: topic,
        changes_count: '1',
        diff_refs: { base_sha: main, head_sha: topic, start_sha: main },
      });
      expect(second.output()).toContain('Computing the diffs of merge requests a crash left unchecked');

      const after = await serviceDatabase(dir);
      const versions = await after.query(
        'select head_commit_sha, base_commit_sha from merge_request_diffs where merge_request_id = $1',
        [id],
      );
      expect(versions.rows).toEqual([{ head_commit_sha: topic, base_commit_sha: main }]);
      await after.end();

      expect(await stopService(second)).toBe(0);
      running.delete(second);
      await killService(second).catch(() => undefined);
    },
    CASE_TIMEOUT,
  );
});
