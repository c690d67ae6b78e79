import type { Urls } from '../../../core/urls.ts';
import { groupWebUrl } from '../../groups/groups.presenter.ts';
import type { Namespace } from '../../namespaces/namespace.entity.ts';
import type { JobTokenGroupLink, JobTokenProjectLink } from './job-token-scope.entity.ts';

/** GitLab's ProjectJobTokenScope; the outbound scope was removed in GitLab 18.0 and is always off. */
export function presentJobTokenScope(settings: { inboundEnabled: boolean }) {
  return { inbound_enabled: settings.inboundEnabled, outbound_enabled: false };
}

/** GitLab's ProjectScopeLink: the project whose allowlist it is, and the project added. */
export function presentProjectScopeLink(link: JobTokenProjectLink) {
  return { source_project_id: link.sourceProject.id, target_project_id: link.targetProject.id };
}

/** GitLab's GroupScopeLink. */
export function presentGroupScopeLink(link: JobTokenGroupLink) {
  return { source_project_id: link.sourceProject.id, target_group_id: link.targetGroup.id };
}

/** GitLab's BasicGroupDetails, as the groups allowlist lists them. */
export function presentAllowlistedGroup(group: Namespace, urls: Urls) {
  return { id: group.id, web_url: groupWebUrl(group, urls), name: group.name };
}
