/**
 * The kinds of project integration, one small definition each: its slug (the `:slug` of
 * `/projects/:id/integrations/:slug`), title, parameters (type, required, secret, default), and the
 * event flags it listens to. The service validates and stores by these definitions alone; nothing
 * here knows the database or HTTP.
 *
 * Acting on events is acting/'s business: the kinds that post to a chat (GitLab's chat messages),
 * send pipeline and job payloads to Datadog, or start builds on Jenkins, Buildkite, Drone, TeamCity
 * or Bamboo each have an IntegrationAction there (acting/integration-actions.ts), reached through
 * the webhook delivery engine's ServiceTargets hook point: every request goes through a service
 * hook's delivery rows, lease, outbound guard and log, as GitLab's integrations post through a
 * `ServiceHook`. Sending mail (Emails on push, Pipeline status emails) is not an HTTP request and
 * is not done there. The other kinds only store their settings.
 */

/** The event flags of an integration row (GitLab's columns, and its JSON keys). */
export const INTEGRATION_EVENT_FLAGS = [
  'commit_events',
  'push_events',
  'issues_events',
  'alert_events',
  'confidential_issues_events',
  'merge_requests_events',
  'tag_push_events',
  'deployment_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'job_events',
  'vulnerability_events',
] as const;
export type IntegrationEventFlag = (typeof INTEGRATION_EVENT_FLAGS)[number];

/** The types of parameter: text, a checkbox, a whole number, one of some values, or an http(s) URL. */
export type ParamType = 'string' | 'boolean' | 'integer' | 'select' | 'url';
export type ParamValue = string | boolean | number;

export interface IntegrationParam {
  name: string;
  type: ParamType;
  /** A PUT without it (and with no value stored) is refused, naming it. */
  required?: boolean;
  /** Write-only: stored encrypted, never shown in `properties`; an empty value keeps the stored one. */
  secret?: boolean;
  /** The value of a parameter never set. */
  default?: ParamValue;
  /** The values a `select` takes. */
  values?: readonly string[];
  /** A URL the integration will send requests to: checked by the outbound address policy. */
  outbound?: boolean;
}

export interface IntegrationKind {
  slug: string;
  title: string;
  /** GitLab's class name minus the namespace, e.g. `Slack`: GraphQL's `ServiceType` and `type` use it. */
  className: string;
  params: readonly IntegrationParam[];
  /** The event flags a client may set; the others stay false. */
  events: readonly IntegrationEventFlag[];
  /** Supported events that start off (the others start on). */
  eventsOffByDefault?: readonly IntegrationEventFlag[];
  /** Has GitLab's `comment_on_event_enabled` (Jira). */
  commentOnEvent?: boolean;
  /**
   * Parameters that a secret is bound to: changing one of them without sending the secrets again
   * forgets them, so a stored password cannot be sent to a new address.
   */
  secretsBoundTo?: readonly string[];
}

// ---------------------------------------------------------------- chat notifications

const BRANCHES = ['all', 'default', 'protected', 'default_and_protected'] as const;

const str = (name: string, extra: Partial<IntegrationParam> = {}): IntegrationParam => ({
  name,
  type: 'string',
  ...extra,
});
const bool = (name: string, extra: Partial<IntegrationParam> = {}): IntegrationParam => ({
  name,
  type: 'boolean',
  ...extra,
});
const url = (name: string, extra: Partial<IntegrationParam> = {}): IntegrationParam => ({
  name,
  type: 'url',
  ...extra,
});
const branches = (defaultValue: (typeof BRANCHES)[number]): IntegrationParam => ({
  name: 'branches_to_be_notified',
  type: 'select',
  values: BRANCHES,
  default: defaultValue,
});

/** The chat events, as the `<event>_events` flags and `<event>_channel` overrides name them. */
const CHAT_EVENTS = [
  'push',
  'issues',
  'confidential_issues',
  'merge_requests',
  'note',
  'confidential_note',
  'tag_push',
  'pipeline',
  'wiki_page',
  'deployment',
] as const;
/** Chat events that are no column of the row: kept as boolean properties. */
const CHAT_MENTION_EVENTS = ['group_mentions', 'group_confidential_mentions'] as const;

const CHAT_FLAGS: IntegrationEventFlag[] = CHAT_EVENTS.map((e) => `${e}_events` as IntegrationEventFlag);

function chat(
  slug: string,
  title: string,
  className: string,
  options: { channels?: boolean; webhook?: boolean; extra?: IntegrationParam[] } = {},
): IntegrationKind {
  const { channels = false, webhook = true, extra = [] } = options;
  return {
    slug,
    title,
    className,
    params: [
      ...(webhook ? [url('webhook', { required: true, outbound: true })] : []),
      ...extra,
      bool('notify_only_broken_pipelines', { default: true }),
      branches('default'),
      ...(channels
        ? [
            ...CHAT_MENTION_EVENTS.map((e) => bool(`${e}_events`, { default: false })),
            ...[...CHAT_EVENTS, ...CHAT_MENTION_EVENTS].map((e) => str(`${e}_channel`)),
          ]
        : []),
    ],
    events: CHAT_FLAGS,
    eventsOffByDefault: ['deployment_events'],
  };
}

