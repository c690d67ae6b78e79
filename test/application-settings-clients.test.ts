import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// Real clients against a listening app: python-gitlab 3.12 (test/python/settings.py) and @gitbeaker/rest.
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

const DEFAULTS = {
  signup_enabled: true,
  default_projects_limit: 100_000,
  default_project_visibility: 'private',
  restricted_visibility_levels: [],
  domain_allowlist: [],
  admin_notification_email: null,
  default_branch_protection: 2,
  wiki_page_max_content_bytes: 52_428_800,
  asciidoc_max_includes: 32,
  after_sign_up_text: null,
};

describe('application settings through real clients', () => {
  it('python-gitlab gets, saves and updates them, and is refused a wrong value with nothing changed', async () => {
    const result = await runPythonGitlab<any>(t, 'settings.py');
    expect(result.got).toEqual(DEFAULTS);
    expect(result.saved).toEqual({
      ...DEFAULTS,
      default_projects_limit: 321,
      after_sign_up_text: 'Welcome aboard',
    });
    const updated = {
      ...result.saved,
      signup_enabled: false,
      domain_allowlist: ['corp.example', '*.corp.example'],
      restricted_visibility_levels: ['public'],
      admin_notification_email: 'abuse@corp.example',
    };
    expect(result.updated).toEqual(updated);
    expect(result.refused).toEqual({
      wiki_page_max_content_bytes: ['must be greater than or equal to 1024'],
    });
    expect(result.after_refusal).toEqual(updated);
    expect(result.restored).toEqual({ ...DEFAULTS, after_sign_up_text: '', admin_notification_email: '' });
  });

  it('@gitbeaker/rest shows and edits them; a non-administrator is refused', async () => {
    const api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
    const shown = await api.ApplicationSettings.show();
    expect(shown).toMatchObject({
      id: expect.any(Number),
      keep_latest_artifact: true,
      silent_mode_enabled: false,
    });
    const edited = await api.ApplicationSettings.edit({
      silentModeEnabled: true,
      keepLatestArtifact: false,
      defaultBranchProtectionDefaults: { allowed_to_push: [{ access_level: 30 }] },
    });
    expect(edited).toMatchObject({
      silent_mode_enabled: true,
      keep_latest_artifact: false,
      default_branch_protection: 1,
      default_branch_protection_defaults: {
        allowed_to_push: [{ access_level: 30 }],
        allow_force_push: false,
        allowed_to_merge: [{ access_level: 40 }],
      },
    });
    expect(await api.ApplicationSettings.show()).toMatchObject({
      silent_mode_enabled: true,
      keep_latest_artifact: false,
    });
    await expect(api.ApplicationSettings.edit({ asciidocMaxIncludes: 100 })).rejects.toMatchObject({
      cause: { response: { status: 400 } },
    });
    await api.ApplicationSettings.edit({
      silentModeEnabled: false,
      keepLatestArtifact: true,
      defaultBranchProtection: 2,
    });

    const user = await createUser(t);
    const userApi = new Gitlab({ host: await t.listen(), token: user.token });
    await expect(userApi.ApplicationSettings.show()).rejects.toMatchObject({
      cause: { response: { status: 403 } },
    });
  });
});
