import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pluginRoutes } from '../../src/rest/plugin-routes.ts';
import { routers } from '../../src/rest/routes.ts';
import { startTestApp, type TestApp } from './app.ts';
import { createUser, type CreatedUser } from './fixtures.ts';
import { cleanupDirs, projectWithFiles } from './git.ts';
import { createGroup } from './membership.ts';

/** Values of the wrong shape for any parameter: nested objects, arrays, absurd numbers, odd text. */
const WRONG_VALUES: unknown[] = [
  { nested: { deeper: [1, 2] } },
  [[], {}],
  '99999999999999999999999',
  -1,
  '\u0000%00../../etc/passwd',
  'x'.repeat(5000),
];

/** Path parameters out of range, put in every path segment. */
const OUT_OF_RANGE_SEGMENTS = ['99999999999999999999', '-5', 'a%2Fb', '0'];

type Records = Record<'project' | 'group' | 'user', number>;

/** A route the sweep calls: its method, its path below /api/v4, and the parameters it reads. */
export interface SweptRoute {
  method: string;
  url: string;
  parameters: readonly string[];
}

/**
 * Every /api/v4 route the sweep calls: the routers' (their parameters from their zod objects) and the
 * ones plugins declare (the package registries). Deletions go last, so that the other routes see the
 * real records first. The runner long poll holds requests open by design; rotating or revoking the
 * caller's own token would turn every later request into a 401.
 */
export const SWEPT_ROUTES: readonly SweptRoute[] = [
  ...routers
    .flatMap((router) => router.routes)
    .map((route) => ({
      method: route.method,
      url: route.url,
      parameters: route.options.input instanceof z.ZodObject ? Object.keys(route.options.input.shape) : [],
    })),
  ...pluginRoutes.map((route) => ({
    method: route.method,
    url: route.url,
    parameters: route.parameters,
  })),
]
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'))
  .filter((route) => route.url !== '/jobs/request' && !route.url.startsWith('/personal_access_tokens/self'));

/**
 * The bad-input sweep over one share of SWEPT_ROUTES (every `parts`-th route from `part`), on an
 * app and records of its own: one test per route, so no test's time grows with the route count.
 */
export function badInputSweep(
  part: number,
  parts: number,
  only: (route: SweptRoute) => boolean = () => true,
): void {
  const routes = SWEPT_ROUTES.filter((_, i) => i % parts === part).filter(only);
  let t: TestApp;
  let records: Records;
  let user: CreatedUser;

  beforeAll(async () => {
    t = await startTestApp();
    const project = await projectWithFiles(t, {
      'README.md': '# hi\n',
      '.gitlab-ci.yml': 'job:\n  script: echo\n',
    });
    const group = await createGroup(t);
    records = { project: project.id, group: group.id, user: (await createUser(t)).id };
    user = await createUser(t);
  });

  afterAll(async () => {
    await t.close();
    await cleanupDirs();
  });

  describe(`bad input (routes, part ${part + 1} of ${parts}): parameters of the wrong shape never get a 5xx`, () => {
    for (const route of routes) {
      it(`${route.method} ${route.url}`, async () => {
        expect(await wrongShapeFailures(t, route, records)).toEqual([]);
      });
    }
  });

  describe(`bad input (routes, part ${part + 1} of ${parts}): path parameters out of range never get a 5xx, as an ordinary user or anonymously`, () => {
    for (const route of routes.filter((r) => r.method !== 'DELETE')) {
      it(`${route.method} ${route.url}`, async () => {
        expect(await outOfRangeFailures(t, route, user.token)).toEqual([]);
      });
    }
  });
}

/** Every wrong value in every parameter, in the body, in the query, and an empty JSON body. */
async function wrongShapeFailures(t: TestApp, route: SweptRoute, records: Records): Promise<string[]> {
  const failures: string[] = [];
  const url = urlOf(route, records);
  const names = route.parameters;
  for (const value of WRONG_VALUES) {
    const body = Object.fromEntries(names.map((name) => [name, value]));
    const query = Object.fromEntries(names.map((name) => [name, JSON.stringify(value)]));
    const attempts = [
      t.request(route.method, url, { body }),
      t.request(route.method, url, { query }),
      t.request(route.method, url, { headers: { 'content-type': 'application/json' }, body: undefined }),
    ];
    for (const response of await Promise.all(attempts)) {
      if (response.status >= 500)
        failures.push(`${route.method} ${url} → ${response.status} ${response.text}`);
      else if (response.status >= 400 && !(response.body && typeof response.body === 'object')) {
        failures.push(`${route.method} ${url} → ${response.status} without a JSON body: ${response.text}`);
      }
    }
  }
  return failures;
}

async function outOfRangeFailures(t: TestApp, route: SweptRoute, userToken: string): Promise<string[]> {
  const failures: string[] = [];
  for (const segment of OUT_OF_RANGE_SEGMENTS) {
    const url = `/api/v4${route.url}`.replace(/:\w+/g, segment).replace('*', 'x');
    for (const token of [userToken, null]) {
      const response = await t.request(route.method, url, { token });
      if (response.status >= 500)
        failures.push(`${route.method} ${url} → ${response.status} ${response.text}`);
    }
  }
  return failures;
}

/** A route's URL with its path parameters filled: real records where the prefix names them. */
function urlOf(route: SweptRoute, records: Records): string {
  const owner = route.url.startsWith('/projects')
    ? records.project
    : route.url.startsWith('/groups')
      ? records.group
      : records.user;
  return `/api/v4${route.url}`
    .replace(/^(\/api\/v4\/\w+\/):id\b/, `$1${owner}`)
    .replace(/:(\w+)/g, (_, name: string) => (name.endsWith('id') ? '424242' : 'no-such-thing'))
    .replace('*', 'some/file.txt');
}
