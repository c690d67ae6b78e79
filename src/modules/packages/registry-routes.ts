import type { PluginRoute } from '../../rest/plugin-route.ts';

const npm = (level: string) => `${level}/packages/npm/*`;
const PROJECT = '/projects/:id';
const GROUP = '/groups/:id/-';
/** What `npm publish` and `npm deprecate` send: the package document. */
const NPM_DOCUMENT = ['name', 'versions', '_attachments', 'dist-tags'];

/**
 * The package registries' routes under /api/v4, as their clients call them (registry.http.ts serves
 * one handler per entry). npm answers at the project, group and instance levels; PyPI at the project
 * and group levels; generic packages at the project level.
 */
export const REGISTRY_ROUTES = {
  npmProjectGet: { method: 'GET', url: npm(PROJECT), parameters: [] },
  npmProjectPut: { method: 'PUT', url: npm(PROJECT), parameters: NPM_DOCUMENT },
  npmProjectDelete: { method: 'DELETE', url: npm(PROJECT), parameters: [] },
  npmProjectAudit: { method: 'POST', url: npm(PROJECT), parameters: [] },
  npmGroupGet: { method: 'GET', url: npm(GROUP), parameters: [] },
  npmGroupPut: { method: 'PUT', url: npm(GROUP), parameters: [] },
  npmGroupDelete: { method: 'DELETE', url: npm(GROUP), parameters: [] },
  npmGroupAudit: { method: 'POST', url: npm(GROUP), parameters: [] },
  npmInstanceGet: { method: 'GET', url: npm(''), parameters: [] },
  npmInstancePut: { method: 'PUT', url: npm(''), parameters: [] },
  npmInstanceDelete: { method: 'DELETE', url: npm(''), parameters: [] },
  npmInstanceAudit: { method: 'POST', url: npm(''), parameters: [] },
  pypiUpload: {
    method: 'POST',
    url: `${PROJECT}/packages/pypi`,
    parameters: ['name', 'version', 'content', 'requires_python'],
  },
  pypiProjectIndex: { method: 'GET', url: `${PROJECT}/packages/pypi/simple`, parameters: [] },
  pypiProjectPackage: { method: 'GET', url: `${PROJECT}/packages/pypi/simple/:package_name`, parameters: [] },
  pypiProjectFile: { method: 'GET', url: `${PROJECT}/packages/pypi/files/:sha256/*`, parameters: [] },
  pypiGroupIndex: { method: 'GET', url: `${GROUP}/packages/pypi/simple`, parameters: [] },
  pypiGroupPackage: { method: 'GET', url: `${GROUP}/packages/pypi/simple/:package_name`, parameters: [] },
  pypiGroupFile: { method: 'GET', url: `${GROUP}/packages/pypi/files/:sha256/*`, parameters: [] },
  genericUpload: {
    method: 'PUT',
    url: `${PROJECT}/packages/generic/:package_name/:package_version/:file_name`,
    parameters: ['status', 'select', 'file'],
  },
  genericDownload: {
    method: 'GET',
    url: `${PROJECT}/packages/generic/:package_name/:package_version/:file_name`,
    parameters: [],
  },
} as const satisfies Record<string, PluginRoute>;

export type RegistryRouteKey = keyof typeof REGISTRY_ROUTES;
