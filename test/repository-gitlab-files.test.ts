import fs from 'node:fs/promises';
import { observeGitCommands } from '../src/git/run.ts';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobEditingDocument,
  BlobViewingDocument,
  CommitRefsOfDocument,
  LastCommitPipelinesDocument,
  PaginatedTreeOfDocument,
  ProjectsStorageDocument,
  ProjectStatisticsOfDocument,
  ProtectableBranchesOfDocument,
  RangePipelinesDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { latestPipeline, waitFor } from './support/ci.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';
import { addMember, createProject } from './support/membership.ts';

// The argument lists of the git commands the server starts in this file.
const gitCalls: string[][] = [];
observeGitCommands((args) => gitCalls.push([...args]));

let t: TestApp;
let dataDir: string;
let developer: CreatedUser;
let reporter: CreatedUser;
let guest: CreatedUser;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-gql-files-'));
  t = await startTestApp({
    env: { DATA_DIR: dataDir, GIT_STORAGES: `default=${path.join(dataDir, 'repos')}` },
  });
  [developer, reporter, guest] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function withMembers(projectId: number): Promise<void> {
  await addMember(t, 'projects', projectId, developer.id, 30);
  await addMember(t, 'projects', projectId, reporter.id, 20);
  await addMember(t, 'projects', projectId, guest.id, 10);
}

/** Bytes of the files under a directory, walked here independently of the server. */
async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

describe('commit references', () => {
  it('names the branches and tags containing or tipping at a commit, one git process per field', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    const first = repo.sha;
    const second = await commitFiles(repo.dir, { 'b.txt': 'b\n' }, 'Second');
    await git(repo.dir, ['tag', 'v1', first]);
    await git(repo.dir, ['tag', '-a', 'v1-annotated', '-m', 'annotated', first]);
    await git(repo.dir, ['tag', 'v2', second]);
    await git(repo.dir, ['branch', 'other', first]);
    await git(repo.dir, ['checkout', '--quiet', '-b', 'feature']);
    await commitFiles(repo.dir, { 'c.txt': 'c\n' }, 'Third');
    await git(repo.dir, ['push', '--quiet', 'origin', 'main', 'other', 'feature', '--tags']);
    await withMembers(repo.id);

    const ask = (limit: number, excludeTipped: boolean, sha = first, token?: string) =>
      t.graphql(CommitRefsOfDocument, { fullPath: repo.fullPath, sha, limit, excludeTipped }, token);

    const all = await ask(100, false);
    expect(all.errors).toBeUndefined();
    expect(all.data!.project!.commitReferences).toEqual({
      containingBranches: { names: ['feature', 'main', 'other'] },
      containingTags: { names: ['v1', 'v1-annotated', 'v2'] },
      tippingBranches: { names: ['other'] },
      tippingTags: { names: ['v1', 'v1-annotated'] },
    });

    const started = gitCalls.length;
    const excluded = await ask(100, true);
    const refReads = gitCalls
      .slice(started)
      .filter((args) => args.includes(`--contains=${first}`) || args.includes(`--points-at=${first}`));
    expect(refReads.map((args) => args.find((a) => a.startsWith('refs/')))).toEqual(
      expect.arrayContaining(['refs/heads/', 'refs/tags/']),
    );
    expect(refReads).toHaveLength(4);
    expect(excluded.data!.project!.commitReferences!.containingBranches!.names).toEqual(['feature', 'main']);
    expect(excluded.data!.project!.commitReferences!.containingTags!.names).toEqual(['v2']);

    // Tipped refs are left out before the limit: the one name asked for is a containing one.
    const one = await ask(1, true);
    expect(one.data!.project!.commitReferences).toEqual({
      containingBranches: { names: ['feature'] },
      containingTags: { names: ['v2'] },
      tippingBranches: { names: ['other'] },
      tippingTags: { names: ['v1', 'v1-annotated'] },
    });
    expect((await ask(1, false)).data!.project!.commitReferences!.containingTags!.names).toEqual(['v1']);

    // A short SHA names the commit too; an unknown one names nothing.
    const short = await ask(100, false, second.slice(0, 10));
    expect(short.data!.project!.commitReferences!.tippingTags!.names).toEqual(['v2']);
    expect((await ask(100, false, 'f'.repeat(40))).data!.project!.commitReferences).toBeNull();

    const refused = await ask(0, false);
    expect(refused.errors?.[0]?.message).toMatch(/limit must be between 1 and 1000/);

    // A guest of a private project may not read its code.
    const asGuest = await ask(100, false, first, guest.token);
    expect(asGuest.errors).toBeUndefined();
    expect(asGuest.data!.project!.commitReferences).toBeNull();
    expect((await ask(100, false, first, reporter.token)).data!.project!.commitReferences).not.toBeNull();
  });
});

