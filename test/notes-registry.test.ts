import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../src/core/actor.ts';
import type { Noteable, NoteableKind } from '../src/modules/notes/noteables.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject, type CreatedProject } from './support/membership.ts';

/**
 * The generic rules of the notes module, through a noteable kind registered as merge requests will
 * register theirs: discussion locks, resolvable threads, replies that turn notes into threads,
 * internal notes, diff positions.
 */
let t: TestApp;
let project: CreatedProject;
let developer: CreatedUser;
let reporter: CreatedUser;
let outsider: CreatedUser;
const locked = new Set<number>();

const kind: NoteableKind = {
  type: 'TestThing',
  globalIdClass: 'TestThing',
  routeSegment: 'test_things',
  find: async (actor, projectIdOrPath, id) => thing(actor, projectIdOrPath, id),
  loadMany: async (actor, ids) => Promise.all(ids.map((id) => thing(actor, project.id, id))),
  canCreateNote: (actor) => actor.user !== null,
  canAdminNotes: (_, n) => n.project.access >= 40,
  canAwardEmoji: (actor) => actor.user !== null,
  canResolve: (_, n) => n.project.access >= 30,
  resolvable: true,
  replyToIndividualNotes: true,
  internalNotes: true,
  validatePosition: async (_, __, position) => {
    if (typeof position.new_line !== 'number') throw new Error('unreachable in these tests');
    return { new_line: position.new_line, new_path: position.new_path };
  },
};

async function thing(actor: Actor, projectIdOrPath: string | number, id: number): Promise<Noteable> {
  const subject = await t.running.services.projects.find(actor, projectIdOrPath);
  return {
    type: 'TestThing',
    id,
    iid: id,
    project: subject,
    discussionLocked: locked.has(id),
    webUrl: `${subject.project.fullPath}/-/test_things/${id}`,
    subject: null,
  };
}

const actorOf = (user: CreatedUser | null) =>
  t.running.services.authentication.authenticate(user ? { privateToken: user.token } : {});

