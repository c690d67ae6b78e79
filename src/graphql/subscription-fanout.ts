import type { ExecutionResult } from 'graphql';
import type { Actor } from '../core/actor.ts';
import type { SubscriberGuard, Verdict } from './subscription-access.ts';

/**
 * Writes one graphql-ws `next` message, whose payload is given already serialised, straight to the
 * subscriber's socket (see the WebSocket face in server.ts). Subscribers without one (over HTTP)
 * receive their results through their iterator.
 */
export type WriteNext = (payload: string) => void;

type Result = ExecutionResult | Promise<ExecutionResult>;

/** One subscriber of a shared stream, as the stream sees it. */
export interface FanoutSubscriber {
  guard: SubscriberGuard;
  writeNext: WriteNext | undefined;
  /** The key of the execution that answers this subscriber for a viewer class (see sharedSubscribe). */
  keyFor(viewerClass: string | undefined): string;
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
  deliver(result: ExecutionResult, payload: string | null): void {
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

/**
 * One event source shared by every subscriber of a selection (a field whose events depend on its
 * arguments alone): each event is taken from the source once, every subscriber's access is checked
 * (from cached decisions), the event is executed once per key and serialised once, and the frames are
 * written in one loop.
 */
export class SharedStream {
  private readonly members = new Set<Member>();
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
    this.members.add(member);
    return member;
  }

  private leave(member: Member): void {
    this.members.delete(member);
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
    const members = [...this.members];
    const pending = members.map((m) => m.subscriber.guard.verdict());
    // Decisions are cached: only after a change forgot one is anything awaited here.
    const verdicts = pending.some((v) => v instanceof Promise)
      ? await Promise.all(pending.map(async (v) => v))
      : (pending as Verdict[]);
    const byKey = new Map<string, Member[]>();
    members.forEach((member, i) => {
      const refusal = verdicts[i];
      if (refusal) return member.endWith({ errors: [refusal] });
      const key = member.subscriber.keyFor(member.subscriber.guard.viewerClass());
      const same = byKey.get(key);
      if (same) same.push(member);
      else byKey.set(key, [member]);
    });
    await Promise.all([...byKey.values()].map((same) => answer(event, same)));
  }
}

/** Executes an event once for subscribers of one key and sends each the one result. */
async function answer(event: unknown, members: Member[]): Promise<void> {
  const { subscriber } = members[0]!;
  let result: ExecutionResult;
  try {
    result = await subscriber.execute(event, subscriber.guard.actor(), subscriber.guard.viewerClass());
  } catch (error) {
    for (const member of members) member.fail(error);
    return;
  }
  // graphql-ws sends a result as it is when it has no errors: serialised here once for all.
  const payload = result.errors === undefined ? JSON.stringify(result) : null;
  for (const member of members) member.deliver(result, payload);
}