const slackLike = [
  str('username'),
  str('channel'),
  str('labels_to_be_notified'),
  {
    name: 'labels_to_be_notified_behavior',
    type: 'select',
    values: ['match_any', 'match_all'],
    default: 'match_any',
  } satisfies IntegrationParam,
];

// ---------------------------------------------------------------- the kinds

const issueTracker = (
  slug: string,
  title: string,
  className: string,
  required: readonly ('new_issue_url' | 'issues_url' | 'project_url')[],
): IntegrationKind => ({
  slug,
  title,
  className,
  params: required.map((name) => url(name, { required: true })),
  events: [],
});

const ALL_URLS = ['project_url', 'issues_url', 'new_issue_url'] as const;

export const INTEGRATION_KINDS: readonly IntegrationKind[] = [
  {
    slug: 'apple-app-store',
    title: 'Apple App Store Connect',
    className: 'AppleAppStore',
    params: [
      str('app_store_issuer_id', { required: true }),
      str('app_store_key_id', { required: true }),
      str('app_store_private_key_file_name', { required: true }),
      str('app_store_private_key', { required: true, secret: true }),
      bool('app_store_protected_refs', { default: true }),
    ],
    events: [],
  },
  {
    slug: 'asana',
    title: 'Asana',
    className: 'Asana',
    params: [str('api_key', { required: true, secret: true }), str('restrict_to_branch')],
    events: ['push_events'],
  },
  {
    slug: 'assembla',
    title: 'Assembla',
    className: 'Assembla',
    params: [str('token', { required: true, secret: true }), str('subdomain')],
    events: ['push_events'],
  },
  {
    slug: 'bamboo',
    title: 'Atlassian Bamboo',
    className: 'Bamboo',
    params: [
      url('bamboo_url', { required: true, outbound: true }),
      bool('enable_ssl_verification', { default: true }),
      str('build_key', { required: true }),
      str('username', { required: true }),
      str('password', { required: true, secret: true }),
    ],
    events: ['push_events'],
    secretsBoundTo: ['bamboo_url'],
  },
  issueTracker('bugzilla', 'Bugzilla', 'Bugzilla', ALL_URLS),
  {
    slug: 'buildkite',
    title: 'Buildkite',
    className: 'Buildkite',
    params: [
      str('token', { required: true, secret: true }),
      url('project_url', { required: true }),
      // Deprecated by GitLab: accepted, no effect.
      bool('enable_ssl_verification', { default: true }),
    ],
    events: ['push_events', 'merge_requests_events', 'tag_push_events'],
  },
  {
    slug: 'campfire',
    title: 'Campfire',
    className: 'Campfire',
    params: [str('token', { required: true, secret: true }), str('subdomain'), str('room')],
    events: ['push_events'],
  },
  {
    slug: 'confluence',
    title: 'Confluence Workspace',
    className: 'Confluence',
    params: [url('confluence_url', { required: true })],
    events: [],
  },
  issueTracker('custom-issue-tracker', 'Custom issue tracker', 'CustomIssueTracker', ALL_URLS),
  {
    slug: 'datadog',
    title: 'Datadog',
    className: 'Datadog',
    params: [
      str('api_key', { required: true, secret: true }),
      url('api_url', { outbound: true }),
      str('datadog_site', { default: 'datadoghq.com' }),
      str('datadog_service'),
      str('datadog_env'),
      str('datadog_tags'),
      bool('archive_trace_events', { default: false }),
    ],
    events: ['pipeline_events', 'job_events'],
    secretsBoundTo: ['api_url', 'datadog_site'],
  },
  {
    slug: 'diffblue-cover',
    title: 'Diffblue Cover',
    className: 'DiffblueCover',
    params: [
      str('diffblue_license_key', { required: true, secret: true }),
      str('diffblue_access_token_name', { required: true }),
      str('diffblue_access_token_secret', { required: true, secret: true }),
    ],
    events: [],
  },
  chat('discord', 'Discord Notifications', 'Discord', { channels: true }),
  {
    slug: 'drone-ci',
    title: 'Drone',
    className: 'DroneCi',
    params: [
      str('token', { required: true, secret: true }),
      url('drone_url', { required: true, outbound: true }),
      bool('enable_ssl_verification', { default: true }),
    ],
    events: ['push_events', 'merge_requests_events', 'tag_push_events'],
    secretsBoundTo: ['drone_url'],
  },
  {
    slug: 'emails-on-push',
    title: 'Emails on push',
    className: 'EmailsOnPush',
    params: [
      str('recipients', { required: true }),
      bool('disable_diffs', { default: false }),
      bool('send_from_committer_email', { default: false }),
      branches('all'),
    ],
    events: ['push_events', 'tag_push_events'],
  },
  issueTracker('ewm', 'EWM', 'Ewm', ALL_URLS),
  {
    slug: 'external-wiki',
    title: 'External wiki',
    className: 'ExternalWiki',
    params: [url('external_wiki_url', { required: true })],
    events: [],
  },
  chat('hangouts-chat', 'Google Chat', 'HangoutsChat'),
  {
    slug: 'jenkins',
    title: 'Jenkins',
    className: 'Jenkins',
    params: [
      url('jenkins_url', { required: true, outbound: true }),
      bool('enable_ssl_verification', { default: true }),
      str('project_name', { required: true }),
      str('username'),
      str('password', { secret: true }),
    ],
    events: ['push_events', 'merge_requests_events', 'tag_push_events'],
    secretsBoundTo: ['jenkins_url'],
  },
  {
    slug: 'jira',
    title: 'Jira',
    className: 'Jira',
    params: [
      url('url', { required: true, outbound: true }),
      url('api_url', { outbound: true }),
      str('username'),
      str('password', { required: true, secret: true }),
      { name: 'jira_auth_type', type: 'integer', default: 0 },
      bool('jira_issue_transition_automatic', { default: false }),
      str('jira_issue_transition_id'),
      bool('issues_enabled', { default: false }),
      str('project_keys'),
      { name: 'jira_issue_regex', type: 'string' },
      { name: 'jira_issue_prefix', type: 'string' },
    ],
    events: ['commit_events', 'merge_requests_events'],
    commentOnEvent: true,
    secretsBoundTo: ['url', 'api_url'],
  },
  chat('matrix', 'Matrix notifications', 'Matrix', {
    webhook: false,
    extra: [
      url('hostname', { default: 'https://matrix.org', outbound: true }),
      str('token', { required: true, secret: true }),
      str('room', { required: true }),
    ],
  }),
  chat('mattermost', 'Mattermost notifications', 'Mattermost', { channels: true, extra: slackLike }),
  chat('microsoft-teams', 'Microsoft Teams notifications', 'MicrosoftTeams'),
  {
    slug: 'packagist',
    title: 'Packagist',
    className: 'Packagist',
    params: [
      str('username', { required: true }),
      str('token', { required: true, secret: true }),
      url('server', { outbound: true }),
    ],
    events: ['push_events', 'merge_requests_events', 'tag_push_events'],
    secretsBoundTo: ['server'],
  },
  {
    slug: 'pipelines-email',
    title: 'Pipeline status emails',
    className: 'PipelinesEmail',
    params: [
      str('recipients', { required: true }),
      bool('add_pusher', { default: false }),
      bool('notify_only_broken_pipelines', { default: true }),
      branches('default'),
    ],
    events: ['pipeline_events'],
  },
  {
    slug: 'pivotaltracker',
    title: 'Pivotal Tracker',
    className: 'Pivotaltracker',
    params: [str('token', { required: true, secret: true }), str('restrict_to_branch')],
    events: ['push_events'],
  },
  chat('pumble', 'Pumble', 'Pumble'),
  issueTracker('redmine', 'Redmine', 'Redmine', ALL_URLS),
  chat('slack', 'Slack notifications', 'Slack', { channels: true, extra: slackLike }),
  {
    slug: 'teamcity',
    title: 'JetBrains TeamCity',
    className: 'Teamcity',
    params: [
      url('teamcity_url', { required: true, outbound: true }),
      bool('enable_ssl_verification', { default: true }),
      str('build_type', { required: true }),
      str('username', { required: true }),
      str('password', { required: true, secret: true }),
    ],
    events: ['push_events', 'merge_requests_events'],
    secretsBoundTo: ['teamcity_url'],
  },
  chat('telegram', 'Telegram', 'Telegram', {
    webhook: false,
    extra: [
      url('hostname', { default: 'https://api.telegram.org', outbound: true }),
      str('token', { required: true, secret: true }),
      str('room', { required: true }),
      { name: 'thread', type: 'integer' },
    ],
  }),
  chat('unify-circuit', 'Unify Circuit', 'UnifyCircuit'),
  chat('webex-teams', 'Webex Teams', 'WebexTeams'),
  issueTracker('youtrack', 'JetBrains YouTrack', 'Youtrack', ['issues_url', 'project_url']),
];

const BY_SLUG = new Map(INTEGRATION_KINDS.map((kind) => [kind.slug, kind]));

/** The kind of a slug; GitLab also accepts underscores (`custom_issue_tracker`). */
export function integrationKind(slug: string): IntegrationKind | undefined {
  return BY_SLUG.get(slug) ?? BY_SLUG.get(slug.replace(/_/g, '-'));
}

/** GraphQL's `ServiceType` value of a kind: `Slack` → `SLACK_SERVICE`. */
export function serviceTypeName(kind: IntegrationKind): string {
  return `${kind.className.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}_SERVICE`;
}

/** The starting value of each event flag for a kind. */
export function defaultFlags(kind: IntegrationKind): Record<IntegrationEventFlag, boolean> {
  const off = new Set(kind.eventsOffByDefault ?? []);
  return Object.fromEntries(
    INTEGRATION_EVENT_FLAGS.map((flag) => [flag, kind.events.includes(flag) && !off.has(flag)]),
  ) as Record<IntegrationEventFlag, boolean>;
}
