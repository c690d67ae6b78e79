import type { ExecutionResult } from 'graphql';
import type { Actor } from '../core/actor.ts';
import type { SubscriberGuard, Verdict } from './subscription-access.ts';

/**
 * Writes one graphql-ws `next` message, whose payload is given already serialised (UTF-8 JSON),
 * straight to the subscriber's socket (see the WebSocket face in server.ts). Subscribers without one
 * (over HTTP) receive their results through their iterator.
 */
export type WriteNext = (payload: Buffer) => void;

type Result = ExecutionResult | Promise<ExecutionResult>;

/** One subscriber of a shared stream, as the stream sees it. */
export interface FanoutSubscriber {
  guard: SubscriberGuard;
  writeNext: WriteNext | undefined;
  /** The key of the execution that answers this subscriber for a viewer class (see sharedSubscribe). */
  keyFor(viewerClass: string | undefined): string;
  /** Whether, for this viewer class, the subscriber's answers are its own (executed for it alone). */
  ownAnswers(viewerClass: string | undefined): boolean;
  /** Executes an event for this subscriber's selection as `actor` (of `viewerClass`) sees it. */
  execute(event: unknown, actor: Actor, viewerClass: string | undefined): Result;
}

type Step = { kind: 'result'; result: ExecutionResult } | { kind: 'error'; error: unknown } | { kind: 'end' };

const DONE = { value: undefined, done: true } as const;

/**
 * One subscriber's end of a shared stream: the iterator graphql-ws (or yoga, over HTTP) reads. While
 * its reader waits on it and nothing is queued, a result without errors is written straight to the
 * socket from its payload serialised once for every subscriber of its key; the reader stays parked,
 * so a delivery costs one socket write. Anything else (errors, which envelop masks, or a reader busy
 * with an earlier message) goes through the iterator, in order.
 */
class Member implements AsyncGenerator<ExecutionResult, void, void> {
  readonly subscriber: FanoutSubscriber;
  /** Its cohort in its stream (see SharedStream). */
  cohort: Cohort | null = null;
  private readonly queue: Step[] = [];
  private waiting: {
    resolve: (r: IteratorResult<ExecutionResult, void>) => void;
    reject: (e: unknown) => void;
  } | null = null;
  private finished = false;
  private readonly leave: (member: Member) => void;

  constructor(subscriber: FanoutSubscriber, leave: (member: Member) => void) {
    this.subscriber = subscriber;
    this.leave = leave;
  }

  /** Delivers a result; `payload` is its serialisation (null when it carries errors). */
  deliver(result: ExecutionResult, payload: Buffer | null): void {
    if (this.finished) return;
    const write = this.subscriber.writeNext;
    if (payload !== null && write && this.waiting && this.queue.length === 0) write(payload);
    else this.push({ kind: 'result', result });
  }

  /** Ends the stream with a last result (the refusal of a subscriber no longer allowed). */
  endWith(result: ExecutionResult): void {
    if (this.finished) return;
    this.push({ kind: 'result', result });
    this.push({ kind: 'end' });
    this.stop();
  }

  fail(error: unknown): void {
    if (this.finished) return;
    this.push({ kind: 'error', error });
    this.stop();
  }

  end(): void {
    if (this.finished) return;
    this.push({ kind: 'end' });
    this.stop();
  }

