import {
  createSourceEventStream,
  executeSubscriptionEvent,
  Kind,
  validateSubscriptionArgs,
  type ExecutionArgs,
  type ExecutionResult,
  type ValidatedSubscriptionArgs,
} from 'graphql';
import type { Actor } from '../core/actor.ts';
import type { GraphQLContext } from './builder.ts';
import type { StreamAccess, SubscriberGuard, SubscriptionAccess } from './subscription-access.ts';
import { SharedStream } from './subscription-fanout.ts';

/**
 * Set on a subscription field whose results depend only on the event, never on who subscribed, and
 * whose event stream is pure (see PURE_EVENT_SOURCE).
 */
export const SHARED_EVENT_STREAM = { viewerNeutral: true, pureSource: true } as const;

/**
 * Set on a subscription field whose event stream reads nothing from the database once subscribed
 * and whose events depend on the field's arguments alone (a filter over the event bus): subscribers
 * of one selection then share one stream (see SharedStream).
 */
export const PURE_EVENT_SOURCE = { pureSource: true } as const;

/**
 * A subscription field's event stream with what its subscriber must keep being allowed: checked
 * again before each event is sent (cheaply, see SubscriptionAccess); once refused, the stream ends
 * with the error.
 */
export class GuardedStream<T> implements AsyncIterable<T> {
  readonly source: AsyncIterable<T>;
  readonly access: StreamAccess;

  constructor(source: AsyncIterable<T>, access: StreamAccess) {
    this.source = source;
    this.access = access;
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return this.source[Symbol.asyncIterator]();
  }
}

/** Runs a function with an entity manager of its own (a fresh identity map). */
export type InFreshContext = <T>(run: () => T) => T;

type Result = ExecutionResult | Promise<ExecutionResult>;
type SubscribeResult = ExecutionResult | AsyncGenerator<ExecutionResult, void, void>;

/**
 * A subscribe function in which subscribers share work: each event is executed once per selection
 * (same document, operation and variables) and viewer: all viewers when the field is viewer-neutral,
 * viewers of the same access on the object when the stream's access names it (`viewerClass`), else
 * each subscriber alone
 * and every subscriber of that selection receives the one result. Authorisation still runs per
 * subscriber: in the field's own `subscribe`, then before every event sent (the subscriber's
 * credentials, and what its GuardedStream names), from decisions cached per viewer. Subscribers of
 * a pure event source share the source too, and their results are written straight to their
 * sockets (see SharedStream).
 */
export function sharedSubscribe(
  inFreshContext: InFreshContext,
  access: SubscriptionAccess,
): (args: ExecutionArgs) => SubscribeResult | Promise<SubscribeResult> {
  // Results live as long as the event object does: all subscribers see the same object.
  const resultsByEvent = new WeakMap<object, Map<string, Result>>();
  /** The stream of each selection of a pure source, while it has subscribers. */
  const streams = new Map<string, SharedStream>();
  const ids = new WeakMap<object, number>();
  let nextId = 0;
  const idOf = (value: object): number => {
    let id = ids.get(value);
    if (id === undefined) ids.set(value, (id = ++nextId));
    return id;
  };

  return (args) => {
    const validated = validateSubscriptionArgs(args);
    if (!('schema' in validated)) return { errors: validated };
    const field = rootField(validated);
    const viewerNeutral = field?.extensions['viewerNeutral'] === true;
    const pureSource = field?.extensions['pureSource'] === true;
    const selection = [
      idOf(args.document),
      args.operationName ?? '',
      JSON.stringify(args.variableValues ?? {}),
    ];
    // Shared by every subscriber when the answer is viewer-neutral; otherwise by subscribers of the
    // same access on the object as it stands at each event (the guard's last decision names it),
    // else by this subscriber alone.
    const ownKey = [
      ...selection,
      viewerNeutral ? 'any' : `own:${idOf(validated.contextValue as object)}`,
    ].join('|');
    // Asked for every event: the key of the class last seen is kept.
    let lastClass: string | undefined;
    let lastKey = ownKey;
    const keyFor = (viewerClass: string | undefined) => {
      if (viewerNeutral || viewerClass === undefined) return ownKey;
      if (viewerClass !== lastClass) {
        lastClass = viewerClass;
        lastKey = [...selection, `class:${viewerClass}`].join('|');
      }
      return lastKey;
    };
    const executeOnce = (event: unknown, actor: Actor, viewerClass: string | undefined): Result => {
      const key = keyFor(viewerClass);
      // A viewer's result is made for them as they stand now (their credentials checked again), with
      // loaders of its own: nothing cached for an earlier event is served.
      const contextValue = viewerNeutral
        ? validated.contextValue
        : { ...(validated.contextValue as GraphQLContext), actor };
      const run = () =>
        inFreshContext(() => executeSubscriptionEvent({ ...validated, contextValue, rootValue: event }));
      if (typeof event !== 'object' || event === null) return run();
      let results = resultsByEvent.get(event);
      if (!results) resultsByEvent.set(event, (results = new Map()));
      let result = results.get(key);
      if (!result) results.set(key, (result = run()));
      return result;
    };
    const stream = createSourceEventStream(validated);
    const toResponses = (source: Awaited<typeof stream>): SubscribeResult => {
      if (!(Symbol.asyncIterator in source)) return source;
      const { actor, writeNext } = validated.contextValue as GraphQLContext;
      const streamAccess = source instanceof GuardedStream ? source.access : null;
      const guard = access.guard(actor, streamAccess);
      if (!pureSource) return mapEvents(withFreshContext(source, inFreshContext), executeOnce, guard);
      // The field's own subscribe has authorised this subscriber; the events are the selection's.
      const sourceKey = selection.join('|');
      let shared = streams.get(sourceKey);
      if (shared) void source[Symbol.asyncIterator]().return?.();
      else {
        const created = new SharedStream(source, () => {
          if (streams.get(sourceKey) === created) streams.delete(sourceKey);
        });
        streams.set(sourceKey, (shared = created));
      }
      const ownAnswers = (viewerClass: string | undefined) => !viewerNeutral && viewerClass === undefined;
      return shared.join({ guard, writeNext, keyFor, ownAnswers, execute: executeOnce });
    };
    return stream instanceof Promise ? stream.then(toResponses) : toResponses(stream);
  };
}

