import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import { FILTERED, filterFields, filterText, isFilteredName } from './log-filter.ts';

/** Keys the serializers below own; the rest of a log object is filtered field by field. */
const SERIALIZED = new Set(['req', 'res', 'err']);

/**
 * The application's logger options with secrets filtered out of everything it writes (see
 * log-filter.ts): request URLs (query parameters), error messages and stacks, logged objects
 * (by key), and, last, each whole line, which also covers messages built from URLs elsewhere
 * (Fastify's own warnings, say). Request headers are never logged.
 */
export function filteredLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options: LoggerOptions = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: serializeRequest,
      err: (error: Error) => filterFields({ ...stdSerializers.err(error) }),
    },
    formatters: {
      ...options.formatters,
      log: (object) => {
        const filtered: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) {
          if (SERIALIZED.has(key)) filtered[key] = value;
          else filtered[key] = isFilteredName(key) ? FILTERED : filterFields(value);
        }
        return filtered;
      },
    },
    hooks: { ...options.hooks, streamWrite: filterText },
  } as FastifyServerOptions['logger'];
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
