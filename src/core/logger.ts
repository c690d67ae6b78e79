import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  pino,
  stdSerializers,
  type DestinationStream,
  type LevelWithSilent,
  type Logger as PinoLogger,
} from 'pino';
import { FILTERED, filterFields, filterText, isFilteredName } from './log-filter.ts';

/**
 * What the application's parts log through: one pino logger per process (Fastify's too), handed
 * down to them. Fastify's type, so that `app.log` and the logger it was built from are the same kind.
 */
export type Logger = FastifyBaseLogger;

export interface LogSettings {
  level: LevelWithSilent;
  /** Where lines go (default: standard output, written synchronously). */
  stream?: DestinationStream;
}

/** Keys the serializers below own; the rest of a log object is filtered field by field. */
const SERIALIZED = new Set(['req', 'res', 'err']);

/**
 * The application's logger, with secrets filtered out of everything it writes (see log-filter.ts):
 * request URLs (query parameters), error messages and stacks, logged objects (by key), and, last,
 * each whole line, which also covers messages built from URLs elsewhere (Fastify's own warnings,
 * say). Request headers are never logged. Fastify gets it as its `loggerInstance`.
 */
export function createLogger(settings: LogSettings): PinoLogger {
  return pino(
    {
      level: settings.level,
      serializers: { req: serializeRequest, err: serializeError },
      formatters: {
        log: (object) => {
          const filtered: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(object)) {
            if (SERIALIZED.has(key)) filtered[key] = value;
            else filtered[key] = isFilteredName(key) ? FILTERED : filterFields(value);
          }
          return filtered;
        },
      },
      hooks: { streamWrite: filterText },
    },
    settings.stream ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** A logger that writes nothing (benchmarks, tools, tests that do not read the log). */
export function silentLogger(): PinoLogger {
  return createLogger({ level: 'silent' });
}

/**
 * Writes a line that another thread's logger (created with createLogger) produced through this one,
 * at its level, with its message and fields.
 */
export function relayLogLine(logger: Logger, line: string): void {
  const entry = JSON.parse(line) as Record<string, unknown>;
  const { level, msg, time: _time, hostname: _hostname, pid: _pid, ...fields } = entry;
  const label = pino.levels.labels[Number(level)] ?? 'info';
  const write = logger[label as 'info'].bind(logger);
  write(fields, typeof msg === 'string' ? msg : '');
}

/** An error with the secrets in its message and stack filtered; anything else thrown, filtered as a value. */
function serializeError(error: unknown): unknown {
  if (error instanceof Error) return filterFields({ ...stdSerializers.err(error) });
  return filterFields(error);
}

/** Fastify's request fields, with the URL's secret parameters filtered. */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: filterText(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