  next(): Promise<IteratorResult<ExecutionResult, void>> {
    const step = this.queue.shift();
    if (step) return Promise.resolve().then(() => settle(step));
    if (this.finished) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** The reader is done with it (the client completed, or the socket closed). */
  return(): Promise<IteratorResult<ExecutionResult, void>> {
    this.queue.length = 0;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(DONE);
    this.stop();
    return Promise.resolve(DONE);
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult, void>> {
    await this.return();
    throw error instanceof Error ? error : new Error(String(error));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }

  private push(step: Step): void {
    const waiting = this.waiting;
    if (waiting && this.queue.length === 0) {
      this.waiting = null;
      if (step.kind === 'error') waiting.reject(step.error);
      else waiting.resolve(step.kind === 'end' ? DONE : { value: step.result, done: false });
      return;
    }
    this.queue.push(step);
  }

  private stop(): void {
    if (this.finished) return;
    this.finished = true;
    this.subscriber.guard.release();
    this.leave(this);
  }
}

function settle(step: Step): IteratorResult<ExecutionResult, void> {
  if (step.kind === 'error') throw step.error;
  return step.kind === 'end' ? DONE : { value: step.result, done: false };
}

/** What one execution gave the subscribers of its key. */
interface Answer {
  result: ExecutionResult | Error;
  /** The result serialised, when graphql-ws would send it as it is (no errors). */
  payload: Buffer | null;
}

/** Subscribers of one stream with the same credentials and decision (see SubscriberGuard.cohort). */
interface Cohort {
  members: number;
  representative: Member;
  /** This event's outcome for the cohort: its refusal, or its key's answer. */
  refusal: Verdict;
  answer: Answer | null;
}

/**
 * One event source shared by every subscriber of a selection (a field whose events depend on its
 * arguments alone): each event is taken from the source once; access is decided once per cohort of
 * subscribers from cached decisions; the event is executed and serialised once per key; then the
 * frames are written in one loop over the subscribers, in the order they came (the order of their
 * sockets), where a subscriber costs a socket write.
 */
export class SharedStream {
  private readonly members = new Set<Member>();
  private readonly cohorts = new Map<string, Cohort>();
  private readonly source: AsyncIterator<unknown>;
  private readonly onEmpty: () => void;
  private closed = false;

  constructor(source: AsyncIterable<unknown>, onEmpty: () => void) {
    this.source = source[Symbol.asyncIterator]();
    this.onEmpty = onEmpty;
    void this.pump();
  }

  /** A new subscriber, whose results are read from the returned iterator. */
  join(subscriber: FanoutSubscriber): AsyncGenerator<ExecutionResult, void, void> {
    const member = new Member(subscriber, (m) => this.leave(m));
    const name = subscriber.guard.cohort;
    let cohort = this.cohorts.get(name);
    if (!cohort) {
      cohort = { members: 0, representative: member, refusal: null, answer: null };
      this.cohorts.set(name, cohort);
    }
    cohort.members += 1;
    member.cohort = cohort;
    this.members.add(member);
    return member;
  }

  private leave(member: Member): void {
    if (!this.members.delete(member)) return;
    const name = member.subscriber.guard.cohort;
    const cohort = member.cohort!;
    cohort.members -= 1;
    if (cohort.members === 0) this.cohorts.delete(name);
    else if (cohort.representative === member) {
      for (const other of this.members) {
        if (other.cohort !== cohort) continue;
        cohort.representative = other;
        break;
      }
    }
    if (this.members.size > 0 || this.closed) return;
    this.closed = true;
    this.onEmpty();
    void this.source.return?.();
  }

  private async pump(): Promise<void> {
    try {
      for (;;) {
        const next = await this.source.next();
        if (next.done || this.closed) break;
        await this.deliver(next.value);
      }
      for (const member of [...this.members]) member.end();
    } catch (error) {
      for (const member of [...this.members]) member.fail(error);
    }
  }

  private async deliver(event: unknown): Promise<void> {
    const cohorts = [...this.cohorts.values()];
    const pending = cohorts.map((cohort) => cohort.representative.subscriber.guard.verdict());
    // Decisions are cached: only after a change forgot one is anything awaited here.
    const verdicts = pending.some((v) => v instanceof Promise)
      ? await Promise.all(pending.map(async (v) => v))
      : (pending as Verdict[]);
    /** Each key's representative and, for its answer, where to put it. */
    const byKey = new Map<string, { representative: Member; answered: ((answer: Answer) => void)[] }>();
    /** Answers of subscribers answered alone (no viewer class), by subscriber. */
    const own = new Map<Member, Answer>();
    const ask = (key: string, representative: Member, answered: (answer: Answer) => void) => {
      const asked = byKey.get(key);
      if (asked) asked.answered.push(answered);
      else byKey.set(key, { representative, answered: [answered] });
    };
    cohorts.forEach((cohort, i) => {
      cohort.refusal = verdicts[i] ?? null;
      cohort.answer = null;
      if (cohort.refusal) return;
      const { subscriber } = cohort.representative;
      const viewerClass = subscriber.guard.viewerClass();
      if (!subscriber.ownAnswers(viewerClass)) {
        ask(subscriber.keyFor(viewerClass), cohort.representative, (answer) => (cohort.answer = answer));
        return;
      }
      for (const member of this.members) {
        if (member.cohort !== cohort) continue;
        ask(member.subscriber.keyFor(viewerClass), member, (answer) => own.set(member, answer));
      }
    });
    // Every key's execution first (they wait on the database together), then one loop of writes:
    // writing one key's frames would otherwise hold up the others' executions.
    await Promise.all(
      [...byKey.values()].map(async ({ representative, answered }) => {
        const answer = await answerOf(event, representative);
        for (const put of answered) put(answer);
      }),
    );
    // (A subscriber ending here leaves the set: iterating goes on with the next.)
    for (const member of this.members) {
      const cohort = member.cohort!;
      if (cohort.refusal) {
        member.endWith({ errors: [cohort.refusal] });
        continue;
      }
      // The cohort of a subscriber that came during the execution was not asked about: it waits for the next event.
      const answer = cohort.answer ?? own.get(member);
      if (!answer) continue;
      if (answer.result instanceof Error) member.fail(answer.result);
      else member.deliver(answer.result, answer.payload);
    }
  }
}

/** An event executed once for the subscribers of one key, as its representative may see it. */
async function answerOf(event: unknown, representative: Member): Promise<Answer> {
  const { subscriber } = representative;
  const { guard } = subscriber;
  try {
    const result = await subscriber.execute(event, guard.actor(), guard.viewerClass());
    // A result without errors is sent as it is: `{"data":…}`.
    const payload = result.errors === undefined ? Buffer.from(JSON.stringify(result)) : null;
    return { result, payload };
  } catch (error) {
    return { result: error instanceof Error ? error : new Error(String(error)), payload: null };
  }
}
