import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { kysely } from '../src/db/database.ts';
import { PREPARED, prepared } from '../src/db/prepared-statements.ts';
import { startTestApp, type TestApp } from './support/app.ts';

/**
 * Statements marked as prepared, on the application's real pool and PostgreSQL. One pooled
 * connection, so that the session whose prepared statements are listed is the one that ran them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { DB_POOL_MAX: '1' } });
});
afterAll(async () => {
  await t.close();
});

const execute = <T>(text: string) => t.running.orm.em.getConnection().execute<T[]>(text);
const db = () => kysely(t.running.orm.em.fork());

const preparedTexts = async () =>
  (await execute<{ statement: string }>('select statement from pg_prepared_statements')).map(
    (r) => r.statement,
  );

describe('prepared statements', () => {
  it("prepares the access-level reads a project's request runs, once per connection", async () => {
    const created = await t.post('/projects', { body: { name: 'prepared' } });
    expect(created.status).toBe(201);
    for (let i = 0; i < 3; i++) expect((await t.get(`/projects/${created.body.id}`)).status).toBe(200);
    const access = (await preparedTexts()).filter(
      (text) => text.startsWith(PREPARED) && text.includes('group_direct'),
    );
    expect(access).toHaveLength(1);
  });

  it('answers marked statements for every value they are given, and leaves unmarked ones unprepared', async () => {
    const before = (await preparedTexts()).length;
    for (let i = 0; i < 12; i++) {
      // Past PostgreSQL's five custom plans, the generic plan answers too.
      const { rows } = await sql<{ v: number }>`${prepared}select ${i}::int * 2 as v`.execute(db());
      expect(rows[0]!.v).toBe(i * 2);
    }
    expect((await preparedTexts()).length).toBe(before + 1);
    await sql`select ${1}::int as v`.execute(db());
    expect((await preparedTexts()).length).toBe(before + 1);
  });
});
