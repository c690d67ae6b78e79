import type { ServiceRequest } from '../../hooks/delivery/service-targets.ts';
import { mergeRequestValid, pushValid } from './ci-validations.ts';
import {
  appendPath,
  basicAuth,
  setting,
  type IntegrationAction,
  type Settings,
} from './integration-action.ts';
import { refName, text } from './payload-fields.ts';

/**
 * The CI integrations that start builds elsewhere (GitLab's BaseCi kinds): Jenkins, Buildkite and
 * Drone are posted the hook payload itself (GitLab's service hook), TeamCity is asked over its REST
 * API to queue a build of the branch, Bamboo to update and build its plan.
 */

const JSON_TYPE = { 'Content-Type': 'application/json' };

function hookPost(url: string, loggedUrl: string, payload: unknown, extra: Partial<ServiceRequest> = {}) {
  return {
    method: 'POST',
    url,
    loggedUrl,
    headers: JSON_TYPE,
    body: JSON.stringify(payload),
    webhookHeaders: true,
    secretHeaders: [],
    enableSslVerification: true,
    ...extra,
  } satisfies ServiceRequest;
}

const verifies = (settings: Settings) => settings['enable_ssl_verification'] !== false;

export const jenkins: IntegrationAction = {
  events: ['push_events', 'merge_requests_events', 'tag_push_events'],
  acts: () => Promise.resolve(true),
  request: (settings, { payload }) => {
    const url = appendPath(setting(settings, 'jenkins_url'), `project/${setting(settings, 'project_name')}`);
    const username = setting(settings, 'username');
    const password = setting(settings, 'password');
    const headers: Record<string, string> = { ...JSON_TYPE };
    if (username) headers['Authorization'] = basicAuth(username, password);
    return hookPost(url, url, payload, { headers, enableSslVerification: verifies(settings) });
  },
};

export const buildkite: IntegrationAction = {
  events: ['push_events', 'merge_requests_events', 'tag_push_events'],
  acts: () => Promise.resolve(true),
  request: (settings, { payload }) => {
    // The token is `<webhook token>:<status token>`; the webhook takes the first.
    const webhookToken = setting(settings, 'token').split(':')[0] ?? '';
    return hookPost(
      `https://webhook.buildkite.com/deliver/${webhookToken}`,
      'https://webhook.buildkite.com/deliver/[REDACTED]',
      payload,
      { headers: { ...JSON_TYPE, 'X-Gitlab-Event': 'Service Hook' } },
    );
  },
};

export const droneCi: IntegrationAction = {
  events: ['push_events', 'merge_requests_events', 'tag_push_events'],
  acts: (_settings, { trigger, payload }) =>
    Promise.resolve(trigger === 'merge_request_hooks' ? mergeRequestValid(payload) : pushValid(payload)),
  request: (settings, { payload }) => {
    const fullPath = text(payload, 'project', 'path_with_namespace') ?? '';
    const slash = fullPath.lastIndexOf('/');
    const query = (token: string) =>
      `owner=${encodeURIComponent(fullPath.slice(0, slash))}&name=${encodeURIComponent(fullPath.slice(slash + 1))}` +
      `&access_token=${token}`;
    const base = appendPath(setting(settings, 'drone_url'), 'hook');
    return hookPost(
      `${base}?${query(encodeURIComponent(setting(settings, 'token')))}`,
      `${base}?${query('[REDACTED]')}`,
      payload,
      {
        headers: { ...JSON_TYPE, 'X-Gitlab-Event': 'Service Hook' },
        enableSslVerification: verifies(settings),
      },
    );
  },
};

export const teamcity: IntegrationAction = {
  events: ['push_events', 'merge_requests_events'],
  acts: (_settings, { trigger, payload }) =>
    Promise.resolve(trigger === 'merge_request_hooks' ? mergeRequestValid(payload) : pushValid(payload)),
  request: (settings, { trigger, payload }) => {
    const branch =
      trigger === 'merge_request_hooks'
        ? (text(payload, 'object_attributes', 'source_branch') ?? '')
        : refName(text(payload, 'ref') ?? '');
    const url = appendPath(setting(settings, 'teamcity_url'), 'httpAuth/app/rest/buildQueue');
    return {
      method: 'POST',
      url,
      loggedUrl: url,
      headers: {
        'Content-Type': 'application/xml',
        Authorization: basicAuth(setting(settings, 'username'), setting(settings, 'password')),
      },
      body:
        `<build branchName="${xmlAttribute(branch)}">` +
        `<buildType id="${xmlAttribute(setting(settings, 'build_type'))}"/></build>`,
      webhookHeaders: false,
      secretHeaders: [],
      enableSslVerification: verifies(settings),
    };
  },
};

export const bamboo: IntegrationAction = {
  events: ['push_events'],
  acts: () => Promise.resolve(true),
  request: (settings) => {
    const username = setting(settings, 'username');
    const password = setting(settings, 'password');
    const url = new URL(appendPath(setting(settings, 'bamboo_url'), 'updateAndBuild.action'));
    url.searchParams.set('buildKey', setting(settings, 'build_key'));
    const headers: Record<string, string> = {};
    if (username || password) {
      url.searchParams.set('os_authType', 'basic');
      headers['Authorization'] = basicAuth(username, password);
    }
    return {
      method: 'GET',
      url: url.toString(),
      loggedUrl: url.toString(),
      headers,
      body: '',
      webhookHeaders: false,
      secretHeaders: [],
      enableSslVerification: verifies(settings),
    };
  },
};

function xmlAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
