import { sql } from 'kysely';
import { CoalescingRuns } from '../../../core/coalescing-runs.ts';
import { kysely } from '../../../db/database.ts';
import type { GitRepository } from '../../../git/repository.ts';
import type { ModuleDeps } from '../../../services.ts';
import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { MergeRequestRow, MergeRequestsFinder } from '../merge-requests.finder.ts';
import { refreshHeadPipelines } from '../pipelines/head-pipeline.ts';
import { countDiff, saveDiffStats, type DiffStats } from './diff-stats.ts';
import { diffVersionId } from './diff-versions.ts';

/** What a trial merge says about a merge request (computed by the merging service). */
export interface Mergeability {
  mergeStatus: 'can_be_merged' | 'cannot_be_merged';
  hasConflicts: boolean;
  needsRebase: boolean;
  /** The merge base the trial merge found (null: unrelated histories; absent: not computed). */
  mergeBase?: string | null;
}

/** Computes mergeability from the target repository, the target head and the source head. */
export type MergeabilityCheck = (
  row: MergeRequestRow,
  repo: GitRepository,
  start: string,
  head: string,
  env: Record<string, string> | undefined,
) => Promise<Mergeability>;

/** A merge request's heads: the source head, the target head (start) and where to read both. */
export interface MergeRequestRefs {
  repo: GitRepository;
  head: string;
  start: string;
  env?: Record<string, string>;
}

/**
 * What a refresh recomputes: `diff` (a source push, a new or edited merge request: diff refs,
 * counts and mergeability) or `merge_status` (the target branch moved: mergeability only, the diff
 * too when the merge base moved — GitLab keeps the diff when only the target branch changed).
 */
export type RefreshScope = 'diff' | 'merge_status';

interface RefreshAsk {
  scope: RefreshScope;
  target: ProjectSubject;
  source: ProjectSubject;
  /** Who pushed to the source branch, when a push asked for it. */
  pushedBy?: number | null;
}

/**
 * The background refresh of merge requests after writes and pushes: one run per merge request at a
 * time, asks made during a run coalesced into one more run, so that a burst of pushes to a target
 * branch (a merge train merging car after car) costs each open merge request at most two checks.
 */