describe('a project with nothing pushed yet', () => {
  it('answers empty values rather than errors', async () => {
    const project = await createProject(t);
    const fullPath = project.path_with_namespace;
    const refs = await t.graphql(CommitRefsOfDocument, {
      fullPath,
      sha: 'main',
      limit: 10,
      excludeTipped: false,
    });
    expect(refs.errors).toBeUndefined();
    expect(refs.data!.project!.commitReferences).toBeNull();
    const protectable = await t.graphql(ProtectableBranchesOfDocument, { fullPath });
    expect(protectable.errors).toBeUndefined();
    expect(protectable.data!.project!.protectableBranches).toEqual([]);
    const tree = await t.graphql(PaginatedTreeOfDocument, { fullPath, path: '', ref: 'main' });
    expect(tree.errors).toBeUndefined();
    expect(tree.data!.project!.repository!.paginatedTree).toBeNull();
    const statistics = await t.graphql(ProjectStatisticsOfDocument, { fullPath });
    expect(statistics.errors).toBeUndefined();
    expect(statistics.data!.project!.statistics).toMatchObject({ commitCount: 0, buildArtifactsSize: 0 });
  });
});

describe('protectable branches', () => {
  it('lists the branches without a rule of their own name; wildcard rules are ignored, as GitLab', async () => {
    const repo = await projectWithFiles(t, { 'a.txt': 'a\n' });
    for (const branch of ['feature', 'other', 'release-1']) {
      expect(
        (await t.post(`/projects/${repo.id}/repository/branches`, { body: { branch, ref: 'main' } })).status,
      ).toBe(201);
    }
    const rules = (await t.get(`/projects/${repo.id}/protected_branches`)).body as { name: string }[];
    const before = await t.graphql(ProtectableBranchesOfDocument, { fullPath: repo.fullPath });
    const ruled = new Set(rules.map((r) => r.name));
    expect(before.data!.project!.protectableBranches).toEqual(
      ['feature', 'main', 'other', 'release-1'].filter((b) => !ruled.has(b)),
    );

    expect(
      (await t.post(`/projects/${repo.id}/protected_branches`, { body: { name: 'feature' } })).status,
    ).toBe(201);
    expect(
      (await t.post(`/projects/${repo.id}/protected_branches`, { body: { name: 'release-*' } })).status,
    ).toBe(201);
    const after = await t.graphql(ProtectableBranchesOfDocument, { fullPath: repo.fullPath });
    expect(after.data!.project!.protectableBranches).toEqual(
      ['other', 'release-1', ...(ruled.has('main') ? [] : ['main'])].sort(),
    );

    await withMembers(repo.id);
    const asGuest = await t.graphql(ProtectableBranchesOfDocument, { fullPath: repo.fullPath }, guest.token);
    expect(asGuest.data!.project!.protectableBranches).toBeNull();
  });
});

