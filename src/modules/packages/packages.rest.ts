import { z } from 'zod';
import { offsetPage } from '../../core/pagination.ts';
import { bool, idOrPath, int, oneOf, pageParams } from '../../rest/params.ts';
import { Router } from '../../rest/router.ts';
import { PACKAGE_TYPES } from './package.entity.ts';
import { presentPackage, presentPackageFile, presentProtectionRule } from './packages.presenter.ts';
import { DELETE_LEVELS, PUSH_LEVELS } from './protection/rule-access-levels.ts';

/**
 * The Packages API (`/projects/:id/packages`, `/groups/:id/packages`, package files) and a project's
 * package protection rules. The registries themselves (npm, PyPI, generic) are in registry.http.ts.
 */
export const packagesRouter = new Router();

const listParams = {
  ...pageParams,
  order_by: oneOf(['created_at', 'name', 'version', 'type']).optional(),
  sort: oneOf(['asc', 'desc']).optional(),
  package_type: oneOf(PACKAGE_TYPES).optional(),
  package_name: z.string().optional(),
  package_version: z.string().optional(),
  include_versionless: bool().optional(),
  status: oneOf(['default', 'hidden', 'processing', 'error', 'pending_destruction', 'deprecated']).optional(),
};

type ListInput = z.infer<z.ZodObject<typeof listParams>>;

const filtersOf = (input: ListInput) => ({
  packageType: input.package_type,
  packageName: input.package_name,
  packageVersion: input.package_version,
  includeVersionless: input.include_versionless,
  status: input.status,
  orderBy: input.order_by,
  sort: input.sort,
});

packagesRouter.get(
  '/projects/:id/packages',
  { input: z.object({ id: idOrPath(), ...listParams }), jobToken: true },
  async ({ input, services, actor, paginate, urls }) =>
    paginate(
      await services.packages.listForProject(
        actor,
        input.id,
        filtersOf(input),
        offsetPage(input.page, input.per_page),
      ),
      (view) => presentPackage(view, urls),
    ),
);

packagesRouter.get(
  '/groups/:id/packages',
  { input: z.object({ id: idOrPath(), exclude_subgroups: bool().optional(), ...listParams }) },
  async ({ input, services, actor, paginate, urls }) =>
    paginate(
      await services.packages.listForGroup(
        actor,
        input.id,
        { ...filtersOf(input), excludeSubgroups: input.exclude_subgroups },
        offsetPage(input.page, input.per_page),
      ),
      (view) => presentPackage(view, urls, { group: true }),
    ),
);

packagesRouter.get(
  '/projects/:id/packages/:package_id',
  { input: z.object({ id: idOrPath(), package_id: int() }), jobToken: true },
  async ({ input, services, actor, urls }) =>
    presentPackage(await services.packages.get(actor, input.id, input.package_id), urls),
);

packagesRouter.delete(
  '/projects/:id/packages/:package_id',
  { input: z.object({ id: idOrPath(), package_id: int() }), jobToken: true },
  async ({ input, services, actor }) => {
    await services.packages.delete(actor, input.id, input.package_id);
  },
);

packagesRouter.get(
  '/projects/:id/packages/:package_id/package_files',
  {
    input: z.object({ id: idOrPath(), package_id: int(), ...pageParams }),
    jobToken: true,
  },
  async ({ input, services, actor, paginate }) =>
    paginate(
      await services.packages.files(
        actor,
        input.id,
        input.package_id,
        offsetPage(input.page, input.per_page),
      ),
      presentPackageFile,
    ),
);

packagesRouter.delete(
  '/projects/:id/packages/:package_id/package_files/:package_file_id',
  { input: z.object({ id: idOrPath(), package_id: int(), package_file_id: int() }), jobToken: true },
  async ({ input, services, actor }) => {
    await services.packages.deleteFile(actor, input.id, input.package_id, input.package_file_id);
  },
);

// ---------------------------------------------------------------- protection rules

packagesRouter.get(
  '/projects/:id/packages/protection/rules',
  { input: z.object({ id: idOrPath() }), auth: 'required' },
  async ({ input, services, actor }) =>
    (await services.packageProtectionRules.list(actor, input.id)).map(presentProtectionRule),
);

packagesRouter.post(
  '/projects/:id/packages/protection/rules',
  {
    input: z.object({
      id: idOrPath(),
      package_name_pattern: z.string(),
      package_type: oneOf(PACKAGE_TYPES),
      minimum_access_level_for_push: oneOf(PUSH_LEVELS).optional(),
      minimum_access_level_for_delete: oneOf(DELETE_LEVELS).optional(),
    }),
  },
  async ({ input, services, actor }) =>
    presentProtectionRule(
      await services.packageProtectionRules.create(actor, input.id, {
        packageNamePattern: input.package_name_pattern,
        packageType: input.package_type,
        minimumAccessLevelForPush: input.minimum_access_level_for_push ?? null,
        minimumAccessLevelForDelete: input.minimum_access_level_for_delete ?? null,
      }),
    ),
);

/** An access level parameter that may be cleared with an empty value, as GitLab's update allows. */
const clearable = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? null : v), oneOf(values).nullable().optional());

packagesRouter.patch(
  '/projects/:id/packages/protection/rules/:package_protection_rule_id',
  {
    input: z.object({
      id: idOrPath(),
      package_protection_rule_id: int(),
      package_name_pattern: z.string().optional(),
      package_type: oneOf(PACKAGE_TYPES).optional(),
      minimum_access_level_for_push: clearable(PUSH_LEVELS),
      minimum_access_level_for_delete: clearable(DELETE_LEVELS),
    }),
  },
  async ({ input, services, actor }) =>
    presentProtectionRule(
      await services.packageProtectionRules.update(actor, input.id, input.package_protection_rule_id, {
        packageNamePattern: input.package_name_pattern,
        packageType: input.package_type,
        minimumAccessLevelForPush: input.minimum_access_level_for_push,
        minimumAccessLevelForDelete: input.minimum_access_level_for_delete,
      }),
    ),
);

packagesRouter.delete(
  '/projects/:id/packages/protection/rules/:package_protection_rule_id',
  { input: z.object({ id: idOrPath(), package_protection_rule_id: int() }) },
  async ({ input, services, actor }) => {
    await services.packageProtectionRules.delete(actor, input.id, input.package_protection_rule_id);
  },
);
