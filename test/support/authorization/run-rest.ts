import { send, tokenOf, type World } from './world.ts';
import { casesOf, expectation, scopeOf, type Case } from './matrix.ts';
import type { GitRow, RestRow, WebRow } from './rest-rows.ts';

/** `/projects/:id/repository/files/:file_path` with the case's parameters, each URL-encoded. */
function pathOf(row: RestRow, c: Case, params: Record<string, string | number>): string {
  const [, template] = row.route.split(' ') as [string, string];
  const scope = scopeOf(row);
  const own = scope === 'project' ? c.place.project.id : scope === 'group' ? c.place.group.id : undefined;
  const values: Record<string, string | number | undefined> = { id: own, project_id: own, ...params };
  return template
    .split('/')
    .map((segment) => {
      if (segment === '*') return String(values['*']);
      return segment.replace(/:([a-z_][a-z0-9_]*)/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`${row.route}: no value for :${name}`);
        return encodeURIComponent(String(value));
      });
    })
    .join('/');
}

/**
 * Sends the row's request for every case and returns what differs from the permission table:
 * allowed cases must succeed (or answer the row's `allowedStatus`), refused ones GitLab's status.
 * A row whose cases are all refused is wrong itself: nothing shows that its request is valid.
 */
export async function checkRestRow(world: World, row: RestRow): Promise<string[]> {
  const [method] = row.route.split(' ') as [string, string];
  const cases = casesOf(world, row);
  const failures = await Promise.all(
    cases.map(async (base) => {
      const expected = expectation(row, base, method);
      const c: Case = { ...base, allowed: expected.allowed };
      const label = `${c.actor}${c.vis ? ` on ${c.vis}` : ''}`;
      try {
        const request = (await row.request?.(c)) ?? {};
        const path = pathOf(row, c, request.params ?? {});
        const response = await send(world.t, method, path.replace(/^\/api\/v4/, ''), {
          token: request.token === undefined ? tokenOf(world, c.actor) : request.token,
          query: request.query,
          body: request.body,
          raw: request.raw,
          headers: request.headers,
        });
        const status = response.status;
        if (expected.allowed) {
          if (status >= 400 && status !== row.allowedStatus) {
            return `${label}: allowed by the table, got ${status} ${response.text.slice(0, 160)}`;
          }
        } else if (status !== expected.status) {
          return `${label}: expected ${expected.status}, got ${status} ${response.text.slice(0, 160)}`;
        }
        return null;
      } catch (error) {
        return `${label}: ${(error as Error).message}`;
      }
    }),
  );
  const found = failures.filter((f): f is string => f !== null);
  if (!cases.some((c) => expectation(row, c, method).allowed))
    found.push('no case is allowed: the row reaches nothing');
  return found;
}

/** Clones and pushes: `GET /<path>.git/info/refs?service=…` with the caller's token as Basic password. */
export async function checkGitRow(world: World, row: GitRow): Promise<string[]> {
  const failures = await Promise.all(
    casesOf(world, row).map(async (c) => {
      const expected = expectation(row, c, 'GET');
      const token = tokenOf(world, c.actor);
      const response = await world.t.running.app.inject({
        method: 'GET',
        url: `/${c.place.project.fullPath}.git/info/refs?service=${row.service}`,
        headers: token ? { authorization: `Basic ${Buffer.from(`oauth2:${token}`).toString('base64')}` } : {},
      });
      const label = `${c.actor} on ${c.vis}`;
      if (expected.allowed) {
        return response.statusCode === 200
          ? null
          : `${label}: allowed by the table, got ${response.statusCode} ${response.body}`;
      }
      return response.statusCode === expected.status
        ? null
        : `${label}: expected ${expected.status}, got ${response.statusCode} ${response.body.slice(0, 160)}`;
    }),
  );
  return failures.filter((f): f is string => f !== null);
}

/** Web routes: the row's path with the caller's token as PRIVATE-TOKEN; allowed cases answer 200. */
export async function checkWebRow(world: World, row: WebRow): Promise<string[]> {
  const [method] = row.route.split(' ') as [string, string];
  const failures = await Promise.all(
    casesOf(world, row).map(async (c) => {
      const expected = expectation(row, c, method);
      const token = tokenOf(world, c.actor);
      const response = await world.t.running.app.inject({
        method: method as 'GET',
        url: row.path({ ...c, allowed: expected.allowed }),
        headers: token ? { 'private-token': token } : {},
      });
      const label = `${c.actor} on ${c.vis}`;
      const wanted = expected.allowed ? 200 : expected.status;
      return response.statusCode === wanted
        ? null
        : `${label}: expected ${wanted}, got ${response.statusCode} ${response.body.slice(0, 160)}`;
    }),
  );
  return failures.filter((f): f is string => f !== null);
}
