import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateNoteDocument,
  DestroyNoteDocument,
  NoteNodeDocument,
  SnippetNotesCostDocument,
  SnippetNotesDocument,
  UpdateNoteDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { cleanupDirs } from './support/git.ts';
import { addMember, createProject, type CreatedProject } from './support/membership.ts';
import { backgroundSettled } from './support/background.ts';
import { ownStatements } from './support/sql-statements.ts';

// Notes and discussions of snippets in GitLab's GraphQL shape, and their cost.
let t: TestApp;
let reporter: CreatedUser;
let outsider: CreatedUser;
let project: CreatedProject;

beforeAll(async () => {
  t = await startTestApp();
  reporter = await createUser(t);
  outsider = await createUser(t);
  project = await createProject(t, { visibility: 'public' });
  await addMember(t, 'projects', project.id, reporter.id, 20);
});

afterAll(async () => {
  await t.close();
  await cleanupDirs();
});

async function newSnippet(projectId: number, visibility = 'public'): Promise<number> {
  const made = await t.post(`/projects/${projectId}/snippets`, {
    body: { title: 'talk', visibility, files: [{ file_path: 'a.txt', content: 'a' }] },
  });
  expect(made.status, made.text).toBe(201);
  return made.body.id as number;
}

const snippetGid = (id: number) => `gid://gitlab/ProjectSnippet/${id}`;

describe('notes in GraphQL', () => {
  it('creates notes and replies, reads them on the snippet, updates and destroys them', async () => {
    const snippet = await newSnippet(project.id);
    const created = await t.graphql(
      CreateNoteDocument,
      { input: { noteableId: snippetGid(snippet), body: 'Hello **there**' } },
      reporter.token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createNote!.errors).toEqual([]);
    const note = created.data!.createNote!.note!;
    expect(note).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/gitlab\/Note\/\d+$/),
      body: 'Hello **there**',
    });
    expect(note.author!.username).toBe(reporter.username);

    const thread = await t.post(`/projects/${project.id}/snippets/${snippet}/discussions`, {
      body: { body: 'Thread' },
    });
    const reply = await t.graphql(
      CreateNoteDocument,
      {
        input: {
          noteableId: snippetGid(snippet),
          body: 'Reply',
          discussionId: `gid://gitlab/Discussion/${thread.body.id}`,
        },
      },
      outsider.token,
    );
    expect(reply.data!.createNote!.errors).toEqual([]);
    expect(reply.data!.createNote!.note!.discussion!.id).toBe(`gid://gitlab/Discussion/${thread.body.id}`);

    // Individual notes take no replies on snippets.
    const toSingle = await t.graphql(CreateNoteDocument, {
      input: {
        noteableId: snippetGid(snippet),
        body: 'no',
        discussionId: (
          await t.graphql(SnippetNotesDocument, {
            fullPath: project.path_with_namespace,
            ids: [snippetGid(snippet)],
          })
        ).data!.project!.snippets!.nodes[0]!.discussions.nodes[0]!.id,
      },
    });
    expect(toSingle.data!.createNote!.errors).toEqual(['Discussion can not be replied to.']);

    const read = await t.graphql(
      SnippetNotesDocument,
      { fullPath: project.path_with_namespace, ids: [snippetGid(snippet)] },
      reporter.token,
    );
    expect(read.errors).toBeUndefined();
    const shown = read.data!.project!.snippets!.nodes[0]!;
    expect(shown.userPermissions.createNote).toBe(true);
    expect(shown.notes.count).toBe(3);
    expect(shown.notes.nodes.map((n) => [n.body, n.author!.username, n.userPermissions.adminNote])).toEqual([
      ['Hello **there**', reporter.username, true],
      ['Thread', 'root', false],
      ['Reply', outsider.username, false],
    ]);
    expect(shown.notes.nodes[0]).toMatchObject({
      bodyHtml: '<p>Hello <strong>there</strong></p>',
      system: false,
      internal: false,
      resolvable: false,
      resolved: false,
      lastEditedAt: null,
      project: { fullPath: project.path_with_namespace },
    });
    expect(shown.notes.nodes[2]!.discussion!.notes.nodes.map((n) => n.id)).toEqual([
      shown.notes.nodes[1]!.id,
      shown.notes.nodes[2]!.id,
    ]);
    expect(shown.discussions.nodes.map((d) => d.notes.nodes.map((n) => n.body))).toEqual([
      ['Hello **there**'],
      ['Thread', 'Reply'],
    ]);
    expect(shown.discussions.nodes[1]).toMatchObject({
      id: `gid://gitlab/Discussion/${thread.body.id}`,
      replyId: `gid://gitlab/Discussion/${thread.body.id}`,
      resolvable: false,
      resolved: false,
    });

    const node = await t.graphql(NoteNodeDocument, { id: note.id });
    expect(node.data!.node).toEqual({ id: note.id, body: 'Hello **there**' });

    const refused = await t.graphql(
      UpdateNoteDocument,
      { input: { id: note.id, body: 'hijack' } },
      outsider.token,
    );
    expect(refused.data!.updateNote!.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const blank = await t.graphql(UpdateNoteDocument, { input: { id: note.id, body: ' ' } }, reporter.token);
    expect(blank.data!.updateNote!.errors).toEqual([`Note {:note=>["can't be blank"]}`]);
    const updated = await t.graphql(
      UpdateNoteDocument,
      { input: { id: note.id, body: 'Edited' } },
      reporter.token,
    );
    expect(updated.data!.updateNote).toMatchObject({
      errors: [],
      note: { body: 'Edited', lastEditedAt: expect.any(String) },
    });

    const destroyed = await t.graphql(DestroyNoteDocument, { input: { id: note.id } }, reporter.token);
    expect(destroyed.data!.destroyNote).toEqual({ note: null, errors: [] });
    expect((await t.graphql(NoteNodeDocument, { id: note.id })).data!.node).toBeNull();
  });

  it('hides notes of snippets the caller may not read, and refuses comments there', async () => {
    const hidden = await newSnippet(project.id, 'private');
    const made = await t.graphql(CreateNoteDocument, {
      input: { noteableId: snippetGid(hidden), body: 'secret' },
    });
    const id = made.data!.createNote!.note!.id;
    expect((await t.graphql(NoteNodeDocument, { id }, outsider.token)).data!.node).toBeNull();
    const refused = await t.graphql(
      CreateNoteDocument,
      { input: { noteableId: snippetGid(hidden), body: 'let me in' } },
      outsider.token,
    );
    expect(refused.data!.createNote).toEqual({
      note: null,
      errors: [
        "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
      ],
    });
    const anonymous = await t.graphql(
      CreateNoteDocument,
      { input: { noteableId: snippetGid(hidden), body: 'x' } },
      null,
    );
    expect(anonymous.data?.createNote?.note ?? null).toBeNull();
    const badId = await t.graphql(CreateNoteDocument, {
      input: { noteableId: 'gid://gitlab/Nope/1', body: 'x' },
    });
    expect(badId.data!.createNote!.errors).toHaveLength(1);
  });
});

