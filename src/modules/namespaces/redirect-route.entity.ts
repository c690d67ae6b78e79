import { defineEntity, p } from '@mikro-orm/postgresql';

/** An old full path that still leads to a renamed or moved namespace or project (answered with a 301). */
export const RedirectRouteSchema = defineEntity({
  name: 'RedirectRoute',
  tableName: 'redirect_routes',
  properties: {
    id: p.integer().primary().autoincrement(),
    sourceType: p.enum(['Namespace', 'Project'] as const),
    sourceId: p.integer(),
    path: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [
    { properties: ['sourceType', 'sourceId'] },
    {
      name: 'redirect_routes_path_lower_unique',
      expression:
        'create unique index "redirect_routes_path_lower_unique" on "redirect_routes" (lower("path"))',
    },
  ],
});

export class RedirectRoute extends RedirectRouteSchema.class {}
RedirectRouteSchema.setClass(RedirectRoute);