describe('project statistics', () => {
  it('measures the repository, snippets and stored artifacts; reporters and admins only', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'build:\n  script: echo\n',
      'a.txt': 'a'.repeat(5000),
    });
    await commitFiles(repo.dir, { 'b.txt': 'b\n' }, 'Second');
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
    await withMembers(repo.id);
    const snippet = await t.post(`/projects/${repo.id}/snippets`, {
      body: {
        title: 'notes',
        visibility: 'private',
        files: [{ file_path: 'n.txt', content: 'n'.repeat(300) }],
      },
    });
    expect(snippet.status).toBe(201);
    const pipeline = await latestPipeline(t, repo.id);
    // Fixture: two stored artifacts of the pipeline's job (the runner upload path is tested elsewhere).
    const db = t.running.orm.em.fork().getKysely();
    const { rows } = await sql<{
      id: number;
    }>`select id from ci_builds where pipeline_id = ${pipeline.id}`.execute(db);
    for (const size of [1000, 234]) {
      await sql`insert into ci_job_artifacts (job_id, project_id, file_type, file_format, filename, size, storage_path, created_at)
        values (${rows[0]!.id}, ${repo.id}, 'archive', 'zip', 'a.zip', ${size}, 'x', now())`.execute(db);
    }

    const storages = t.running.services.storages;
    const repositoryBytes = await bytesUnder(
      path.join(storages.root('default'), storages.relativePath({ kind: 'project', id: repo.id })),
    );
    const snippetBytes = await bytesUnder(
      path.join(storages.root('default'), storages.relativePath({ kind: 'snippet', id: snippet.body.id })),
    );
    expect(repositoryBytes).toBeGreaterThan(0);

    const response = await t.graphql(ProjectStatisticsOfDocument, { fullPath: repo.fullPath });
    expect(response.errors).toBeUndefined();
    expect(response.data!.project!.statistics).toEqual({
      buildArtifactsSize: 1234,
      commitCount: 2,
      containerRegistrySize: 0,
      lfsObjectsSize: 0,
      packagesSize: 0,
      pipelineArtifactsSize: 0,
      repositorySize: repositoryBytes,
      snippetsSize: snippetBytes,
      storageSize: repositoryBytes + snippetBytes + 1234,
      uploadsSize: 0,
      wikiSize: 0,
    });
    const asReporter = await t.graphql(
      ProjectStatisticsOfDocument,
      { fullPath: repo.fullPath },
      reporter.token,
    );
    expect(asReporter.data!.project!.statistics!.buildArtifactsSize).toBe(1234);
    const asGuest = await t.graphql(ProjectStatisticsOfDocument, { fullPath: repo.fullPath }, guest.token);
    expect(asGuest.errors).toBeUndefined();
    expect(asGuest.data!.project!.statistics).toBeNull();
  });

  it('reads the statistics of a list of projects with one artifacts and one snippets query', async () => {
    const projects = await Promise.all(
      Array.from({ length: 6 }, (_, i) => projectWithFiles(t, { 'f.txt': `${i}\n` })),
    );
    // Pushes leave background work running: count only the statements on what statistics read.
    const reads = async (count: number) => {
      t.sql.reset();
      const response = await t.graphql(ProjectsStorageDocument, {
        fullPaths: projects.slice(0, count).map((p) => p.fullPath),
      });
      expect(response.errors).toBeUndefined();
      expect(response.data!.projects!.nodes).toHaveLength(count);
      expect(response.data!.projects!.nodes.every((n) => n.statistics!.repositorySize > 0)).toBe(true);
      return t.sql.statements.filter((s) => /ci_job_artifacts|"snippets"/.test(s)).length;
    };
    expect(await reads(2)).toBe(2);
    expect(await reads(6)).toBe(2);
  });
});

