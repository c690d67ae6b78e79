// A Node program reporting to Railyard with the real Sentry SDK: the DSN comes from the first argument.
import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: process.argv[2],
  environment: 'node-test',
  release: 'node-app@1.0.0',
  tracesSampleRate: 0,
});
Sentry.setUser({ id: 'node-user-1' });
function failingWork() {
  throw new RangeError('node sdk boom');
}
try {
  failingWork();
} catch (error) {
  Sentry.captureException(error);
}
Sentry.captureMessage('node sdk message', 'warning');
const flushed = await Sentry.flush(10000);
process.stdout.write(JSON.stringify({ flushed }));
