import { describe, expect, it } from 'vitest';
import {
  INTEGRATION_EVENT_FLAGS,
  INTEGRATION_KINDS,
  integrationKind,
  serviceTypeName,
} from '../src/modules/integrations/integration-kinds.ts';

describe('the registry of integration kinds', () => {
  it('has one definition per slug and per GraphQL ServiceType value', () => {
    const slugs = INTEGRATION_KINDS.map((k) => k.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const types = INTEGRATION_KINDS.map(serviceTypeName);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toContain('HANGOUTS_CHAT_SERVICE');
    expect(types).toContain('CUSTOM_ISSUE_TRACKER_SERVICE');
    expect(integrationKind('custom_issue_tracker')?.slug).toBe('custom-issue-tracker');
  });

  it('names parameters once, never as an event flag, with consistent types', () => {
    for (const kind of INTEGRATION_KINDS) {
      const names = kind.params.map((p) => p.name);
      expect(new Set(names).size, kind.slug).toBe(names.length);
      for (const param of kind.params) {
        expect(INTEGRATION_EVENT_FLAGS as readonly string[], `${kind.slug}.${param.name}`).not.toContain(
          param.name,
        );
        if (param.type === 'select') expect(param.values, `${kind.slug}.${param.name}`).toBeDefined();
        if (param.secret) expect(param.default, `${kind.slug}.${param.name}`).toBeUndefined();
        if (param.outbound) expect(param.type, `${kind.slug}.${param.name}`).toBe('url');
      }
      for (const bound of kind.secretsBoundTo ?? []) expect(names, kind.slug).toContain(bound);
    }
  });

  it('covers the chat family, the CI servers, emails, Datadog and the issue trackers', () => {
    const slugs = INTEGRATION_KINDS.map((k) => k.slug);
    for (const slug of [
      'discord',
      'hangouts-chat',
      'mattermost',
      'microsoft-teams',
      'slack',
      'telegram',
      'bamboo',
      'buildkite',
      'drone-ci',
      'teamcity',
      'jenkins',
      'emails-on-push',
      'pipelines-email',
      'datadog',
      'custom-issue-tracker',
      'redmine',
      'youtrack',
      'bugzilla',
      'ewm',
      'jira',
      'apple-app-store',
      'asana',
      'assembla',
      'campfire',
      'confluence',
      'diffblue-cover',
    ]) {
      expect(slugs).toContain(slug);
    }
    const slack = integrationKind('slack')!;
    expect(slack.params.find((p) => p.name === 'webhook')).toMatchObject({ required: true, outbound: true });
    expect(slack.params.map((p) => p.name)).toContain('group_confidential_mentions_channel');
  });
});
