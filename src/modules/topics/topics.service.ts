import { sql, type Kysely } from 'kysely';
import { paginate, type Page, type PageRequest } from '../../core/pagination.ts';
import type { Tx } from '../../core/tx.ts';
import { kysely, type Database } from '../../db/database.ts';
import { escapeLike } from '../../db/sql.ts';
import type { ModuleDeps } from '../../services.ts';

/** A topic as lists show it, with how many projects that are not private use it. */
export interface TopicView {
  id: number;
  name: string;
  title: string;
  description: string | null;
  nonPrivateProjectsCount: number;
}

interface TopicRow {
  id: number;
  name: string;
  title: string;
  description: string | null;
  non_private_projects_count: number;
}

/** Topics with their counts, as a table to select from (the count is what GitLab orders them by). */
const COUNTED = sql<TopicRow>`(
  select t.id, t.name, t.title, t.description, coalesce(used.projects, 0)::int as non_private_projects_count
  from topics t
  left join (
    select lower(x) as name, count(distinct p.id) as projects
    from projects p, unnest(p.topics) as x
    where p.visibility_level > 0
    group by lower(x)
  ) as used on used.name = lower(t.name))`;

const view = (r: TopicRow): TopicView => ({
  id: r.id,
  name: r.name,
  title: r.title,
  description: r.description,
  nonPrivateProjectsCount: r.non_private_projects_count,
});

/**
 * Project topics: a record for every name a project is tagged with (made as projects take them on),
 * listed by popularity as GitLab lists them. Topics are public: anyone may list them.
 */
export class TopicsService {
  private readonly deps: ModuleDeps;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    deps.projects.addLifecycleHooks({
      created: (project, _input, _creator, tx) => this.ensure(tx, project.topics),
      updated: async (project, _input, changes, _actor, tx) => {
        if (changes.includes('topics')) await this.ensure(tx, project.topics);
      },
    });
  }

  private get db(): Kysely<Database> {
    return kysely(this.deps.orm.em.fork());
  }

  /** Topics by popularity (projects that are not private using them), then age; `search` in names and titles. */
  list(search: string | undefined, request: PageRequest): Promise<Page<TopicView>> {
    let query = this.db.selectFrom(COUNTED.as('tt')).selectAll('tt');
    if (search) {
      const pattern = `%${escapeLike(search)}%`;
      query = query.where((eb) => eb.or([eb('tt.name', 'ilike', pattern), eb('tt.title', 'ilike', pattern)]));
    }
    return paginate(
      this.db,
      query,
      [
        {
          column: 'tt.non_private_projects_count',
          direction: 'desc',
          value: (r) => r.non_private_projects_count,
        },
        { column: 'tt.id', direction: 'asc', value: (r) => r.id },
      ],
      request,
      { load: (rows) => Promise.resolve(rows.map(view)) },
    );
  }

  /** Topics by id (GraphQL nodes), null where missing. */
  async loadMany(ids: readonly number[]): Promise<(TopicView | null)[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom(COUNTED.as('tt'))
      .selectAll('tt')
      .where('tt.id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, view(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  }

  /** Makes the topics of these names that do not exist yet (any letter case names the same topic). */
  private async ensure(tx: Tx, names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await sql`
      insert into topics (name, title, created_at)
      select x, x, now() from unnest(${[...names]}::text[]) as x
      on conflict do nothing
    `.execute(kysely(tx.em));
  }
}
