import type { Urls } from '../../core/urls.ts';
import { presentPipeline } from '../ci/pipelines/pipelines.presenter.ts';
import { presentUserBasic } from '../users/users.presenter.ts';
import type { PackageFile } from './package.entity.ts';
import type { PackageTag } from './package-tag.entity.ts';
import type { PackagePipeline, PackageView } from './package-view.ts';
import type { PackageProtectionRule } from './protection/package-protection-rule.entity.ts';
import { ruleAccessLevelName } from './protection/rule-access-levels.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The path of a package's page (GitLab's `web_path`, and `webPath` of its GraphQL links). */
export function packageWebPath(projectFullPath: string, packageId: number): string {
  return `/${projectFullPath}/-/packages/${packageId}`;
}

/**
 * GitLab's Package entity; `group` adds the project's id and path, as the group list does. `pipeline`
 * is the newest of `pipelines`, shown when the package has one.
 */
export function presentPackage(view: PackageView, urls: Urls, options: { group?: boolean } = {}) {
  const { pkg, project } = view;
  const pipelines = view.pipelines.map((p) => presentPackagePipeline(p, urls));
  return {
    id: pkg.id,
    name: pkg.name,
    version: pkg.version,
    package_type: pkg.packageType,
    status: pkg.status,
    _links: {
      web_path: packageWebPath(project.fullPath, pkg.id),
      delete_api_path: urls.to(`/api/v4/projects/${project.id}/packages/${pkg.id}`),
    },
    created_at: iso(pkg.createdAt),
    last_downloaded_at: iso(pkg.lastDownloadedAt),
    ...(options.group ? { project_id: project.id, project_path: project.fullPath } : {}),
    tags: view.tags.map(presentPackageTag),
    ...(pipelines[0] ? { pipeline: pipelines[0] } : {}),
    pipelines,
  };
}

/** A tag row, as GitLab shows its columns. */
function presentPackageTag(tag: PackageTag) {
  return {
    id: tag.id,
    package_id: tag.package.id,
    project_id: tag.project.id,
    name: tag.name,
    created_at: iso(tag.createdAt),
    updated_at: iso(tag.updatedAt),
  };
}

/** GitLab's Package::Pipeline entity: the pipeline's basic fields and its user. */
function presentPackagePipeline({ pipeline, projectPath, user }: PackagePipeline, urls: Urls) {
  return {
    ...presentPipeline(pipeline, urls.to(projectPath)),
    user: user ? presentUserBasic(user, { urls }) : null,
  };
}

/** GitLab's PackageFile entity. */
export function presentPackageFile(file: PackageFile) {
  return {
    id: file.id,
    package_id: file.package.id,
    created_at: iso(file.createdAt),
    file_name: file.fileName,
    size: file.size,
    file_md5: file.fileMd5,
    file_sha1: file.fileSha1,
    file_sha256: file.fileSha256,
    pipelines: [],
  };
}

/** GitLab's Projects::Packages::Protection::Rule entity. */
export function presentProtectionRule(rule: PackageProtectionRule) {
  return {
    id: rule.id,
    project_id: rule.project.id,
    package_name_pattern: rule.packageNamePattern,
    package_type: rule.packageType,
    minimum_access_level_for_delete: ruleAccessLevelName(rule.minimumAccessLevelForDelete),
    minimum_access_level_for_push: ruleAccessLevelName(rule.minimumAccessLevelForPush),
  };
}
