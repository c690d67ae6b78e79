import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../src/core/permission-table.ts';
import { schema } from '../src/graphql/schema.ts';
import { pluginRoutes } from '../src/rest/plugin-routes.ts';
import { routers } from '../src/rest/routes.ts';
import { GRAPHQL_ROWS } from './support/authorization/graphql-rows.ts';
import { isSpecial } from './support/authorization/matrix.ts';
import { REST_ROWS } from './support/authorization/rest-rows.ts';

/**
 * The authorization matrix (test/authorization-*.test.ts) checks the rows of
 * test/support/authorization/{rest,graphql}-rows.ts: every route the routers register, every /api/v4
 * route a plugin declares (rest/plugin-routes.ts: the package registries) and every GraphQL root
 * field needs one, naming the ability of the permission table (or the rule) that
 * governs it and how to reach its check.
 */
describe('the authorization matrix covers every route and root field', () => {
  it('has a row for every REST route', () => {
    const registered = [
      ...routers.flatMap((router) => router.routes.map((r) => `${r.method} ${r.url}`)),
      ...pluginRoutes.map((r) => `${r.method} ${r.url}`),
    ];
    const rows = new Set(REST_ROWS.map((r) => r.route));
    const missing = registered.filter((route) => !rows.has(route));
    expect(missing, 'routes without a row in test/support/authorization/rest-rows.ts').toEqual([]);
    const stale = [...rows].filter((route) => !registered.includes(route));
    expect(stale, 'rows naming no registered route').toEqual([]);
    const keys = REST_ROWS.map((r) => `${r.route}${r.probe ? ` (${r.probe})` : ''}`);
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    expect(twice, 'routes with two rows (of the same probe)').toEqual([]);
  });

  it('has a row for every GraphQL query, mutation and subscription', () => {
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
    const fields = roots.flatMap((type) =>
      type ? Object.keys(type.getFields()).map((f) => `${type.name}.${f}`) : [],
    );
    const rows = new Set(GRAPHQL_ROWS.map((r) => r.field));
    const missing = fields.filter((field) => !rows.has(field));
    expect(missing, 'root fields without a row in test/support/authorization/graphql-rows.ts').toEqual([]);
    const stale = [...rows].filter((field) => !fields.includes(field));
    expect(stale, 'rows naming no root field').toEqual([]);
  });

  it('governs every row by an ability of the permission table or a named rule', () => {
    const governors = [...REST_ROWS, ...GRAPHQL_ROWS].map((r) => r.governor);
    const unknown = governors.filter(
      (g) =>
        isSpecial(g) &&
        !['anyone', 'signed_in', 'self', 'runner_token', 'job_token', 'trigger_token'].includes(g),
    );
    expect(unknown).toEqual([]);
    for (const [ability, permission] of Object.entries(PERMISSIONS)) {
      expect(permission.gitlab, `${ability} says what GitLab's table says`).not.toBe('');
    }
  });
});
