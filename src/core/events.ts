import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/**
 * Every domain event, mapped to its payload. Modules add theirs by augmenting this interface:
 *
 *   declare module '../../core/events.ts' {
 *     interface DomainEventMap { 'member.changed': MemberChanged }
 *   }
 *
 * Payloads carry ids and facts, never entities: they cross process boundaries as JSON.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

export type DomainEventType = keyof DomainEventMap;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  /** Outbox record id: unique and increasing per database. */
  id: number;
  type: T;
  payload: DomainEventMap[T];
  occurredAt: string;
}

type AnyEvent = DomainEvent<DomainEventType>;
type Listener = (event: AnyEvent) => void;

/** Carries serialized events between instances. Every message published reaches every instance, this one included. */
export interface EventTransport {
  publish(message: string): Promise<void>;
  start(onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** In-process transport: one instance, no network. */
export class LocalTransport implements EventTransport {
  private handler: ((message: string) => void) | null = null;
  publish(message: string): Promise<void> {
    // Delivered on a later tick, like a network transport, so publishers never run listeners inline.
    setImmediate(() => this.handler?.(message));
    return Promise.resolve();
  }
  start(onMessage: (message: string) => void): Promise<void> {
    this.handler = onMessage;
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.handler = null;
    return Promise.resolve();
  }
}

/** Redis pub/sub transport: instances sharing a Redis and a channel share events. */
export class RedisTransport implements EventTransport {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(url: string, channel: string) {
    this.channel = channel;
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: true });
  }

  async publish(message: string): Promise<void> {
    await this.publisher.publish(this.channel, message);
  }

  async start(onMessage: (message: string) => void): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) onMessage(message);
    });
    await this.subscriber.subscribe(this.channel);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit().catch(() => undefined);
  }
}

/**
 * The domain-event bus. Units of work publish committed events; listeners (subscriptions, hooks,
 * notifications) receive them from the transport, whichever instance published them.
 */
export class EventBus {
  private readonly listeners = new Map<DomainEventType, Set<Listener>>();

  private readonly transport: EventTransport;
  private readonly logger: Logger;

  constructor(transport: EventTransport, logger: Logger) {
    this.transport = transport;
    this.logger = logger;
  }

  start(): Promise<void> {
    return this.transport.start((message) => this.deliver(message));
  }

  close(): Promise<void> {
    this.listeners.clear();
    return this.transport.close();
  }

  async publish(events: readonly AnyEvent[]): Promise<void> {
    for (const event of events) await this.transport.publish(JSON.stringify(event));
  }

  /** Calls `listener` for every event of a type; returns a function that stops it. */
  on<T extends DomainEventType>(type: T, listener: (event: DomainEvent<T>) => void): () => void {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    const l = listener as Listener;
    set.add(l);
    return () => set.delete(l);
  }

  /** Events of the given types matching `filter`, as an async iterator that unsubscribes when closed. */
  subscribe<T extends DomainEventType>(
    types: T | readonly T[],
    filter: (event: DomainEvent<T>) => boolean = () => true,
  ): AsyncIterableIterator<DomainEvent<T>> {
    const channel = new Channel<DomainEvent<T>>();
    const stops = (Array.isArray(types) ? types : [types as T]).map((type) =>
      this.on(type, (event) => {
        if (filter(event)) channel.push(event);
      }),
    );
    channel.onClose(() => stops.forEach((stop) => stop()));
    return channel;
  }

  private deliver(message: string): void {
    const event = JSON.parse(message) as AnyEvent;
    for (const listener of this.listeners.get(event.type) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error({ err: error, event: event.type }, `Listener for ${event.type} failed`);
      }
    }
  }
}

/** An unbounded async queue: pushes are buffered until pulled; `return()` closes it. */
class Channel<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: ((result: IteratorResult<T>) => void)[] = [];
  private closed = false;
  private closeHandlers: (() => void)[] = [];

  push(value: T): void {
    if (this.closed) return;
    const resolve = this.waiting.shift();
    if (resolve) resolve({ value, done: false });
    else this.buffer.push(value);
  }

  onClose(handler: () => void): void {
    this.closeHandlers.push(handler);
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.buffer.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.closed) {
      this.closed = true;
      this.buffer.length = 0;
      for (const resolve of this.waiting.splice(0)) resolve({ value: undefined, done: true });
      for (const handler of this.closeHandlers.splice(0)) handler();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
