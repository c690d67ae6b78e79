import { isNonNullType, type GraphQLField } from 'graphql';
import type { Client } from 'graphql-ws';
import { schema } from '../../../src/graphql/schema.ts';
import { waitFor } from '../ci.ts';
import type { GraphQLRow } from './graphql-rows.ts';
import { SUBSCRIPTION_DOCUMENTS } from './graphql-rows.ts';
import { casesOf, expectation, type Case } from './matrix.ts';
import { send, tokenOf, VISIBILITIES, type ActorClass, type World } from './world.ts';

const PERMISSION_CODES = ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHENTICATED'];
/** How mutations word a refusal in their payload's `errors`. */
const REFUSED = /don't have permission|unauthori[sz]ed|forbidden|not allowed/i;

interface Answer {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** `mutation($input: XInput!) { x(input: $input) { errors } }` for a mutation field. */
function mutationDocument(name: string): string {
  const field = schema.getMutationType()!.getFields()[name] as GraphQLField<unknown, unknown>;
  const input = field.args.find((a) => a.name === 'input')!;
  const type = isNonNullType(input.type) ? String(input.type) : `${String(input.type)}!`;
  return `mutation($input: ${type}) { ${name}(input: $input) { errors } }`;
}

function valueAt(data: unknown, path: string[]): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || value === undefined) return value;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Why an answer reads as refused, or null when it reads as allowed. */
function refusal(row: GraphQLRow, name: string, kind: string, answer: Answer): string | null {
  const permissionErrors = (answer.errors ?? []).filter((e) =>
    PERMISSION_CODES.includes(e.extensions?.code ?? ''),
  );
  if (permissionErrors.length > 0) return `error ${permissionErrors[0]!.extensions?.code}`;
  if (kind === 'Mutation') {
    const payload = answer.data?.[name] as { errors?: string[] } | null | undefined;
    if (!payload) return 'no payload';
    if (payload.errors?.some((e) => REFUSED.test(e) || row.refusedWith?.test(e)))
      return `payload error ${payload.errors.join('; ')}`;
    return null;
  }
  const value = valueAt(answer.data, row.path ?? [name]);
  if (value === null || value === undefined) return 'null';
  if (row.list && Array.isArray(value) && value.length === 0) return 'empty';
  return null;
}

/**
 * Sends a query or mutation row for every case: allowed cases must answer (data, no permission
 * error, no null where a hidden resource gives null); refused ones must read as refused.
 */
export async function checkGraphQLRow(world: World, row: GraphQLRow): Promise<string[]> {
  const [kind, name] = row.field.split('.') as ['Query' | 'Mutation', string];
  const cases = casesOf(world, row);
  const failures = await Promise.all(
    cases.map(async (base) => {
      const expected = expectation(row, base, kind === 'Mutation' ? 'POST' : 'Query');
      const c: Case = { ...base, allowed: expected.allowed };
      const label = `${c.actor}${c.vis ? ` on ${c.vis}` : ''}`;
      try {
        const body =
          kind === 'Mutation'
            ? { query: mutationDocument(name), variables: { input: await row.input!(c) } }
            : await row.query!(c);
        const response = await send<Answer>(world.t, 'POST', '/api/graphql', {
          token: tokenOf(world, c.actor),
          body,
        });
        const answer = response.body;
        const why = refusal(row, name, kind, answer);
        const otherErrors = (answer.errors ?? []).filter(
          (e) => !PERMISSION_CODES.includes(e.extensions?.code ?? ''),
        );
        if (expected.allowed && why)
          return `${label}: allowed by the table, refused (${why}) ${response.text.slice(0, 200)}`;
        if (expected.allowed && otherErrors.length > 0)
          return `${label}: allowed, but ${response.text.slice(0, 200)}`;
        if (!expected.allowed && !why)
          return `${label}: refused by the table, answered ${response.text.slice(0, 200)}`;
        return null;
      } catch (error) {
        return `${label}: ${(error as Error).message}`;
      }
    }),
  );
  const found = failures.filter((f): f is string => f !== null);
  const method = kind === 'Mutation' ? 'POST' : 'Query';
  if (!cases.some((c) => expectation(row, c, method).allowed))
    found.push('no case is allowed: the row reaches nothing');
  return found;
}

interface Watch {
  label: string;
  allowed: boolean;
  refused: unknown;
  results: Answer[];
  stop: () => void;
}

/**
 * Subscribes every caller at every visibility; refusals must come at subscribe time, and every
 * allowed subscription must receive the event the row's trigger makes happen (once all of them are
 * live: each accepted subscription subscribes to the event bus once).
 */
export async function checkSubscriptionRow(
  world: World,
  row: GraphQLRow,
  clients: Record<ActorClass, Client>,
): Promise<string[]> {
  const name = row.field.split('.')[1]!;
  const document = SUBSCRIPTION_DOCUMENTS[name];
  if (!document) return [`${row.field}: no document in SUBSCRIPTION_DOCUMENTS`];
  const bus = world.t.running.services.bus;
  const original = bus.subscribe.bind(bus);
  let live = 0;
  bus.subscribe = ((...args: Parameters<typeof original>) => {
    live += 1;
    return original(...args);
  }) as typeof bus.subscribe;
  const watches: Watch[] = [];
  const prepared = new Map<string, Record<string, number>>();
  for (const vis of VISIBILITIES) {
    const any = casesOf(world, row).find((c) => c.vis === vis)!;
    if (row.prepare) prepared.set(vis, await row.prepare({ ...any, allowed: true }));
  }
  try {
    for (const base of casesOf(world, row)) {
      const expected = expectation(row, base, 'Query');
      const c: Case = { ...base, allowed: expected.allowed, prepared: prepared.get(base.vis ?? 'private') };
      const watch: Watch = {
        label: `${c.actor}${c.vis ? ` on ${c.vis}` : ''}`,
        allowed: expected.allowed,
        refused: null,
        results: [],
        stop: () => undefined,
      };
      watch.stop = clients[c.actor].subscribe(
        { query: document, variables: row.subscribe!(c) },
        {
          next: (result) => {
            if (result.errors?.length && !result.data) watch.refused = result.errors;
            else watch.results.push(result as Answer);
          },
          error: (error) => (watch.refused = error),
          complete: () => undefined,
        },
      );
      watches.push(watch);
    }
    const allowed = watches.filter((w) => w.allowed).length;
    await waitFor(
      async () => live >= allowed && watches.every((w) => w.allowed || w.refused !== null),
      Boolean,
      `${row.field}: ${allowed} subscriptions live and the others refused`,
      20_000,
    ).catch(() => undefined);
    for (const vis of VISIBILITIES) {
      const any = casesOf(world, row).find((c) => c.vis === vis)!;
      await row.trigger!({ ...any, allowed: true, prepared: prepared.get(vis) });
    }
    await waitFor(
      async () => watches.every((w) => !w.allowed || w.results.length > 0 || w.refused !== null),
      Boolean,
      `${row.field}: events`,
      20_000,
    ).catch(() => undefined);
    return watches.flatMap((w) => {
      if (w.allowed && w.refused)
        return [`${w.label}: allowed by the table, refused ${JSON.stringify(w.refused)}`];
      if (w.allowed && w.results.length === 0) return [`${w.label}: allowed by the table, no event received`];
      if (!w.allowed && w.refused === null)
        return [`${w.label}: refused by the table, not refused at subscribe time`];
      return [];
    });
  } finally {
    bus.subscribe = original;
    for (const w of watches) w.stop();
  }
}