export class MergeRequestRefresh {
  readonly #deps: ModuleDeps;
  readonly #finder: MergeRequestsFinder;
  readonly #refsOf: (
    row: MergeRequestRow,
    target: ProjectSubject,
    source: ProjectSubject,
  ) => Promise<MergeRequestRefs | null>;
  readonly #runs: CoalescingRuns<number, RefreshAsk>;
  #mergeability: MergeabilityCheck | null = null;
  readonly #refreshed: ((id: number) => Promise<void>)[] = [];
  /** Longer background work that schedules refreshes (the startup sweep). */
  readonly #background = new Set<Promise<void>>();

  constructor(
    deps: ModuleDeps,
    finder: MergeRequestsFinder,
    refsOf: (
      row: MergeRequestRow,
      target: ProjectSubject,
      source: ProjectSubject,
    ) => Promise<MergeRequestRefs | null>,
  ) {
    this.#deps = deps;
    this.#finder = finder;
    this.#refsOf = refsOf;
    this.#runs = new CoalescingRuns({
      run: (id, ask) => (ask.scope === 'diff' ? this.#diff(id, ask) : this.#mergeStatus(id, ask)),
      merge: (earlier, later) => ({
        ...later,
        scope: earlier.scope === 'diff' ? 'diff' : later.scope,
        pushedBy: later.pushedBy ?? earlier.pushedBy ?? null,
      }),
      onError: (error) => this.#deps.logger.error({ err: error }, 'Merge request diff refresh failed'),
    });
  }

  /** Lets the merging service compute mergeability whenever a merge request is refreshed. */
  useMergeability(check: MergeabilityCheck): void {
    this.#mergeability = check;
  }

  /** Runs after each refresh of a merge request (mergeability changes, subscriptions). */
  onRefreshed(listener: (id: number) => Promise<void>): void {
    this.#refreshed.push(listener);
  }

  /**
   * Refreshes in the background; resolves once a refresh begun after this call has ended. A push
   * to the source branch names its pusher: the user of the merge request's `update` event.
   */
  schedule(
    id: number,
    target: ProjectSubject,
    source: ProjectSubject,
    scope: RefreshScope,
    pushedBy: number | null = null,
  ): Promise<void> {
    return this.#runs.schedule(id, { scope, target, source, pushedBy });
  }

  /** Runs work that schedules refreshes in the background; `settle` waits for it too. */
  inBackground(work: () => Promise<void>): void {
    const running: Promise<void> = work()
      .catch((error: unknown) => this.#deps.logger.error({ err: error }, 'Merge request refreshes failed'))
      .finally(() => this.#background.delete(running));
    this.#background.add(running);
  }

  /** Waits for the refreshes asked for so far (tests, shutdown). */
  async settle(): Promise<void> {
    while (this.#background.size > 0) await Promise.allSettled([...this.#background]);
    await this.#runs.settle();
  }

  /**
   * Diff refs, head commit, change count, line counts and mergeability. A new source head of an
   * open merge request is its `update` (GitLab's merge request hook on a push, with `oldrev`),
   * emitted with the head that records it.
   */
  async #diff(
    id: number,
    ask: RefreshAsk,
    known?: { row: MergeRequestRow; refs: MergeRequestRefs; mergeability: Mergeability },
  ): Promise<void> {
    const { target, source } = ask;
    const row = known?.row ?? (await this.#finder.byIds([id]))[0];
    if (!row) return;
    const refs = known ? known.refs : await this.#refsOf(row, target, source);
    let diff: { base: string; count: string; stats: DiffStats } | null = null;
    if (refs) {
      const base = known?.mergeability.mergeBase ?? (await mergeBase(refs)) ?? refs.start;
      const out = await refs.repo.text(['diff', '--name-only', '-M', base, refs.head], { env: refs.env });
      const files = out.split('\n').filter((l) => l.length > 0).length;
      const stats = await countDiff(refs.repo, base, refs.head, refs.env);
      diff = { base, count: files > 1000 ? '1000+' : String(files), stats };
    }
    const mergeability = known?.mergeability ?? (await this.#check(row, refs));
    const saved = await this.#deps.uow.run(async (tx) => {
      const db = kysely(tx.em);
      // The merge request's row first, then the rows that hang from it: the order a deletion takes
      // (its row, then the cascade), so that the two wait for each other instead of deadlocking.
      const locked = await lockRow(db, id);
      if (!locked) return false;
      if (refs && diff) {
        await saveDiffStats(db, id, { ...diff.stats, headSha: refs.head });
        await diffVersionId(db, id, { base: diff.base, head: refs.head, start: refs.start });
        await sql`update merge_requests set base_sha = ${diff.base}, head_sha = ${refs.head},
          start_sha = ${refs.start}, changes_count = ${diff.count}
          where id = ${id}`.execute(db);
        if (locked.state === 'opened' && locked.head_sha !== null && locked.head_sha !== refs.head) {
          tx.emit('merge_request.changed', {
            mergeRequestId: id,
            projectId: row.target_project_id,
            action: 'update',
            actorId: ask.pushedBy ?? row.author_id,
            oldrev: locked.head_sha,
          });
        }
      }
      // A branch gone keeps the last diff (its refs and counts), as GitLab keeps the last version.
      await this.#saveMergeability(db, id, mergeability);
      await refreshHeadPipelines(db, { mergeRequestIds: [id] });
      return true;
    });
    if (!saved) return;
    for (const listener of this.#refreshed) await listener(id);
  }

  /** Mergeability against the target branch's new head; the whole diff only when its base moved. */
  async #mergeStatus(id: number, ask: RefreshAsk): Promise<void> {
    const [row] = await this.#finder.byIds([id]);
    if (!row) return;
    const refs = await this.#refsOf(row, ask.target, ask.source);
    if (!refs || !this.#mergeability) return this.#diff(id, ask);
    const mergeability = await this.#mergeability(row, refs.repo, refs.start, refs.head, refs.env);
    const diffMoved =
      mergeability.mergeBase === undefined ||
      mergeability.mergeBase !== row.base_sha ||
      refs.head !== row.head_sha;
    if (diffMoved) return this.#diff(id, ask, { row, refs, mergeability });
    await this.#deps.uow.run((tx) => this.#saveMergeability(kysely(tx.em), id, mergeability));
    for (const listener of this.#refreshed) await listener(id);
  }

  async #check(row: MergeRequestRow, refs: MergeRequestRefs | null): Promise<Mergeability> {
    if (!refs) return { mergeStatus: 'cannot_be_merged', hasConflicts: false, needsRebase: false };
    if (!this.#mergeability) return { mergeStatus: 'can_be_merged', hasConflicts: false, needsRebase: false };
    return this.#mergeability(row, refs.repo, refs.start, refs.head, refs.env);
  }

  async #saveMergeability(
    db: ReturnType<typeof kysely>,
    id: number,
    mergeability: Mergeability,
  ): Promise<void> {
    await sql`update merge_requests set merge_status = ${mergeability.mergeStatus},
      has_conflicts = ${mergeability.hasConflicts}, needs_rebase = ${mergeability.needsRebase}
      where id = ${id}`.execute(db);
  }
}

/**
 * Locks a merge request's row for this transaction, reading its state and the head it had; null
 * when it is gone (deleted meanwhile).
 */
async function lockRow(
  db: ReturnType<typeof kysely>,
  id: number,
): Promise<{ state: string; head_sha: string | null } | null> {
  const { rows } = await sql<{ state: string; head_sha: string | null }>`
    select state, head_sha from merge_requests where id = ${id} for no key update`.execute(db);
  return rows[0] ?? null;
}

/** The merge base of a merge request's heads (null: unrelated histories). */
export async function mergeBase(refs: MergeRequestRefs): Promise<string | null> {
  const out = await refs.repo.text(['merge-base', refs.start, refs.head], { env: refs.env }).catch(() => '');
  return out.trim() || null;
}
