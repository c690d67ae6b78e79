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
 * A merge is journalled before its target branch moves and recorded after: the service exits
 * (fault injection) between the two, and the restarted service finishes the merge; a journal whose
 * branch never moved is dropped.
 */
const CASE_TIMEOUT = 240_000;
const dirs: string[] = [];
const running = new Set<ServiceProcess>();

afterAll(async () => {
  await removeServiceLeftovers(running, dirs);
});

async function mergeRequest(service: ServiceProcess, projectId: number, branch: string) {
  const file = await api(service, 'POST', `/projects/${projectId}/repository/files/${branch}.txt`, {
    branch,
    start_branch: 'main',
    content: `${branch}\n`,
    commit_message: `Add ${branch}`,
  });
  expect(file.status).toBe(201);
  const created = await api(service, 'POST', `/projects/${projectId}/merge_requests`, {
    source_branch: branch,
    target_branch: 'main',
    title: `Merge ${branch}`,
  });
  expect(created.status).toBe(201);
  const iid = created.body.iid as number;
  await waitFor(async () => {
    const mr = await api(service, 'GET', `/projects/${projectId}/merge_requests/${iid}`);
    return mr.body.detailed_merge_status === 'mergeable';
  }, 'mergeability');
  return { iid, id: created.body.id as number };
}

const mainHead = async (service: ServiceProcess, projectId: number) =>
  (await api(service, 'GET', `/projects/${projectId}/repository/branches/main`)).body.commit.id as string;

describe('a crash between the ref move and the database record of a merge', () => {
  it(
    'finishes the merge at restart, and drops a journal whose branch did not move',
    async () => {
      const dir = await newDataDir();
      dirs.push(dir);
      const first = await startService(dir, { env: { FAULT_INJECTION: 'merge-after-ref-move' } });
      running.add(first);
      const project = await api(first, 'POST', '/projects', {
        name: 'merge-crash',
        initialize_with_readme: true,
      });
      expect(project.status).toBe(201);
      const projectId = project.body.id as number;
      const before = await mainHead(first, projectId);
      const crashed = await mergeRequest(first, projectId, 'crashed');
      const untouched = await mergeRequest(first, projectId, 'untouched');

      // The service dies (SIGKILL) after moving main and before recording the merge: no answer comes.
      const answer = await api(
        first,
        'PUT',
        `/projects/${projectId}/merge_requests/${crashed.iid}/merge`,
      ).catch(() => null);
      expect(answer).toBeNull();
      expect(await first.exited).toBeNull();
      running.delete(first);

      // Meanwhile in the database: the journal is there, the merge request still open.
      const db = await serviceDatabase(dir);
      const journal = await db.query<{ new_sha: string; old_sha: string }>(
        'select new_sha, old_sha from merge_request_merge_journals where merge_request_id = $1',
        [crashed.id],
      );
      expect(journal.rows).toHaveLength(1);
      expect(journal.rows[0]!.old_sha).toBe(before);
      const state = await db.query('select state from merge_requests where id = $1', [crashed.id]);
      expect(state.rows[0].state).toBe('opened');
      // A journal of a merge whose branch never moved (the crash came before the move).
      await db.query(
        `insert into merge_request_merge_journals (merge_request_id, project_id, user_id, target_branch, old_sha, new_sha)
         values ($1, $2, 1, 'main', $3, $4)`,
        [untouched.id, projectId, before, 'f'.repeat(40)],
      );
      await db.end();

      const second = await startService(dir, { port: first.port });
      running.add(second);
      const merged = await api(second, 'GET', `/projects/${projectId}/merge_requests/${crashed.iid}`);
      expect(merged.body).toMatchObject({ state: 'merged', merge_user: { username: 'root' } });
      const head = await mainHead(second, projectId);
      expect(head).toBe(journal.rows[0]!.new_sha);
      expect(merged.body.merge_commit_sha).toBe(head);
      const open = await api(second, 'GET', `/projects/${projectId}/merge_requests/${untouched.iid}`);
      expect(open.body.state).toBe('opened');

      const after = await serviceDatabase(dir);
      const left = await after.query('select count(*)::int as n from merge_request_merge_journals');
      expect(left.rows[0].n).toBe(0);
      const notes = await after.query(
        `select body from notes where noteable_type = 'MergeRequest' and noteable_id = $1 and system`,
        [crashed.id],
      );
      expect(notes.rows.map((r) => r.body)).toEqual(['merged']);
      await after.end();

      // The untouched one still merges normally.
      const normal = await api(second, 'PUT', `/projects/${projectId}/merge_requests/${untouched.iid}/merge`);
      expect(normal.status).toBe(200);
      expect(await stopService(second)).toBe(0);
      running.delete(second);
      await killService(second).catch(() => undefined);
    },
    CASE_TIMEOUT,
  );
});
