import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, PgBoss, type Job } from 'pg-boss';
import { kysely } from '../db/database.ts';
import type { Logger } from './logger.ts';

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Background work on pg-boss, in the application's own database (schema `pgboss`). Handlers are
 * thin: they call a service. Queues are created on registration, as pg-boss requires.
 */
export class Queue {
  private readonly boss: PgBoss;
  private started = false;

  constructor(connectionString: string, logger: Logger) {
    this.boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 });
    this.boss.on('error', (error) => logger.error({ err: error }, 'Queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
    this.started = true;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 5000 });
  }

  async register<T extends object>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.boss.createQueue(name);
    await this.boss.work<T>(name, { pollingIntervalSeconds: 0.5 }, async (jobs: Job<T>[]) => {
      for (const job of jobs) await handler(job.data);
    });
  }

  /**
   * Queues a job. With `within`, the job is written in that entity manager's transaction: it exists
   * if and only if the transaction commits.
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: { startAfterSeconds?: number; within?: EntityManager } = {},
  ): Promise<void> {
    await this.boss.send(name, data, {
      startAfter: options.startAfterSeconds,
      ...(options.within ? { db: fromKysely(kysely(options.within)) } : {}),
    });
  }
}
