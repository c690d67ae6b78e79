import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChangelogCreateDocument,
  CommitCreateDetailsDocument,
  CommitCreateDocument,
  CreateBranchDocument,
  ProjectSnippetsDocument,
  RepositoryHistoryDocument,
  RepositoryTreeDocument,
  SnippetCreateDocument,
  SnippetDestroyDocument,
  SnippetUpdateDocument,
  ProjectStorageMovesDocument,
  StorageMoveCreateDocument,
  StorageMoveDocument,
} from '#test/generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { cleanupDirs, commitFiles, git, projectWithFiles } from './support/git.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'railyard-gql-repo-'));
  t = await startTestApp({
    env: {
      DATA_DIR: dataDir,
      GIT_STORAGES: `default=${path.join(dataDir, 'a')},second=${path.join(dataDir, 'b')}`,
      REPOSITORY_STORAGES_WEIGHTED: 'default=100',
    },
  });
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('project.repository through GraphQL', () => {
  it('reads the tree as a connection, blobs, compare, contributors and merge base as REST does', async () => {
    const repo = await projectWithFiles(t, { 'README.md': '# gql\n', 'src/a.ts': 'a\n', 'src/b.ts': 'b\n' });
    const base = repo.sha;
    const feature = await commitFiles(repo.dir, { 'src/c.ts': 'c\n' }, 'Add c\n\nChangelog: added');
    await git(repo.dir, ['push', '--quiet', 'origin', 'main']);

    const first = await t.graphql(RepositoryTreeDocument, {
      fullPath: repo.fullPath,
      recursive: true,
      first: 2,
    });
    expect(first.errors).toBeUndefined();
    const tree = first.data!.project!.repository!.tree!;
    expect(tree.entries!.count).toBe(5);
    expect(tree.entries!.pageInfo.hasNextPage).toBe(true);
    const rest = await t.get(`/projects/${repo.id}/repository/tree`, { query: { recursive: 'true' } });
    const second = await t.graphql(RepositoryTreeDocument, {
      fullPath: repo.fullPath,
      recursive: true,
      first: 10,
      after: tree.entries!.pageInfo.endCursor,
    });
    const all = [...tree.entries!.nodes, ...second.data!.project!.repository!.tree!.entries!.nodes];
    expect(all.map((e) => ({ id: e.sha, name: e.name, path: e.path, type: e.type, mode: e.mode }))).toEqual(
      rest.body,
    );
    expect(tree.blobs!.nodes.map((b) => b.path)).toEqual(['README.md', 'src/a.ts', 'src/b.ts', 'src/c.ts']);
    expect(first.data!.project!.repository!.blobs!.nodes).toEqual([
      { path: 'README.md', size: 6, rawTextBlob: '# gql\n' },
    ]);
    expect(tree.blobs!.nodes[1]!.webPath).toBe(`/${repo.fullPath}/-/blob/main/src/a.ts`);
    expect(tree.trees!.nodes).toEqual([{ flatPath: 'src', webPath: `/${repo.fullPath}/-/tree/main/src` }]);
    expect(tree.lastCommit!.sha).toBe(feature);
    expect(first.data!.project!.repository!.rootRef).toBe('main');

    const history = await t.graphql(RepositoryHistoryDocument, {
      fullPath: repo.fullPath,
      from: base,
      to: 'main',
      refs: [base, feature],
    });
    expect(history.errors).toBeUndefined();
    const repository = history.data!.project!.repository!;
    expect(repository.compare.commits).toEqual([{ sha: feature, title: 'Add c' }]);
    expect(repository.compare.diffs).toEqual([
      { newPath: 'src/c.ts', newFile: true, diff: '@@ -0,0 +1 @@\n+c\n' },
    ]);
    expect(repository.contributors).toEqual([{ email: 'author@example.com', commits: 2, additions: 4 }]);
    expect(repository.mergeBase).toEqual({ sha: base });
    expect(repository.branchNames).toEqual(['main']);
    expect(repository.changelogNotes).toBe(
      `## 1.0.0 (2026-11-20)\n\n### added (1 change)\n\n- [Add c](${repo.fullPath}@${feature})\n\n`,
    );
  });

  it('commits, creates branches and commits a changelog through mutations', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    const committed = await t.graphql(CommitCreateDocument, {
      input: {
        projectPath: repo.fullPath,
        branch: 'main',
        message: 'Add notes\n\nChangelog: added',
        actions: [{ action: 'CREATE', filePath: 'notes.md', content: 'notes\n' }],
      },
    });
    expect(committed.data!.commitCreate).toMatchObject({
      commit: { title: 'Add notes', authorName: 'Administrator' },
      errors: [],
    });
    const failed = await t.graphql(CommitCreateDocument, {
      input: {
        projectPath: repo.fullPath,
        branch: 'main',
        message: 'Again',
        actions: [{ action: 'CREATE', filePath: 'notes.md', content: 'x' }],
      },
    });
    expect(failed.data!.commitCreate).toEqual({
      commit: null,
      errors: ['A file with this name already exists'],
    });

    const branch = await t.graphql(CreateBranchDocument, {
      input: { projectPath: repo.fullPath, name: 'topic', ref: 'main' },
    });
    expect(branch.data!.createBranch).toEqual({
      branch: { name: 'topic', commit: { sha: committed.data!.commitCreate!.commit!.sha } },
      errors: [],
    });

    const changelog = await t.graphql(ChangelogCreateDocument, {
      input: {
        projectPath: repo.fullPath,
        version: '0.1.0',
        from: repo.sha,
        date: '2026-11-20T00:00:00Z',
      },
    });
    expect(changelog.data!.repositoryChangelogCreate!.errors).toEqual([]);
    const file = await t.get(`/projects/${repo.id}/repository/files/CHANGELOG.md/raw`);
    expect(file.text).toContain('### added (1 change)');
  });

  it('shows a commit as GitLab does: its author as a user, web path, rendered title and description', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    const parent = await t.get(`/projects/${repo.id}/repository/commits/main`);
    const result = await t.graphql(CommitCreateDetailsDocument, {
      input: {
        projectPath: repo.fullPath,
        branch: 'main',
        message: 'Add **notes** <b>now</b>\n\nSee [the docs](https://example.com).\n',
        actions: [{ action: 'CREATE', filePath: 'notes.md', content: 'notes\n' }],
      },
    });
    expect(result.errors).toBeUndefined();
    const commit = result.data!.commitCreate!.commit!;
    const root = await t.get('/user');
    expect(commit).toMatchObject({
      name: 'Add **notes** <b>now</b>',
      fullTitle: 'Add **notes** <b>now</b>',
      // Markdown is rendered; raw HTML is escaped, never passed through.
      titleHtml: 'Add <strong>notes</strong> &lt;b&gt;now&lt;/b&gt;',
      description: 'See [the docs](https://example.com).',
      descriptionHtml: '<p>See <a href="https://example.com">the docs</a>.</p>',
      parentSha: parent.body.id,
      webPath: `/${repo.fullPath}/-/commit/${commit.sha}`,
      author: { username: root.body.username },
    });
    expect(commit.webUrl.endsWith(commit.webPath)).toBe(true);
    expect(commit.authorGravatar).toMatch(/^https:\/\/www\.gravatar\.com\/avatar\/[0-9a-f]{64}/);
  });

  it('schedules a storage move (administrators) and follows it to the end', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    const moved = await t.graphql(StorageMoveCreateDocument, {
      input: { projectId: `gid://gitlab/Project/${repo.id}`, destinationStorageName: 'second' },
    });
    expect(moved.data!.projectRepositoryStorageMoveCreate).toMatchObject({
      storageMove: { state: 'scheduled', sourceStorageName: 'default', destinationStorageName: 'second' },
      errors: [],
    });
    await t.running.services.storageMoves.idle();
    const id = moved.data!.projectRepositoryStorageMoveCreate!.storageMove!.id;
    expect(id).toMatch(/^gid:\/\/gitlab\/Projects::RepositoryStorageMove\/\d+$/);
    const state = await t.graphql(StorageMoveDocument, { id });
    expect(state.data!.projectRepositoryStorageMove).toEqual({ state: 'finished' });
    // Ids of the form this service gave before GitLab's class name are still read.
    const earlier = id.replace('Projects::RepositoryStorageMove', 'ProjectRepositoryStorageMove');
    expect(
      (await t.graphql(StorageMoveDocument, { id: earlier })).data!.projectRepositoryStorageMove,
    ).toEqual({
      state: 'finished',
    });
    const same = await t.graphql(StorageMoveCreateDocument, {
      input: { projectId: `gid://gitlab/Project/${repo.id}`, destinationStorageName: 'second' },
    });
    expect(same.data!.projectRepositoryStorageMoveCreate!.errors).toEqual([
      'Destination storage name must be different from the source storage',
    ]);

    const back = await t.graphql(StorageMoveCreateDocument, {
      input: { projectId: `gid://gitlab/Project/${repo.id}`, destinationStorageName: 'default' },
    });
    expect(back.data!.projectRepositoryStorageMoveCreate!.errors).toEqual([]);
    await t.running.services.storageMoves.idle();
    // Newest first, a page at a time.
    const first = await t.graphql(ProjectStorageMovesDocument, { fullPath: repo.fullPath, first: 1 });
    const page = first.data!.project!.repositoryStorageMoves!;
    expect(page.nodes.map((m) => m.destinationStorageName)).toEqual(['default']);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql(ProjectStorageMovesDocument, {
      fullPath: repo.fullPath,
      first: 1,
      after: page.pageInfo.endCursor,
    });
    expect(second.data!.project!.repositoryStorageMoves!.nodes).toEqual([
      { id, sourceStorageName: 'default', destinationStorageName: 'second', state: 'finished' },
    ]);
    expect(second.data!.project!.repositoryStorageMoves!.pageInfo.hasNextPage).toBe(false);
  });

  it('creates, lists, updates and destroys snippets', async () => {
    const repo = await projectWithFiles(t, { 'README.md': 'r\n' });
    const created = await t.graphql(SnippetCreateDocument, {
      input: {
        projectPath: repo.fullPath,
        title: 'Snip',
        visibilityLevel: 'public',
        blobActions: [
          { action: 'create', filePath: 'a.txt', content: 'a' },
          { action: 'create', filePath: 'b.txt', content: 'b' },
        ],
      },
    });
    expect(created.data!.createSnippet).toMatchObject({
      snippet: {
        title: 'Snip',
        visibilityLevel: 'public',
        blobs: { nodes: [{ path: 'a.txt' }, { path: 'b.txt' }] },
      },
      errors: [],
    });
    const id = created.data!.createSnippet!.snippet!.id;
    const updated = await t.graphql(SnippetUpdateDocument, {
      input: {
        projectPath: repo.fullPath,
        id,
        title: 'Snip 2',
        blobActions: [{ action: 'delete', filePath: 'a.txt' }],
      },
    });
    expect(updated.data!.updateSnippet).toEqual({
      snippet: { title: 'Snip 2', blobs: { nodes: [{ path: 'b.txt' }] } },
      errors: [],
    });
    const listed = await t.graphql(ProjectSnippetsDocument, { fullPath: repo.fullPath });
    expect(listed.data!.project!.snippets).toEqual({
      count: 1,
      nodes: [{ title: 'Snip 2', authorUsername: 'root' }],
    });
    const destroyed = await t.graphql(SnippetDestroyDocument, { input: { projectPath: repo.fullPath, id } });
    expect(destroyed.data!.destroySnippet!.errors).toEqual([]);
    expect(
      (await t.graphql(ProjectSnippetsDocument, { fullPath: repo.fullPath })).data!.project!.snippets!.count,
    ).toBe(0);
  });
});
