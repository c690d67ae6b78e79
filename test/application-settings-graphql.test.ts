import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicationSettingsDocument,
  ApplicationSettingsUpdateDocument,
  CiApplicationSettingsDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, FULL_BRANCH_PROTECTION } from './support/fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('application settings through GraphQL', () => {
  it('reads the record and GitLab’s ciApplicationSettings, as administrators', async () => {
    const read = await t.graphql(ApplicationSettingsDocument, {});
    expect(read.errors).toBeUndefined();
    expect(read.data?.applicationSettings).toMatchObject({
      signupEnabled: true,
      defaultProjectsLimit: 100_000,
      defaultProjectVisibility: 'private',
      whatsNewVariant: 'ALL_TIERS',
      restrictedVisibilityLevels: [],
      validRunnerRegistrars: ['project', 'group'],
      wikiPageMaxContentBytes: 52_428_800,
      pollingIntervalMultiplier: 1,
      defaultBranchProtectionDefaults: FULL_BRANCH_PROTECTION,
      abuseNotificationEmail: null,
      keepLatestArtifact: true,
      enabledGitAccessProtocol: null,
    });
    const ci = await t.graphql(CiApplicationSettingsDocument, {});
    expect(ci.data?.ciApplicationSettings).toEqual({ keepLatestArtifact: true });
  });

  it('changes settings with the rules of the REST API, the same record on both faces', async () => {
    const changed = await t.graphql(ApplicationSettingsUpdateDocument, {
      input: {
        signupEnabled: false,
        defaultProjectsLimit: 9,
        defaultProjectVisibility: 'internal',
        whatsNewVariant: 'DISABLED',
        validRunnerRegistrars: ['project'],
        defaultBranchProtectionDefaults: { allow_force_push: true },
        abuseNotificationEmail: 'abuse@example.com',
        keepLatestArtifact: false,
        enabledGitAccessProtocol: 'HTTP',
        akismetApiKey: 'write-only',
      },
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.applicationSettingsUpdate).toEqual({
      errors: [],
      applicationSettings: expect.objectContaining({
        signupEnabled: false,
        defaultProjectsLimit: 9,
        defaultProjectVisibility: 'internal',
        whatsNewVariant: 'DISABLED',
        validRunnerRegistrars: ['project'],
        defaultBranchProtectionDefaults: { ...FULL_BRANCH_PROTECTION, allow_force_push: true },
        abuseNotificationEmail: 'abuse@example.com',
        keepLatestArtifact: false,
        enabledGitAccessProtocol: 'HTTP',
      }),
    });
    expect((await t.get('/application/settings')).body).toMatchObject({
      signup_enabled: false,
      default_projects_limit: 9,
      whats_new_variant: 'disabled',
      admin_notification_email: 'abuse@example.com',
      akismet_api_key: null,
      enabled_git_access_protocol: 'http',
    });
    expect((await t.running.services.applicationSettings.current()).akismet_api_key).toBe('write-only');
    expect((await t.graphql(CiApplicationSettingsDocument, {})).data?.ciApplicationSettings).toEqual({
      keepLatestArtifact: false,
    });

    // A null clears what may be unset and leaves the rest.
    const cleared = await t.graphql(ApplicationSettingsUpdateDocument, {
      input: { abuseNotificationEmail: null, enabledGitAccessProtocol: null, signupEnabled: null },
    });
    expect(cleared.data?.applicationSettingsUpdate?.applicationSettings).toMatchObject({
      abuseNotificationEmail: null,
      enabledGitAccessProtocol: null,
      signupEnabled: false,
    });
  });

  it('answers problems in errors, with nothing changed', async () => {
    const before = (await t.get('/application/settings')).body;
    const refused = await t.graphql(ApplicationSettingsUpdateDocument, {
      input: { wikiPageMaxContentBytes: 10, emailRestrictionsEnabled: true, signupEnabled: true },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data?.applicationSettingsUpdate).toEqual({
      applicationSettings: null,
      errors: [
        expect.stringMatching(
          /^(Email restrictions can't be blank, Wiki page max content bytes must be greater than or equal to 1024|Wiki page max content bytes must be greater than or equal to 1024, Email restrictions can't be blank)$/,
        ),
      ],
    });
    const after = (await t.get('/application/settings')).body;
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it('is for administrators only', async () => {
    const user = await createUser(t);
    for (const token of [user.token, null]) {
      expect((await t.graphql(ApplicationSettingsDocument, {}, token)).data?.applicationSettings).toBeNull();
      expect(
        (await t.graphql(CiApplicationSettingsDocument, {}, token)).data?.ciApplicationSettings,
      ).toBeNull();
    }
    const refused = await t.graphql(
      ApplicationSettingsUpdateDocument,
      { input: { signupEnabled: true } },
      user.token,
    );
    expect(refused.data?.applicationSettingsUpdate).toEqual({
      applicationSettings: null,
      errors: [
        "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
      ],
    });
    expect((await t.get('/application/settings')).body.signup_enabled).toBe(false);
  });
});
