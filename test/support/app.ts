import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { bootstrap, type RunningApp } from '../../src/bootstrap.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger, type LogSettings } from '../../src/core/logger.ts';
import { createTestDatabase } from './databases.ts';

export const ROOT_TOKEN = 'root-test-token-0123456789abcdef';
export const ROOT_PASSWORD = 'root-password-123';
/** Every test app's key unless a test sets its own: apps sharing a database need the same one. */
export const TEST_ENCRYPTION_KEY = 'dGVzdC1lbmNyeXB0aW9uLWtleS0zMi1ieXRlcy1vayE=';

export interface ApiResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | (string | number)[]>;
  body?: unknown;
  /** Send `body` as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** A body sent as it is, with its content type (multipart forms, files), instead of `body`. */
  raw?: { contentType: string; data: string | Buffer };
}

export interface GraphQLResponse<T> {
  status: number;
  data: T | null | undefined;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[];
}

export interface TestApp {
  running: RunningApp;
  /** SQL statements seen since the last reset (for DataLoader tests). */
  sql: { statements: string[]; reset(): void };
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  graphql<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    token?: string | null,
  ): Promise<GraphQLResponse<TResult>>;
  /** Runs code against the services inside an entity-manager context (fixtures only). */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Starts listening on a free port (for WebSocket and real-client tests) and returns the base URL. */
  listen(): Promise<string>;
  /** A graphql-ws client connected to this app. */
  wsClient(token?: string | null): Promise<Client>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Share a database with another app (multi-instance tests). */
  databaseUrl?: string;
  queue?: boolean;
  /** The app's logger (e.g. a level and a stream to read the log from); silent by default. */
  logger?: LogSettings;
}

/** A running application on its own database (a copy of the migrated template), as root with ROOT_TOKEN. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.databaseUrl ? null : await createTestDatabase(inject('pgServerUrl'));
  const databaseUrl = options.databaseUrl ?? database!.url;
  const statements: string[] = [];
  // Each app keeps its repositories and uploads in a directory of its own, unless told to share one.
  const ownDataDir = options.env?.['DATA_DIR']
    ? null
    : await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-data-'));
  const config = loadConfig({
    DATA_DIR: ownDataDir ?? '',
    DATABASE_URL: databaseUrl,
    ROOT_TOKEN,
    ROOT_PASSWORD,
    LOG_LEVEL: 'silent',
    EXTERNAL_URL: 'http://railyard.test',
    DB_POOL_MAX: '5',
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    // Changes through an instance reach its own cache (and its threads') at once; kept longer than a
    // test file runs, the settings are never reloaded in the middle of a measurement.
    APPLICATION_SETTINGS_CACHE_SECONDS: '3600',
    ...options.env,
  });
  const running = await bootstrap(config, {
    queue: options.queue ?? false,
    logger: options.logger ? createLogger(options.logger) : undefined,
    // Only statements of requests count: background sweeps (CI, schedules, event redelivery) run
    // outside any request context and would make the counts depend on timing.
    onQuery: (s) => {
      if (RequestContext.currentRequestContext()) statements.push(s);
    },
  });
  const app = running.app;
  const sockets: Client[] = [];
  let baseUrl: string | null = null;

  const request = async <T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...opts.headers };
    const token = opts.token === undefined ? ROOT_TOKEN : opts.token;
    if (token) headers['private-token'] = token;
    let payload: string | Buffer | undefined;
    if (opts.raw) {
      headers['content-type'] = opts.raw.contentType;
      payload = opts.raw.data;
    } else if (opts.body !== undefined) {
      if (opts.form) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        payload = new URLSearchParams(opts.body as Record<string, string>).toString();
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(opts.body);
      }
    }
    const url = /^\/(api|oauth|-|uploads)\//.test(path)
      ? path
      : `/api/v4${path.startsWith('/') ? '' : '/'}${path}`;
    const response = await app.inject({
      method: method as 'GET',
      url,
      query: opts.query as Record<string, string> | undefined,
      headers,
      payload,
    });
    let body: unknown = response.body;
    try {
      body = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.statusCode, headers: response.headers, body: body as T, text: response.body };
  };

  const listen = async (): Promise<string> => {
    if (!baseUrl) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      baseUrl = `http://127.0.0.1:${address.port}`;
    }
    return baseUrl;
  };

  return {
    running,
    sql: {
      statements,
      reset: () => {
        statements.length = 0;
      },
    },
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, opts) => request('POST', path, opts),
    put: (path, opts) => request('PUT', path, opts),
    delete: (path, opts) => request('DELETE', path, opts),
    async graphql(document, variables, token = ROOT_TOKEN) {
      const response = await request<{ data?: any; errors?: any[] }>('POST', '/api/graphql', {
        token,
        body: { query: print(document), variables },
      });
      return { status: response.status, data: response.body?.data, errors: response.body?.errors };
    },
    run: (fn) => RequestContext.create(running.orm.em, fn),
    listen,
    async wsClient(token = ROOT_TOKEN) {
      const url = (await listen()).replace(/^http/, 'ws') + '/api/graphql';
      const client = createClient({
        url,
        webSocketImpl: WebSocket,
        connectionParams: token ? { authToken: token } : {},
        lazy: false,
        retryAttempts: 0,
      });
      sockets.push(client);
      await new Promise<void>((resolve, reject) => {
        const off = client.on('connected', () => {
          off();
          resolve();
        });
        client.on('closed', (event) => reject(new Error(`WebSocket closed: ${JSON.stringify(event)}`)));
      });
      return client;
    },
    async close() {
      await Promise.all(sockets.map(async (s) => s.dispose()));
      await running.close();
      await database?.drop();
      if (ownDataDir) await fs.rm(ownDataDir, { recursive: true, force: true });
    },
  };
}
