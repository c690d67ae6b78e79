import type { Urls } from '../../core/urls.ts';
import type { PackageFile } from './package.entity.ts';
import type { PackageView } from './package-view.ts';
import type { PackageProtectionRule } from './protection/package-protection-rule.entity.ts';
import { ruleAccessLevelName } from './protection/rule-access-levels.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** GitLab's Package entity; `group` adds the project's id and path, as the group list does. */
export function presentPackage(view: PackageView, urls: Urls, options: { group?: boolean } = {}) {
  const { pkg, project } = view;
  return {
    id: pkg.id,
    name: pkg.name,
    version: pkg.version,
    package_type: pkg.packageType,
    status: pkg.status,
    _links: {
      web_path: `/${project.fullPath}/-/packages/${pkg.id}`,
      delete_api_path: urls.to(`/api/v4/projects/${project.id}/packages/${pkg.id}`),
    },
    created_at: iso(pkg.createdAt),
    last_downloaded_at: iso(pkg.lastDownloadedAt),
    ...(options.group ? { project_id: project.id, project_path: project.fullPath } : {}),
    tags: pkg.tags.map((name) => ({ name })),
    pipelines: [],
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
