import { sql, type Kysely } from 'kysely';
import type { Logger } from '../../core/logger.ts';
import type { Database } from '../../db/database.ts';
import { prepared } from '../../db/prepared-statements.ts';

/** How long after a collector batch its tallies are folded, unless a reader folds them first. */
const FOLD_DELAY_MS = 250;

/**
 * Folds the collector's tallies into their errors: events counted, first and last seen widened, the
 * users affected recorded, and a resolved error reopened by its new events; the tallies folded are
 * deleted in the same statement, so a fold that fails or is lost leaves them to the next one.
 *
 * The collector folds shortly after its batches; readers fold before they read, so that every event answered
 * before a read is counted in it. Folds of one process run one at a time; a caller that finds one
 * under way (which may have begun before the tallies it must see) waits for the next, which the
 * callers waiting meanwhile share.
 */
export class ErrorTallyFolder {
  private readonly db: () => Kysely<Database>;
  private readonly logger: Logger;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private soon: NodeJS.Timeout | null = null;

  constructor(db: () => Kysely<Database>, logger: Logger) {
    this.db = db;
    this.logger = logger;
  }

  /** Resolves once every tally committed before the call is folded. */
  fold(): Promise<void> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.start();
      });
    return this.next;
  }

  /**
   * Folds in the background a moment after a collector batch, once for all the batches of that
   * moment (each fold is a commit of its own); a failure is logged, its tallies kept for the next.
   */
  foldSoon(): void {
    if (this.soon) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.fold().catch((error: unknown) => this.logger.warn({ err: error }, 'Folding error tallies failed'));
    }, FOLD_DELAY_MS);
    this.soon.unref();
  }

  private start(): Promise<void> {
    const run = this.foldOnce().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async foldOnce(): Promise<void> {
    // Error rows are locked in id order, so that folds of several processes never deadlock, and as an
    // update of their counts would lock them (not `for update`, which would hold up the batches' checks
    // of their events' error ids).
    await sql`${prepared}with taken as (
        delete from error_tracking_error_tallies
        returning error_id, event_count, first_seen_at, last_seen_at, user_keys
      ),
      sums as (
        select error_id, sum(event_count)::int as event_count, min(first_seen_at) as first_seen_at,
          max(last_seen_at) as last_seen_at
        from taken group by error_id
      ),
      locked as (
        select id from error_tracking_errors where id in (select error_id from sums) order by id for no key update
      ),
      counted as (
        update error_tracking_errors e set
          event_count = e.event_count + s.event_count,
          first_seen_at = least(e.first_seen_at, s.first_seen_at),
          last_seen_at = greatest(e.last_seen_at, s.last_seen_at),
          status = case when e.status = 'resolved' then 'unresolved' else e.status end,
          updated_at = now()
        from sums s join locked l on l.id = s.error_id
        where e.id = s.error_id
        returning e.id
      ),
      users as (
        insert into error_tracking_error_users (error_id, user_key)
        select distinct t.error_id, k.user_key
        from taken t join locked l on l.id = t.error_id cross join unnest(t.user_keys) as k(user_key)
        order by 1, 2
        on conflict do nothing
      )
      select count(*)::int as errors from counted`.execute(this.db());
  }
}