/**
 * A source that reads the database while producing an event (a visibility check, say) does so with
 * an entity manager of its own per event, never with the stale identity map of earlier events.
 */
function withFreshContext<T>(source: AsyncIterable<T>, inFreshContext: InFreshContext): AsyncIterable<T> {
  return {
    [Symbol.asyncIterator]: () => {
      const iterator = source[Symbol.asyncIterator]();
      return {
        next: () => inFreshContext(() => iterator.next()),
        return: () => iterator.return?.() ?? Promise.resolve({ value: undefined, done: true }),
      };
    },
  };
}

/**
 * Source events mapped to responses, one at a time, in order: a plain iterator, as each
 * subscriber holds one for as long as it listens and every layer costs each delivery. Before each
 * event the guard is asked; once it refuses, the subscriber gets its error (and no data) and the
 * stream completes.
 */
function mapEvents(
  source: AsyncIterable<unknown>,
  toResponse: (event: unknown, actor: Actor, viewerClass: string | undefined) => Result,
  guard: SubscriberGuard,
): AsyncGenerator<ExecutionResult, void, void> {
  const iterator = source[Symbol.asyncIterator]();
  const done = { value: undefined, done: true } as const;
  let closed = false;
  const close = async () => {
    closed = true;
    guard.release();
    await iterator.return?.();
    return done;
  };
  const mapped: AsyncGenerator<ExecutionResult, void, void> = {
    next: async () => {
      if (closed) return done;
      const next = await iterator.next();
      if (next.done) {
        guard.release();
        return done;
      }
      const verdict = guard.verdict();
      const refusal = verdict instanceof Promise ? await verdict : verdict;
      if (refusal) {
        await close();
        return { value: { errors: [refusal] }, done: false };
      }
      return { value: await toResponse(next.value, guard.actor(), guard.viewerClass()), done: false };
    },
    return: close,
    throw: async (error: unknown) => {
      await close();
      throw error instanceof Error ? error : new Error(String(error));
    },
    [Symbol.asyncIterator]: () => mapped,
    [Symbol.asyncDispose]: async () => void (await close()),
  };
  return mapped;
}

/** The subscription field the operation selects (subscriptions select exactly one). */
function rootField(args: ValidatedSubscriptionArgs) {
  const selections = args.operation.selectionSet.selections;
  const first = selections[0];
  if (selections.length !== 1 || first?.kind !== Kind.FIELD) return undefined;
  return args.schema.getSubscriptionType()?.getFields()[first.name.value];
}
