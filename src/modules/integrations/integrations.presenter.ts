import type { IntegrationView } from './integration-view.ts';

/** GitLab's `IntegrationBasic` entity: what the list shows. */
export function presentIntegrationBasic(view: IntegrationView) {
  return {
    id: view.id,
    title: view.kind.title,
    slug: view.kind.slug,
    created_at: view.createdAt?.toISOString() ?? null,
    updated_at: view.updatedAt?.toISOString() ?? null,
    active: view.active,
    commit_events: view.flags.commit_events,
    push_events: view.flags.push_events,
    issues_events: view.flags.issues_events,
    alert_events: view.flags.alert_events,
    confidential_issues_events: view.flags.confidential_issues_events,
    merge_requests_events: view.flags.merge_requests_events,
    tag_push_events: view.flags.tag_push_events,
    deployment_events: view.flags.deployment_events,
    note_events: view.flags.note_events,
    confidential_note_events: view.flags.confidential_note_events,
    pipeline_events: view.flags.pipeline_events,
    wiki_page_events: view.flags.wiki_page_events,
    job_events: view.flags.job_events,
    comment_on_event_enabled: view.commentOnEventEnabled,
    inherited: view.inherited,
    vulnerability_events: view.flags.vulnerability_events,
  };
}

/** GitLab's `Integration` entity: the basic fields and `properties`, which never hold a secret. */
export function presentIntegration(view: IntegrationView) {
  return { ...presentIntegrationBasic(view), properties: view.properties };
}
