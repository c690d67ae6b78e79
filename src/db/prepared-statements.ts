import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';

/**
 * Statements that begin with this mark are prepared: each connection parses and plans them once, by
 * a name made of their text, and later runs only bind and execute them. For statements of fixed text
 * that run on most requests (the access-level reads: a few unions of CTEs, planned in 1.5-2.5 ms
 * and executed in a tenth of that) planning was most of their cost. Only statements whose text does
 * not vary with their values may carry it (lists as one array parameter, not one parameter each):
 * each distinct text stays prepared on every connection for the connection's life.
 */
export const PREPARED = '/* prepared */ ';

/** The mark as a fragment of a Kysely `sql` template. */
export const prepared: RawBuilder<unknown> = sql.raw(PREPARED);

interface QueryConfig {
  name: string;
  text: string;
  values: unknown[];
}

interface Client {
  query: (...args: unknown[]) => unknown;
}

interface Pool {
  on(event: 'connect', listener: (client: Client) => void): unknown;
}

const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

/** Makes every connection of a `pg` pool run marked statements as named (prepared) statements. */
export function prepareMarkedStatements(pool: Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      const [text, values] = args;
      if (
        typeof text === 'string' &&
        text.startsWith(PREPARED) &&
        (values === undefined || Array.isArray(values))
      ) {
        const config: QueryConfig = { name: nameOf(text), text, values: values ?? [] };
        return query(config, ...args.slice(2));
      }
      return query(...args);
    };
  });
}
