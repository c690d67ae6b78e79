import {
  createSourceEventStream,
  executeSubscriptionEvent,
  Kind,
  validateSubscriptionArgs,
  type ExecutionArgs,
  type ExecutionResult,
  type ValidatedSubscriptionArgs,
} from 'graphql';

/**
 * Set on a subscription field whose results depend only on the event, never on who subscribed, and
 * whose event stream reads nothing from the database once subscribed (a filter over the event bus).
 */
export const SHARED_EVENT_STREAM = { viewerNeutral: true, pureSource: true } as const;

/** Runs a function with an entity manager of its own (a fresh identity map). */
export type InFreshContext = <T>(run: () => T) => T;

type Result = ExecutionResult | Promise<ExecutionResult>;
type SubscribeResult = ExecutionResult | AsyncGenerator<ExecutionResult, void, void>;

/**
 * A subscribe function in which subscribers share work: each event is executed once per selection
 * (same document, operation and variables, and the same viewer unless the field is viewer-neutral)
 * and every subscriber of that selection receives the one result. Authorisation still runs per
 * subscriber, in the field's own `subscribe`.
 */
export function sharedSubscribe(
  inFreshContext: InFreshContext,
): (args: ExecutionArgs) => SubscribeResult | Promise<SubscribeResult> {
  // Results live as long as the event object does: all subscribers see the same object.
  const resultsByEvent = new WeakMap<object, Map<string, Result>>();
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
    const viewer =
      field?.extensions['viewerNeutral'] === true ? 'any' : String(idOf(validated.contextValue as object));
    const pureSource = field?.extensions['pureSource'] === true;
    const key = [
      idOf(args.document),
      args.operationName ?? '',
      JSON.stringify(args.variableValues ?? {}),
      viewer,
    ].join('|');
    const executeOnce = (event: unknown): Result => {
      const run = () => inFreshContext(() => executeSubscriptionEvent({ ...validated, rootValue: event }));
      if (typeof event !== 'object' || event === null) return run();
      let results = resultsByEvent.get(event);
      if (!results) resultsByEvent.set(event, (results = new Map()));
      let result = results.get(key);
      if (!result) results.set(key, (result = run()));
      return result;
    };
    const stream = createSourceEventStream(validated);
    const toResponses = (source: Awaited<typeof stream>): SubscribeResult =>
      Symbol.asyncIterator in source
        ? mapEvents(pureSource ? source : withFreshContext(source, inFreshContext), executeOnce)
        : source;
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
 * subscriber holds one for as long as it listens and every layer costs each delivery.
 */
function mapEvents(
  source: AsyncIterable<unknown>,
  toResponse: (event: unknown) => Result,
): AsyncGenerator<ExecutionResult, void, void> {
  const iterator = source[Symbol.asyncIterator]();
  const done = { value: undefined, done: true } as const;
  const close = async () => {
    await iterator.return?.();
    return done;
  };
  const mapped: AsyncGenerator<ExecutionResult, void, void> = {
    next: async () => {
      const next = await iterator.next();
      if (next.done) return done;
      return { value: await toResponse(next.value), done: false };
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
