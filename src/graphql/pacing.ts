import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  defaultFieldResolver,
  GraphQLError,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Cooperative execution for queries and mutations: no request holds the event loop for long, and
 * none runs past its timeout.
 *
 * The compiled executor (graphql-jit) completes lists of synchronous fields in one tight loop, so a
 * large result would be resolved in one stretch while every other request waits. Every resolver is
 * wrapped once: after `CALLS_PER_TURN` resolver calls, an operation lets the event loop turn before
 * it starts the next one. The pause is counted rather than timed, so that where it falls depends on
 * the query and its data alone: DataLoader batches the loads of one turn, and a pause splits a
 * batch in two, so a timed pause would make the number of SQL statements depend on the machine's
 * speed. Every call that arrives during a pause waits for the same turn, so the loads after it still
 * batch together.
 *
 * Past the operation's deadline no further resolver starts; each answers GitLab's
 * "Timeout on Type.field" error instead (work already in flight, a database query say, finishes and
 * is dropped).
 */
export const CALLS_PER_TURN = 5000;

/** Serialisation, which no DataLoader follows, gives way by time: after this much work. */
export const SLICE_MS = 4;

let sliceStart = 0;
let sliceOpen = false;
const closeSlice = () => {
  sliceOpen = false;
};

/**
 * Whether the current stretch of synchronous work has lasted a slice. The first call of a stretch
 * opens it and schedules its end for when the event loop next reaches its check phase, which it
 * does only after the stretch has given way.
 */
export function sliceSpent(now = performance.now()): boolean {
  if (!sliceOpen) {
    sliceOpen = true;
    sliceStart = now;
    setImmediate(closeSlice);
    return false;
  }
  return now - sliceStart > SLICE_MS;
}

export { nextTurn };

interface Pace {
  deadline: number;
  timedOut: boolean;
  calls: number;
  /** While the operation lets the event loop turn: resolves (and is cleared) when it resumes. */
  pause: Promise<void> | null;
}

/** The pace of each running operation, by its context object. */
const paces = new WeakMap<object, Pace>();

const TIMEOUT_CODE = 'TIMEOUT';

/** Raised in place of a resolver that would have started past the deadline. */
export class ExecutionTimeout extends GraphQLError {
  constructor(info: GraphQLResolveInfo) {
    super(`Timeout on ${info.parentType.name}.${info.fieldName}`, { extensions: { code: TIMEOUT_CODE } });
  }
}

const PACED = Symbol('paced');

/**
 * Wraps every resolver of the schema (once, however many servers share the schema). A field that
 * only reads its parent's property (graphql's default resolver, which Pothos gives exposed fields)
 * loses its resolver instead: the compiled executor then reads the property inline, without a call,
 * and a property read needs no pacing.
 */
export function paceResolvers(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const resolve = field.resolve as
        (GraphQLFieldResolver<unknown, object> & { [PACED]?: true }) | undefined;
      if (!resolve || resolve[PACED]) continue;
      if (resolve === defaultFieldResolver) {
        field.resolve = undefined;
        continue;
      }
      field.resolve = paced(resolve);
    }
  }
}

function paced(resolve: GraphQLFieldResolver<unknown, object>): GraphQLFieldResolver<unknown, object> {
  const wrapped = (
    source: unknown,
    args: Record<string, unknown>,
    context: object,
    info: GraphQLResolveInfo,
  ): unknown => {
    const pace = paces.get(context);
    if (pace === undefined) return resolve(source, args, context, info);
    if (pace.pause === null && ++pace.calls < CALLS_PER_TURN) {
      if (pastDeadline(pace)) throw timedOut(pace, info);
      return resolve(source, args, context, info);
    }
    if (pace.pause === null) {
      pace.calls = 0;
      pace.pause = nextTurn().then(() => {
        pace.pause = null;
      });
    }
    return pace.pause.then(() => {
      if (pastDeadline(pace)) throw timedOut(pace, info);
      return resolve(source, args, context, info);
    });
  };
  return Object.assign(wrapped, { [PACED]: true as const });
}

/**
 * Reads the clock on the first call after any wait (a resumed promise, a new event) and then on every
 * `CLOCK_EVERY`th call of a synchronous stretch: within one stretch time passes only by the work of
 * the calls themselves, and reading the clock on each of thousands of fields cost more than the field.
 */
const CLOCK_EVERY = 64;
let clockRead = false;
const forgetClockRead = () => {
  clockRead = false;
};

function pastDeadline(pace: Pace): boolean {
  if (pace.timedOut) return true;
  if (clockRead && pace.calls % CLOCK_EVERY !== 0) return false;
  if (!clockRead) {
    clockRead = true;
    queueMicrotask(forgetClockRead);
  }
  return performance.now() > pace.deadline;
}

function timedOut(pace: Pace, info: GraphQLResolveInfo): ExecutionTimeout {
  pace.timedOut = true;
  return new ExecutionTimeout(info);
}

/**
 * Gives every query and mutation its deadline (subscriptions live on; each of their events is short),
 * and answers a timed-out operation with one error per field that could not start rather than one per
 * list item.
 */
export function pacingPlugin(timeoutMs: number): Plugin {
  return {
    onExecute({ args }) {
      const pace: Pace = { deadline: performance.now() + timeoutMs, timedOut: false, calls: 0, pause: null };
      paces.set(args.contextValue, pace);
      return {
        onExecuteDone({ result, setResult }) {
          if (!pace.timedOut || !('errors' in result) || !result.errors) return;
          const seen = new Set<string>();
          const errors = result.errors.filter((error) => {
            if (!(error.originalError instanceof ExecutionTimeout)) return true;
            if (seen.has(error.message)) return false;
            seen.add(error.message);
            return true;
          });
          setResult({ ...result, errors });
        },
      };
    },
  };
}
