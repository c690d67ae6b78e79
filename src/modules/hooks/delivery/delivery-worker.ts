/**
 * The webhook delivery thread (see delivery-thread.ts): its own database connections and services,
 * sending the deliveries the main thread hands over with the same HookDeliverer as the main thread's.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { RequestContext } from '@mikro-orm/postgresql';
import { PortTransport } from '../../../core/threads/port-transport.ts';
import { lowerThreadPriority } from '../../../core/threads/thread-priority.ts';
import { createThreadServices, type ThreadData } from '../../../thread-services.ts';
import type { FromDeliveryThread, ToDeliveryThread } from './delivery-thread-messages.ts';

const port = parentPort;
if (!port) throw new Error('delivery-worker.ts runs as a worker thread');
const data = workerData as ThreadData;
const post = (message: FromDeliveryThread) => port.postMessage(message);

/** The nice value of the thread: it yields the processor to the threads answering requests. */
const DELIVERY_THREAD_NICE = 10;
lowerThreadPriority(DELIVERY_THREAD_NICE);

const transport = new PortTransport((message) => post({ type: 'publish', message }));
const thread = await createThreadServices({
  data,
  thread: 'webhook-delivery',
  writeLog: (line) => post({ type: 'log', line }),
  transport,
  // A batch takes its deliveries, records their results and the hooks' states: a few at a time.
  poolMax: 4,
  // The database processes writing its results yield as well (the embedded database's).
  databaseNice: DELIVERY_THREAD_NICE,
});
const { deliverer } = thread.services.hookDeliveries;

port.on('message', (message: ToDeliveryThread) => {
  switch (message.type) {
    case 'event':
      transport.receive(message.message);
      return;
    case 'deliver':
      RequestContext.create(thread.orm.em, () => deliverer.deliver(message.ids));
      void deliverer.idle().then(() => post({ type: 'settled', seq: message.seq }));
      return;
    case 'close':
      void deliverer
        .idle()
        .then(() => thread.close())
        .then(() => port.close());
      return;
  }
});
