import { defineEntity, p } from '@mikro-orm/postgresql';
import { encryptedColumn, type Ciphertext } from '../../core/encryption.ts';
import { Namespace } from '../namespaces/namespace.entity.ts';
import { Project } from '../projects/project.entity.ts';

/**
 * GitLab's single-table kinds of webhook. A `ServiceHook` is an integration's (`integration_id`):
 * no hook API or query lists it, and what it sends is built from the integration's settings at
 * delivery time (see delivery/service-targets.ts).
 */
export const HOOK_TYPES = ['ProjectHook', 'GroupHook', 'SystemHook', 'ServiceHook'] as const;
export type HookType = (typeof HOOK_TYPES)[number];
/** The kinds of hook that the hook APIs show and manage. */
export type ListedHookType = Exclude<HookType, 'ServiceHook'>;

/**
 * How `push_events_branch_filter` is read (GitLab's `branch_filter_strategy`): a wildcard pattern
 * (`*` matches any run of characters), a regular expression, or no filter at all.
 */
export const BRANCH_FILTER_STRATEGIES = ['wildcard', 'regex', 'all_branches'] as const;
export type BranchFilterStrategy = (typeof BRANCH_FILTER_STRATEGIES)[number];

/**
 * Every event flag a hook row has, by its column (and JSON) name. Which ones a kind of hook offers
 * is `HOOK_FLAGS_BY_TYPE` (hook-flags.ts).
 */
export const HOOK_EVENT_FLAGS = [
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'note_events',
  'confidential_note_events',
  'issues_events',
  'confidential_issues_events',
  'job_events',
  'pipeline_events',
  'wiki_page_events',
  'deployment_events',
  'releases_events',
  'subgroup_events',
  'member_events',
  'resource_access_token_events',
  'emoji_events',
  'repository_update_events',
  'feature_flag_events',
] as const;
export type HookEventFlag = (typeof HOOK_EVENT_FLAGS)[number];

export const WEB_HOOK_TOKEN = encryptedColumn({ table: 'web_hooks', column: 'encrypted_token' });
/** A JSON object (name → value), encrypted as one value. */
export const WEB_HOOK_URL_VARIABLES = encryptedColumn({
  table: 'web_hooks',
  column: 'encrypted_url_variables',
});
/** A JSON object (header name → value), encrypted as one value. */
export const WEB_HOOK_CUSTOM_HEADERS = encryptedColumn({
  table: 'web_hooks',
  column: 'encrypted_custom_headers',
});

/**
 * A webhook (GitLab's `web_hooks`): of a project, of a group (it also fires for the projects and
 * subgroups below it), or of the instance (a system hook, administrators only). Its secret token,
 * URL variables and custom header values are write-only, stored encrypted. `recent_failures`,
 * `backoff_count` and `disabled_until` are the auto-disabling state (auto-disabling.ts).
 */
export const WebHookSchema = defineEntity({
  name: 'WebHook',
  tableName: 'web_hooks',
  properties: {
    id: p.integer().primary().autoincrement(),
    type: p.enum(HOOK_TYPES),
    project: () => p.manyToOne(Project).nullable().deleteRule('cascade'),
    group: () => p.manyToOne(Namespace).nullable().deleteRule('cascade'),
    /** A service hook's integration (a foreign key, cascading; the integrations module owns it). */
    integrationId: p.integer().nullable().unique(),
    /** The URL, possibly with `{name}` placeholders that the URL variables fill in. */
    url: p.text(),
    name: p.string().length(255).nullable(),
    description: p.text().nullable(),
    encryptedToken: p.text().$type<Ciphertext>().nullable(),
    pushEvents: p.boolean().default(true),
    tagPushEvents: p.boolean().default(false),
    mergeRequestsEvents: p.boolean().default(false),
    noteEvents: p.boolean().default(false),
    confidentialNoteEvents: p.boolean().default(false),
    issuesEvents: p.boolean().default(false),
    confidentialIssuesEvents: p.boolean().default(false),
    jobEvents: p.boolean().default(false),
    pipelineEvents: p.boolean().default(false),
    wikiPageEvents: p.boolean().default(false),
    deploymentEvents: p.boolean().default(false),
    releasesEvents: p.boolean().default(false),
    subgroupEvents: p.boolean().default(false),
    memberEvents: p.boolean().default(false),
    resourceAccessTokenEvents: p.boolean().default(false),
    emojiEvents: p.boolean().default(false),
    repositoryUpdateEvents: p.boolean().default(false),
    featureFlagEvents: p.boolean().default(false),
    pushEventsBranchFilter: p.text().nullable(),
    branchFilterStrategy: p.enum(BRANCH_FILTER_STRATEGIES).default('wildcard'),
    enableSslVerification: p.boolean().default(true),
    customWebhookTemplate: p.text().nullable(),
    encryptedUrlVariables: p.text().$type<Ciphertext>().nullable(),
    encryptedCustomHeaders: p.text().$type<Ciphertext>().nullable(),
    recentFailures: p.integer().default(0),
    backoffCount: p.integer().default(0),
    disabledUntil: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['project'] }, { properties: ['group'] }],
});

export class WebHook extends WebHookSchema.class {}
WebHookSchema.setClass(WebHook);
