import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLRow } from './graphql-rows.ts';
import { checkGraphQLRow, checkSubscriptionRow } from './run-graphql.ts';
import { checkGitRow, checkRestRow, checkWebRow } from './run-rest.ts';
import type { GitRow, RestRow, WebRow } from './rest-rows.ts';
import {
  ACTORS,
  buildWorld,
  closeWorld,
  startMatrixApp,
  tokenOf,
  type ActorClass,
  type World,
} from './world.ts';

/**
 * A row's time limit. The rows of a file run concurrently against one world, so a row's clock also
 * runs while it waits for the others' requests (alone a row takes under a second; in a full CI run
 * on two cores some waited close to a minute).
 */
const ROW_TIMEOUT_MS = 180_000;

/**
 * One test per row, each checking every caller at every visibility against the permission table,
 * on fixtures this file builds once. Rows run a few at a time; subscriptions one at a time.
 */
export function matrixSuite(
  title: string,
  rows: { rest?: RestRow[]; git?: GitRow[]; web?: WebRow[]; graphql?: GraphQLRow[] },
): void {
  describe(title, () => {
    let world: World;
    const clients = {} as Record<ActorClass, Client>;

    beforeAll(async () => {
      const { t, dataDir } = await startMatrixApp();
      world = await buildWorld(t, dataDir);
      if (rows.graphql?.some((r) => r.subscribe)) {
        for (const actor of ACTORS) clients[actor] = await t.wsClient(tokenOf(world, actor));
      }
    }, 180_000);

    afterAll(async () => {
      if (world) await closeWorld(world);
    });

    for (const row of rows.rest ?? []) {
      it.concurrent(
        `${row.route}${row.probe ? ` (${row.probe})` : ''}`,
        async () => {
          expect(await checkRestRow(world, row)).toEqual([]);
        },
        ROW_TIMEOUT_MS,
      );
    }
    for (const row of rows.git ?? []) {
      it.concurrent(
        `git ${row.service}`,
        async () => {
          expect(await checkGitRow(world, row)).toEqual([]);
        },
        ROW_TIMEOUT_MS,
      );
    }
    for (const row of rows.web ?? []) {
      it.concurrent(
        row.route,
        async () => {
          expect(await checkWebRow(world, row)).toEqual([]);
        },
        ROW_TIMEOUT_MS,
      );
    }
    for (const row of (rows.graphql ?? []).filter((r) => !r.subscribe)) {
      it.concurrent(
        `${row.field}${row.probe ? ` (${row.probe})` : ''}`,
        async () => {
          expect(await checkGraphQLRow(world, row)).toEqual([]);
        },
        ROW_TIMEOUT_MS,
      );
    }
    for (const row of (rows.graphql ?? []).filter((r) => r.subscribe)) {
      it(row.field, async () => {
        expect(await checkSubscriptionRow(world, row, clients)).toEqual([]);
      });
    }
  });
}