describe('cost of snippet notes and discussions', () => {
  it('takes the same SQL statements at 5 and at 100 notes per snippet, authors included', async () => {
    const authors = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const small = await createProject(t, { visibility: 'public' });
    const large = await createProject(t, { visibility: 'public' });
    for (const [where, count] of [
      [small, 5],
      [large, 100],
    ] as const) {
      for (let s = 0; s < 2; s++) {
        const snippet = await newSnippet(where.id);
        for (let i = 0; i < count; i++) {
          const author = authors[i % authors.length]!;
          const path = `/projects/${where.id}/snippets/${snippet}/${i % 2 === 0 ? 'notes' : 'discussions'}`;
          const made = await t.post(path, { body: { body: `note ${i}` }, token: author.token });
          expect(made.status, made.text).toBe(201);
        }
      }
    }
    const run = async (fullPath: string) => {
      await backgroundSettled(t);
      t.sql.reset();
      const response = await t.graphql(SnippetNotesCostDocument, { fullPath, first: 2 });
      expect(response.errors).toBeUndefined();
      const statements = ownStatements(t.sql.statements);
      return { data: response.data!, statements };
    };
    const few = await run(small.path_with_namespace);
    const many = await run(large.path_with_namespace);
    const fewNodes = few.data.project!.snippets!.nodes;
    const manyNodes = many.data.project!.snippets!.nodes;
    expect(fewNodes.map((s) => s.notes.nodes.length)).toEqual([5, 5]);
    expect(manyNodes.map((s) => s.notes.nodes.length)).toEqual([100, 100]);
    expect(manyNodes.map((s) => s.discussions.nodes.length)).toEqual([100, 100]);
    expect(manyNodes.every((s) => s.notes.nodes.every((n) => n.author?.username && n.author.name))).toBe(
      true,
    );
    expect(many.statements.length).toBe(few.statements.length);
  }, 180_000);
});
