import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** `/-/health` (process up), `/-/liveness` (event loop answers), `/-/readiness` (database reachable). */
export async function healthPlugin(app: FastifyInstance, options: { orm: MikroORM }): Promise<void> {
  app.get('/-/health', async (_req, reply) => reply.type('text/plain').send('Railyard OK'));
  app.get('/-/liveness', async () => ({ status: 'ok' }));
  app.get('/-/readiness', async (_req, reply) => {
    try {
      await sql`select 1`.execute(options.orm.em.fork().getKysely());
      return { status: 'ok', db_check: [{ status: 'ok' }] };
    } catch (error) {
      return reply
        .code(503)
        .send({ status: 'failed', db_check: [{ status: 'failed', message: (error as Error).message }] });
    }
  });
}