/** Runs `fn` as `user` on thing `id`. */
async function as<T>(
  user: CreatedUser,
  id: number,
  fn: (actor: Actor, noteable: Noteable) => Promise<T>,
): Promise<T> {
  return t.run(async () => {
    const actor = await actorOf(user);
    return fn(actor, await thing(actor, project.id, id));
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'succeeded',
    (error: { kind?: string; message: string }) => `${error.kind ?? 'error'}: ${error.message}`,
  );

beforeAll(async () => {
  t = await startTestApp();
  t.running.services.notes.register(kind);
  project = await createProject(t, { visibility: 'public' });
  developer = await createUser(t);
  reporter = await createUser(t);
  outsider = await createUser(t);
  await addMember(t, 'projects', project.id, developer.id, 30);
  await addMember(t, 'projects', project.id, reporter.id, 20);
});

afterAll(async () => {
  await t.close();
});

describe('the noteable registry', () => {
  it('takes comments on a locked discussion from project members only', async () => {
    locked.add(1);
    expect(
      await failure(as(outsider, 1, (a, n) => t.running.services.notes.create(a, n, { body: 'hi' }))),
    ).toBe('forbidden: forbidden');
    const note = await as(reporter, 1, (a, n) => t.running.services.notes.create(a, n, { body: 'member' }));
    expect(note.note.body).toBe('member');
    expect(await as(outsider, 1, async (a, n) => t.running.services.notes.canCreateNote(a, n))).toBe(false);
    expect(await as(outsider, 2, async (a, n) => t.running.services.notes.canCreateNote(a, n))).toBe(true);
  });

  it('turns an individual note into a thread on reply, where the kind allows it', async () => {
    const { notes } = t.running.services;
    const single = await as(outsider, 3, (a, n) => notes.create(a, n, { body: 'alone' }));
    expect(single.resolvable).toBe(false);
    const reply = await as(developer, 3, (a, n) =>
      notes.reply(a, n, single.note.discussionId, { body: 'reply' }),
    );
    expect(reply.note.type).toBe('DiscussionNote');
    const thread = await as(developer, 3, (a, n) => notes.discussion(a, n, single.note.discussionId));
    expect(thread.individual).toBe(false);
    expect(thread.notes.map((v) => [v.note.body, v.note.type, v.resolvable])).toEqual([
      ['alone', 'DiscussionNote', true],
      ['reply', 'DiscussionNote', true],
    ]);
    // System notes take no replies.
    const system = await t.run(() =>
      t.running.services.uow.run((tx) =>
        notes.createSystemNote(
          tx,
          { type: 'TestThing', id: 3, projectId: project.id },
          developer.id,
          'merged',
        ),
      ),
    );
    expect(
      await failure(as(developer, 3, (a, n) => notes.reply(a, n, system.discussionId, { body: 'x' }))),
    ).toBe('bad_request: Discussion can not be replied to.');
  });

  it('resolves thread notes for those the kind lets resolve, and their authors', async () => {
    const { notes } = t.running.services;
    const thread = await as(outsider, 4, (a, n) => notes.createDiscussion(a, n, { body: 'please fix' }));
    const noteId = thread.notes[0]!.note.id;
    expect(await failure(as(reporter, 4, (a, n) => notes.resolve(a, n, noteId, true)))).toBe(
      'forbidden: forbidden',
    );
    const resolved = await as(developer, 4, (a, n) => notes.resolve(a, n, noteId, true));
    expect(resolved.note.resolvedAt).toBeInstanceOf(Date);
    expect(resolved.note.resolvedBy?.id).toBe(developer.id);
    const reopened = await as(outsider, 4, (a, n) => notes.resolve(a, n, noteId, false));
    expect(reopened.note.resolvedAt).toBeNull();
  });

  it('keeps internal notes from those below Reporter', async () => {
    const { notes } = t.running.services;
    await as(reporter, 5, (a, n) => notes.create(a, n, { body: 'internal', internal: true }));
    await as(outsider, 5, (a, n) => notes.create(a, n, { body: 'public' }));
    expect(await failure(as(outsider, 5, (a, n) => notes.create(a, n, { body: 'x', internal: true })))).toBe(
      'forbidden: forbidden',
    );
    const request = { kind: 'offset', page: 1, perPage: 20 } as const;
    const seen = (user: CreatedUser) =>
      as(user, 5, async (a, n) =>
        (await notes.list(a, n, { orderBy: 'created_at', sort: 'asc' }, request)).items.map(
          (v) => v.note.body,
        ),
      );
    expect(await seen(reporter)).toEqual(['internal', 'public']);
    expect(await seen(outsider)).toEqual(['public']);
    const discussions = await as(outsider, 5, (a, n) => notes.discussions(a, n, request));
    expect(discussions.items.map((d) => d.notes.map((v) => v.note.body))).toEqual([['public']]);
  });

  it('records note events with the change, published after commit', async () => {
    const { notes, bus } = t.running.services;
    const seen: string[] = [];
    const stop = bus.on('note.created', (e) =>
      seen.push(`created ${e.payload.noteableType} ${e.payload.noteableId}`),
    );
    const stopUpdated = bus.on('note.updated', (e) => seen.push(`updated ${e.payload.noteId}`));
    const stopDeleted = bus.on('note.deleted', (e) => seen.push(`deleted ${e.payload.noteId}`));
    try {
      const note = await as(developer, 7, (a, n) => notes.create(a, n, { body: 'one' }));
      await as(developer, 7, (a, n) => notes.update(a, n, note.note.id, { body: 'two' }));
      await as(developer, 7, (a, n) => notes.delete(a, n, note.note.id));
      await expect.poll(() => seen.length).toBe(3);
      expect(seen).toEqual(['created TestThing 7', `updated ${note.note.id}`, `deleted ${note.note.id}`]);
    } finally {
      stop();
      stopUpdated();
      stopDeleted();
    }
  });

  it('starts diff threads through the kind position check', async () => {
    const { notes } = t.running.services;
    const thread = await as(developer, 6, (a, n) =>
      notes.createDiscussion(a, n, {
        body: 'on a line',
        position: { new_line: 3, new_path: 'a.txt', extra: 1 },
      }),
    );
    expect(thread.notes[0]!.note.type).toBe('DiffNote');
    expect(thread.notes[0]!.note.position).toEqual({ new_line: 3, new_path: 'a.txt' });
    const reply = await as(outsider, 6, (a, n) => notes.reply(a, n, thread.id, { body: 'agreed' }));
    expect(reply.note.type).toBe('DiffNote');
    expect(reply.note.position).toEqual({ new_line: 3, new_path: 'a.txt' });
  });
});