describe('blob editing', () => {
  it('gives the web paths of a file and what the caller may do with it at the ref', async () => {
    const repo = await projectWithFiles(t, { 'docs/read me.md': '# hi\n' });
    await git(repo.dir, ['tag', 'v1']);
    await git(repo.dir, ['push', '--quiet', 'origin', 'v1']);
    await withMembers(repo.id);
    await t.post(`/projects/${repo.id}/protected_branches`, {
      body: { name: 'main', push_access_level: 40 },
    });
    const ask = (ref: string, token?: string) =>
      t.graphql(BlobEditingDocument, { fullPath: repo.fullPath, paths: ['docs/read me.md'], ref }, token);

    const root = await ask('main');
    expect(root.errors).toBeUndefined();
    const p = `/${repo.fullPath}`;
    expect(root.data!.project!.repository!.blobs!.nodes).toEqual([
      {
        path: 'docs/read me.md',
        webPath: `${p}/-/blob/main/docs/read%20me.md`,
        editBlobPath: `${p}/-/edit/main/docs/read%20me.md`,
        rawPath: `${p}/-/raw/main/docs/read%20me.md`,
        replacePath: `${p}/-/create/main/docs/read%20me.md`,
        blamePath: `${p}/-/blame/main/docs/read%20me.md`,
        historyPath: `${p}/-/commits/main/docs/read%20me.md`,
        permalinkPath: `${p}/-/blob/${repo.sha}/docs/read%20me.md`,
        ideEditPath: `/-/ide/project/${repo.fullPath}/edit/main/-/docs/read%20me.md`,
        archived: false,
        canModifyBlob: true,
        canModifyBlobWithWebIde: true,
        canCurrentUserPushToBranch: true,
      },
    ]);
    const flags = async (ref: string, token?: string) => {
      const [node] = (await ask(ref, token)).data!.project!.repository!.blobs!.nodes;
      return [node!.canModifyBlob, node!.canModifyBlobWithWebIde, node!.canCurrentUserPushToBranch];
    };
    // A developer edits main through a new branch (GitLab's editor offers it) but may not push to it.
    expect(await flags('main', developer.token)).toEqual([true, true, false]);
    expect(await flags('main', reporter.token)).toEqual([false, false, false]);
    // A tag is no branch: nothing to edit on top of.
    expect(await flags('v1')).toEqual([false, true, false]);

    expect((await t.post(`/projects/${repo.id}/archive`)).status).toBe(201);
    const archived = (await ask('main')).data!.project!.repository!.blobs!.nodes[0]!;
    expect([archived.archived, archived.canModifyBlob, archived.canCurrentUserPushToBranch]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('blob viewers', () => {
  it("picks GitLab's viewers and special file types from a file's name, content and size", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const repo = await projectWithFiles(t, {
      'README.md': '# Read me\n',
      '.gitlab-ci.yml': 'build:\n  script: echo\n',
      'logo.png': png,
      'empty.txt': '',
      'src/main.ts': 'export {};\n',
      'big.txt': 'x'.repeat(1024 * 1024 + 1),
    });
    await withMembers(repo.id);
    const paths = ['README.md', '.gitlab-ci.yml', 'logo.png', 'empty.txt', 'src/main.ts', 'big.txt'];
    const ask = (token?: string) =>
      t.graphql(BlobViewingDocument, { fullPath: repo.fullPath, paths, ref: 'main' }, token);

    const response = await ask();
    expect(response.errors).toBeUndefined();
    const byPath = new Map(response.data!.project!.repository!.blobs!.nodes.map((n) => [n.path, n]));
    const text = { type: 'simple', fileType: 'text', tooLarge: false, collapsed: false, renderError: null };
    expect(byPath.get('README.md')).toMatchObject({
      fileType: 'readme',
      simpleViewer: text,
      richViewer: { type: 'rich', fileType: 'markup', tooLarge: false, renderError: null },
      pipelineEditorPath: null,
      environmentFormattedExternalUrl: null,
      environmentExternalUrlForRouteMap: null,
      forkAndEditPath: `/${repo.fullPath}/-/forks?continue%5Bto%5D=${encodeURIComponent(`/${repo.fullPath}/-/edit/main/README.md`)}`,
      forkAndViewPath: `/${repo.fullPath}/-/forks?continue%5Bto%5D=${encodeURIComponent(`/${repo.fullPath}/-/blob/main/README.md`)}`,
    });
    expect(byPath.get('.gitlab-ci.yml')).toMatchObject({
      fileType: 'gitlab_ci',
      pipelineEditorPath: `/${repo.fullPath}/-/ci/editor?branch_name=main`,
      richViewer: null,
    });
    expect(byPath.get('logo.png')).toMatchObject({
      fileType: 'avatar',
      simpleViewer: { type: 'simple', fileType: 'download' },
      richViewer: { type: 'rich', fileType: 'image' },
    });
    expect(byPath.get('empty.txt')).toMatchObject({
      fileType: null,
      simpleViewer: { fileType: 'empty' },
      richViewer: null,
    });
    expect(byPath.get('src/main.ts')).toMatchObject({ fileType: null, simpleViewer: text, richViewer: null });
    // Above a megabyte a text file shows collapsed; it is refused only above ten.
    expect(byPath.get('big.txt')!.simpleViewer).toEqual({ ...text, collapsed: true });

    // Only those who push code get the pipeline editor.
    const asReporter = await ask(reporter.token);
    const ci = asReporter.data!.project!.repository!.blobs!.nodes.find((n) => n.path === '.gitlab-ci.yml')!;
    expect(ci.pipelineEditorPath).toBeNull();
  });
});

describe('last commit of a path with its pipelines', () => {
  it('answers the pipelines of the commit for a ref, newest first, and a null signature', async () => {
    const repo = await projectWithFiles(t, {
      '.gitlab-ci.yml': 'build:\n  script: echo\n',
      'src/a.txt': 'a\n',
    });
    const firstPipeline = await latestPipeline(t, repo.id);
    const second = await t.post(`/projects/${repo.id}/pipeline`, { body: { ref: 'main' } });
    expect(second.status).toBe(201);
    const ask = (pipelineRef: string, first: number) =>
      t.graphql(LastCommitPipelinesDocument, {
        fullPath: repo.fullPath,
        path: 'src',
        ref: 'main',
        pipelineRef,
        first,
      });

    const response = await ask('main', 1);
    expect(response.errors).toBeUndefined();
    const lastCommit = response.data!.project!.repository!.tree!.lastCommit!;
    expect(lastCommit.sha).toBe(repo.sha);
    expect(lastCommit.signatureHtml).toBeNull();
    expect(lastCommit.pipelines!.count).toBe(2);
    expect(lastCommit.pipelines!.pageInfo.hasNextPage).toBe(true);
    expect(lastCommit.pipelines!.nodes).toEqual([
      {
        iid: String(second.body.iid),
        sha: repo.sha,
        ref: 'main',
        detailedStatus: expect.objectContaining({
          detailsPath: `/${repo.fullPath}/-/pipelines/${second.body.id}`,
        }),
      },
    ]);
    const both = (await ask('main', 5)).data!.project!.repository!.tree!.lastCommit!.pipelines!.nodes;
    expect(both.map((n) => n.iid)).toEqual([String(second.body.iid), expect.any(String)]);
    expect(both[1]!.detailedStatus.detailsPath).toBe(`/${repo.fullPath}/-/pipelines/${firstPipeline.id}`);
    expect((await ask('other', 5)).data!.project!.repository!.tree!.lastCommit!.pipelines!.nodes).toEqual([]);
  });

  it("reads the pipelines of a range's commits in as many statements for one commit as for four", async () => {
    const repo = await projectWithFiles(t, { '.gitlab-ci.yml': 'build:\n  script: echo\n' });
    const shas = [repo.sha];
    for (let i = 0; i < 4; i++) {
      shas.push(await commitFiles(repo.dir, { 'n.txt': `${i}\n` }, `Commit ${i}`));
      await git(repo.dir, ['push', '--quiet', 'origin', 'main']);
      await waitFor(
        async () => (await t.get(`/projects/${repo.id}/pipelines`)).body as unknown[],
        (list) => list.length === i + 2,
        'pipeline of the push',
      );
    }
    const statements = async (from: string) => {
      t.sql.reset();
      const response = await t.graphql(RangePipelinesDocument, {
        fullPath: repo.fullPath,
        from,
        to: shas[4]!,
      });
      expect(response.errors).toBeUndefined();
      const commits = response.data!.project!.repository!.compare.commits;
      for (const c of commits) expect(c.pipelines!.nodes.map((n) => n.sha)).toEqual([c.sha]);
      return {
        commits: commits.length,
        statements: t.sql.statements.filter((s) => /partition by "ci_pipelines"."sha"/.test(s)).length,
      };
    };
    const one = await statements(shas[3]!);
    const four = await statements(shas[0]!);
    expect([one.commits, four.commits]).toEqual([1, 4]);
    expect([one.statements, four.statements]).toEqual([1, 1]);
  });
});

describe('paginated tree', () => {
  it('answers one Tree per page of 100 entries with a permalink at the commit', async () => {
    const files: Record<string, string> = { 'README.md': 'r\n' };
    for (let i = 0; i < 103; i++) files[`many/f${String(i).padStart(3, '0')}.txt`] = `${i}\n`;
    const repo = await projectWithFiles(t, files);

    const root = await t.graphql(PaginatedTreeOfDocument, { fullPath: repo.fullPath, path: '', ref: 'main' });
    expect(root.errors).toBeUndefined();
    const rootTree = root.data!.project!.repository!.paginatedTree!;
    expect(rootTree.nodes).toEqual([
      {
        __typename: 'Tree',
        permalinkPath: `/${repo.fullPath}/-/tree/${repo.sha}`,
        entries: {
          nodes: [
            { name: 'README.md', type: 'blob' },
            { name: 'many', type: 'tree' },
          ],
        },
      },
    ]);
    expect(rootTree.pageInfo.hasNextPage).toBe(false);

    const first = await t.graphql(PaginatedTreeOfDocument, {
      fullPath: repo.fullPath,
      path: 'many',
      ref: 'main',
    });
    const page = first.data!.project!.repository!.paginatedTree!;
    expect(page.nodes[0]!.permalinkPath).toBe(`/${repo.fullPath}/-/tree/${repo.sha}/many`);
    expect(page.nodes[0]!.entries!.nodes).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(PaginatedTreeOfDocument, {
      fullPath: repo.fullPath,
      path: 'many',
      ref: 'main',
      after: page.pageInfo.endCursor,
    });
    const rest = next.data!.project!.repository!.paginatedTree!;
    expect(rest.nodes[0]!.entries!.nodes.map((e) => e.name)).toEqual(['f100.txt', 'f101.txt', 'f102.txt']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });
});
