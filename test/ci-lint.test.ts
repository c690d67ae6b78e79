import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember } from './support/membership.ts';

let t: TestApp;
let repo: { id: number; fullPath: string; dir: string; sha: string };

beforeAll(async () => {
  t = await startTestApp();
  repo = await projectWithFiles(t, {
    'README.md': 'r\n',
    'ci/templates.yml': '.base:\n  image: ruby:3.3\n  tags: [docker]\n  script: [echo base]\n',
  });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

interface Lint {
  valid: boolean;
  errors: string[];
  warnings: string[];
  merged_yaml: string | null;
  includes: { type: string; location: string }[];
  jobs?: {
    name: string;
    stage: string;
    script: string[];
    before_script: string[];
    tag_list: string[];
    when: string;
    allow_failure: boolean;
    needs: { name: string }[] | null;
  }[];
}

async function lint(content: string, extra: Record<string, unknown> = {}): Promise<Lint> {
  const response = await t.post(`/projects/${repo.id}/ci/lint`, {
    body: { content, include_jobs: true, ...extra },
  });
  expect(response.status, response.text).toBe(200);
  return response.body as Lint;
}

describe('CI configuration', () => {
  it('accepts a configuration with stages, default, variables, anchors, extends, !reference and includes', async () => {
    const result = await lint(`
include:
  - local: ci/templates.yml
stages: [build, test, deploy]
variables:
  GLOBAL: "1"
default:
  before_script: [echo default]
.shared: &shared
  retry: 2
  interruptible: true
build:
  extends: .base
  stage: build
  <<: *shared
  script:
    - !reference [.base, script]
    - echo build
  artifacts:
    paths: [dist/]
    expire_in: 1 week
    reports:
      dotenv: build.env
test:
  stage: test
  needs: [build]
  script: echo test
  parallel: 2
  coverage: '/Coverage: \\d+%/'
matrix:
  stage: test
  script: echo $OS
  parallel:
    matrix:
      - OS: [linux, mac]
deploy:
  stage: deploy
  script: echo deploy
  when: manual
  environment: production
  resource_group: production
`);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.includes).toEqual([
      expect.objectContaining({ type: 'local', location: 'ci/templates.yml' }),
    ]);
    expect(result.merged_yaml).toContain('.base:');
    const byName = Object.fromEntries(result.jobs!.map((j) => [j.name, j]));
    expect(Object.keys(byName)).toEqual([
      'build',
      'test 1/2',
      'test 2/2',
      'matrix: [linux]',
      'matrix: [mac]',
      'deploy',
    ]);
    expect(byName['build']).toMatchObject({
      stage: 'build',
      script: ['echo base', 'echo build'],
      before_script: ['echo default'],
      tag_list: ['docker'],
    });
    expect(byName['test 1/2']!.needs).toEqual([{ name: 'build', artifacts: true }]);
    expect(byName['deploy']).toMatchObject({ when: 'manual', allow_failure: true });
  });

  it('reports errors as GitLab words them', async () => {
    expect((await lint('build:\n  script: echo\n  foo: bar\n')).errors).toEqual([
      'jobs:build config contains unknown keys: foo',
    ]);
    expect((await lint('build:\n  stage: nope\n  script: echo\n')).errors).toEqual([
      'build job: chosen stage nope does not exist; available stages are .pre, build, test, deploy, .post',
    ]);
    expect((await lint('build:\n  image: ruby\n')).errors).toEqual([
      'jobs:build config should implement the script:, run:, or trigger: keyword',
    ]);
    expect((await lint('.hidden:\n  script: echo\n')).errors).toEqual([
      'jobs config should contain at least one visible job',
    ]);
    expect((await lint('build:\n  extends: .missing\n  script: echo\n')).errors).toEqual([
      'build: unknown keys in `extends` (.missing)',
    ]);
    expect((await lint('include: nope.yml\nbuild:\n  script: echo\n')).errors).toEqual([
      'Local file `nope.yml` does not exist!',
    ]);
    expect((await lint('build:\n  script: echo\n  when: delayed\n')).errors).toEqual([
      'jobs:build start in should be a duration',
    ]);
    expect((await lint('build:\n  script: [echo\n')).valid).toBe(false);
    expect((await lint('a:\n  script: echo\nb:\n  script: echo\n  dependencies: [c]\n')).errors).toEqual([
      'b job: dependency c is not defined in current or prior stages',
    ]);
    expect((await lint('build:\n  script: echo\n  rules:\n    - if: $X ==\n')).valid).toBe(false);
  });

  it('includes files of another project the caller may read', async () => {
    const other = await projectWithFiles(t, { 'shared.yml': 'shared:\n  script: echo shared\n' });
    const result = await lint(
      `include:\n  - project: ${other.fullPath}\n    file: shared.yml\nown:\n  script: echo\n`,
    );
    expect(result.valid).toBe(true);
    expect(result.jobs!.map((j) => j.name)).toEqual(['shared', 'own']);
    const denied = await lint(
      'include:\n  - project: nobody/nothing\n    file: x.yml\nown:\n  script: echo\n',
    );
    expect(denied.errors[0]).toMatch(/^Project `nobody\/nothing` not found or access denied!/);
  });
});

describe('dry runs', () => {
  const rulesConfig = `
workflow:
  rules:
    - if: $CI_COMMIT_BRANCH == "skip"
      when: never
    - when: always
build:
  script: echo build
  rules:
    - if: $CI_COMMIT_TAG
      when: never
    - when: on_success
release:
  script: echo release
  rules:
    - if: $CI_COMMIT_TAG
docs:
  script: echo docs
  only: [main]
later:
  script: echo later
  needs: [release]
  rules:
    - if: $CI_COMMIT_TAG
`;

  beforeAll(async () => {
    await git(repo.dir, ['tag', 'v1.0.0']);
    await git(repo.dir, ['branch', 'skip']);
    await git(repo.dir, ['push', '--quiet', 'origin', 'v1.0.0', 'skip']);
  });

  it('simulates the jobs of a branch and of a tag, honouring rules, only and workflow', async () => {
    const branch = await lint(rulesConfig, { dry_run: true, ref: 'main' });
    expect(branch.valid).toBe(true);
    expect(branch.jobs!.map((j) => j.name)).toEqual(['build', 'docs']);
    const tag = await lint(rulesConfig, { dry_run: true, ref: 'v1.0.0' });
    expect(tag.jobs!.map((j) => j.name)).toEqual(['release', 'later']);
    const skipped = await lint(rulesConfig, { dry_run: true, ref: 'skip' });
    expect(skipped).toMatchObject({ valid: false, errors: ['Pipeline filtered out by workflow rules.'] });
    const needy = await lint(
      'a:\n  script: echo\n  rules: [{ if: $CI_COMMIT_TAG }]\nb:\n  script: echo\n  needs: [a]\n',
      {
        dry_run: true,
        ref: 'main',
      },
    );
    expect(needy.errors).toEqual([
      "'b' job needs 'a' job, but 'a' does not exist in the pipeline. This might be because of the only, except, or rules keywords. To need a job that sometimes does not exist in the pipeline, use needs:optional.",
    ]);
    const optional = await lint(
      'a:\n  script: echo\n  rules: [{ if: $CI_COMMIT_TAG }]\nb:\n  script: echo\n  needs: [{ job: a, optional: true }]\n',
      { dry_run: true, ref: 'main' },
    );
    expect(optional.valid).toBe(true);
  });

  it('lints the project CI file at content_ref through GET, with the deprecated sha and ref too', async () => {
    expect((await t.get(`/projects/${repo.id}/ci/lint`)).body).toMatchObject({
      valid: false,
      errors: ['Please provide content of .gitlab-ci.yml'],
    });
    const sha = await commitFiles(
      repo.dir,
      { '.gitlab-ci.yml': 'job:\n  script: echo\n  only: [tags]\n' },
      'Add CI',
    );
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    const current = await t.get(`/projects/${repo.id}/ci/lint`, { query: { include_jobs: 'true' } });
    expect(current.body).toMatchObject({ valid: true, jobs: [expect.objectContaining({ name: 'job' })] });
    const old = await t.get(`/projects/${repo.id}/ci/lint`, { query: { sha: repo.sha } });
    expect(old.body.valid).toBe(false);
    const byRef = await t.get(`/projects/${repo.id}/ci/lint`, {
      query: { content_ref: sha, dry_run: 'true', dry_run_ref: 'main' },
    });
    expect(byRef.body).toMatchObject({
      valid: false,
      errors: [expect.stringContaining('Pipeline will not run')],
    });
    const byTag = await t.get(`/projects/${repo.id}/ci/lint`, {
      query: { content_ref: sha, dry_run: 'true', ref: 'v1.0.0', include_jobs: 'true' },
    });
    expect(byTag.body).toMatchObject({ valid: true, jobs: [expect.objectContaining({ name: 'job' })] });
  });

  it('needs developer access', async () => {
    const reporter = await createUser(t);
    await addMember(t, 'projects', repo.id, reporter.id, 20);
    expect(
      (
        await t.post(`/projects/${repo.id}/ci/lint`, {
          token: reporter.token,
          body: { content: 'a:\n  script: b\n' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.post(`/projects/${repo.id}/ci/lint`, { token: null, body: { content: 'a:\n  script: b\n' } }))
        .status,
    ).toBe(404);
  });
});
