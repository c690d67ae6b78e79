import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { runPythonGitlab } from './support/python-gitlab.ts';

// python-gitlab's repository and snippet managers against a listening app (scripts in test/python/).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('python-gitlab repository', () => {
  it('writes and reads files, commits, branches, tags, the tree, blobs, compare and archives', async () => {
    const result = await runPythonGitlab<any>(t, 'repository.py');
    expect(result.file).toEqual({
      created: { file_path: 'docs/guide.md', branch: 'main' },
      fetched: {
        file_name: 'guide.md',
        file_path: 'docs/guide.md',
        size: 15,
        encoding: 'base64',
        ref: 'main',
        content: '# Guide\n\nfirst\n',
        ids: [40, 40, 40],
      },
      raw: '# Guide\n\nfirst\n',
      binary_roundtrip: true,
      binary_get: true,
      after_updates: '# Guide\n\nthird\n',
      duplicate_message: '400 Bad request - A file with this name already exists',
    });
    expect(result.commit).toEqual({
      title: 'Many actions',
      message: 'Many actions\n\nWith a body.',
      short_id: true,
      parent_is_previous: true,
      // src/old.txt was created and moved in the same commit: git sees one new file.
      diff: [
        ['README.md', 'README.md', false, false],
        ['src/app.py', 'src/app.py', true, false],
        ['src/new.txt', 'src/new.txt', true, false],
      ],
      history_titles: [
        'Many actions',
        'Drop the binary',
        'Rewrite the guide again',
        'Rewrite the guide',
        'Add binary data',
        'Add the guide',
        'Initial commit',
      ],
      by_path: ['Rewrite the guide again', 'Rewrite the guide', 'Add the guide'],
      paged: true,
      refs: [['branch', 'main']],
      missing_message: '404 Commit Not Found',
    });
    expect(result.branch).toEqual({
      created: { name: 'feature/py', commit: true, merged: true },
      get: { name: 'feature/py', default: true, protected: true },
      listed: ['feature/py', 'main', 'old-branch'],
      searched: ['feature/py'],
      after_delete: ['feature/py', 'main'],
    });
    expect(result.tag).toEqual({
      light: { name: 'v1.0.0', message: '', commit: true },
      annotated: { name: 'v1.1.0', message: 'Release 1.1', commit: true, target_differs: true },
      get: 'Release 1.1',
      listed: ['v1.0.0', 'v1.1.0'],
      after_delete: ['v1.1.0'],
    });
    const everything = ['README.md', 'docs', 'docs/guide.md', 'src', 'src/app.py', 'src/new.txt'];
    expect(result.tree).toEqual({
      top: [
        ['README.md', 'blob'],
        ['docs', 'tree'],
        ['src', 'tree'],
      ],
      folder: [
        ['src/app.py', '100644'],
        ['src/new.txt', '100644'],
      ],
      recursive: everything,
      // Pages of 2 followed through the Link headers.
      paged: everything,
      iterator: { total: 6, total_pages: 2, next_page: 2 },
      feature_branch: ['README.md', 'docs', 'feature.txt', 'src'],
    });
    expect(result.blob).toEqual({
      sha: true,
      size: 12,
      encoding: 'base64',
      content: "print('hi')\n",
      raw: "print('hi')\n",
    });
    expect(result.compare).toEqual({
      commits: ['Feature work'],
      diffs: [['feature.txt', true, '@@ -0,0 +1 @@\n+feature\n']],
      same_ref: false,
      web_url: true,
      back: { commits: [], diffs: [] },
    });
    expect(result.merge_base).toBe(true);
    expect(result.contributors).toEqual([
      ['Administrator', 'admin@example.com', 6],
      ['Py Author', 'py-author@example.com', 1],
    ]);
    expect(result.archive).toEqual(everything);
  });

  it('manages project and group labels', async () => {
    const result = await runPythonGitlab<any>(t, 'labels.py');
    expect(result).toEqual({
      project_created: {
        name: 'bug',
        color: '#FF0000',
        text_color: '#FFFFFF',
        description: 'Something broke',
        priority: 3,
        is_project_label: true,
        same_id: true,
      },
      project_list: [
        ['bug', '#FF0000'],
        ['feature', '#ADD8E6'],
      ],
      project_saved: { name: 'defect', color: '#000080', priority: 3 },
      promoted: { in_group: ['feature'], is_project_label: false },
      subscribed: true,
      unsubscribed: false,
      project_after_delete: ['feature'],
      group_created: { name: 'group-wide', color: '#00FF00', description: 'Everywhere', has_priority: false },
      group_saved: 'Still everywhere',
      project_sees_group_labels: ['feature', 'group-wide'],
      group_after_delete: ['feature'],
    });
  });

  it('manages project snippets with one and several files', async () => {
    const result = await runPythonGitlab<any>(t, 'snippets.py');
    expect(result.created).toEqual({
      title: 'py snippet',
      file_name: 'hello.py',
      description: 'made by python-gitlab',
      visibility: 'private',
      author: 'root',
      project_id: true,
      files: ['hello.py'],
      content: "print('hello')\n",
    });
    expect(result.single_file_update).toEqual({
      title: 'py snippet, renamed',
      content: "print('hello again')\n",
    });
    expect(result.multi_file).toEqual({
      files: ['docs/notes.md', 'main.py'],
      notes_raw_url: true,
      notes_raw: '# Notes\n',
      main_raw: "print('hello again')\n",
      content_update_message:
        '400 Bad request - To update Snippets with multiple files, you must use the `files` parameter',
    });
    expect(result.listed).toEqual([
      ['py snippet, renamed', 'private'],
      ['second', 'internal'],
    ]);
    expect(result.user_agent).toEqual({
      user_agent: true,
      ip_address: '127.0.0.1',
      akismet_submitted: false,
    });
    expect(result.after_delete).toEqual({
      titles: ['py snippet, renamed'],
      missing_message: '404 Snippet Not Found',
    });
    expect(result.invalid_title).toEqual({ title: ["can't be blank"] });
  });
});
