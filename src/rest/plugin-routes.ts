import { REGISTRY_ROUTES } from '../modules/packages/registry-routes.ts';
import type { PluginRoute } from './plugin-route.ts';

/** Every /api/v4 route a plugin serves outside the Routers of rest/routes.ts. */
export const pluginRoutes: readonly PluginRoute[] = [...Object.values(REGISTRY_ROUTES)];
