import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AwardEmojiAddDocument,
  AwardEmojiRemoveDocument,
  AwardEmojiToggleDocument,
  SnippetAwardPermissionDocument,
} from './generated/graphql.ts';
import { kysely } from '../src/db/database.ts';
import { myReactionCondition } from '../src/modules/award-emoji/award-emoji.service.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { addMember, createProject } from './support/membership.ts';

let t: TestApp;
let member: CreatedUser;
let other: CreatedUser;
let outsider: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  member = await createUser(t);
  other = await createUser(t);
  outsider = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

async function snippetIn(visibility: 'private' | 'public') {
  const project = await createProject(t, { visibility });
  await addMember(t, 'projects', project.id, member.id, 30);
  await addMember(t, 'projects', project.id, other.id, 10);
  const snippet = await t.post(`/projects/${project.id}/snippets`, {
    body: { title: 's', visibility, files: [{ file_path: 'a.txt', content: 'a' }] },
  });
  expect(snippet.status).toBe(201);
  const base = `/projects/${project.id}/snippets/${snippet.body.id}/award_emoji`;
  return { project, snippetId: snippet.body.id as number, base };
}

const award = (base: string, name: unknown, token?: string) => t.post(base, { body: { name }, token });

describe('emoji reactions on project snippets (REST)', () => {
  it('awards, lists, shows and removes emoji with GitLab’s fields and refusals', async () => {
    const { snippetId, base } = await snippetIn('private');
    const created = await award(base, 'thumbsup', member.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'thumbsup',
      user: { id: member.id, username: member.username },
      awardable_id: snippetId,
      awardable_type: 'Snippet',
      url: null,
    });
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // An alias is the emoji's name; the same award twice is GitLab's 404.
    const again = await award(base, '+1', member.token);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: '404 Award Emoji Name has already been taken Not Found' });
    const unknown = await award(base, 'no_such_emoji', member.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '404 Award Emoji Name is not a valid emoji name Not Found' });
    expect((await t.post(base, { body: {}, token: member.token })).status).toBe(400);

    expect((await award(base, 'tada', member.token)).status).toBe(201);
    const others = await award(base, 'thumbsup', other.token);
    expect(others.status).toBe(201);

    const list = await t.get(base, { token: other.token, query: { per_page: 2 } });
    expect(list.status).toBe(200);
    expect(list.body.map((a: { name: string }) => a.name)).toEqual(['thumbsup', 'tada']);
    expect(list.headers['x-total']).toBe('3');
    expect(list.headers['x-next-page']).toBe('2');
    const second = await t.get(base, { token: other.token, query: { per_page: 2, page: 2 } });
    expect(second.body.map((a: { user: { id: number } }) => a.user.id)).toEqual([other.id]);

    const one = await t.get(`${base}/${created.body.id}`, { token: other.token });
    expect(one.body).toMatchObject({ id: created.body.id, name: 'thumbsup' });
    const elsewhere = await snippetIn('private');
    const missing = await t.get(`${elsewhere.base}/${created.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: '404 Not found' });

    // A private project's snippet is a 404 to outsiders, for reads and awards alike.
    expect((await t.get(base, { token: outsider.token })).status).toBe(404);
    expect((await award(base, 'eyes', outsider.token)).status).toBe(404);
    expect((await t.get(base, { token: null })).status).toBe(404);
    expect((await award(base, 'eyes', null as unknown as string)).status).toBe(401);

    // Only the award's author (or an administrator) removes it: others get GitLab's 401.
    const refused = await t.delete(`${base}/${created.body.id}`, { token: other.token });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: '401 Unauthorized' });
    expect((await t.delete(`${base}/${created.body.id}`, { token: member.token })).status).toBe(204);
    expect((await t.delete(`${base}/${others.body.id}`)).status).toBe(204);
    expect((await t.get(base, { token: member.token })).body.map((a: { name: string }) => a.name)).toEqual([
      'tada',
    ]);
  });

  it('lets anyone read a public snippet’s awards and any signed-in user award it', async () => {
    const { base } = await snippetIn('public');
    expect((await award(base, 'heart', outsider.token)).status).toBe(201);
    const anonymous = await t.get(base, { token: null });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body[0]).toMatchObject({ name: 'heart', user: { username: outsider.username } });
  });

  it('removes a snippet’s awards with the snippet', async () => {
    const { project, snippetId, base } = await snippetIn('private');
    expect((await award(base, 'rocket', member.token)).status).toBe(201);
    const services = t.running.services;
    expect(await services.awardEmoji.namesAwardedBy(member.id, 'Snippet', [snippetId])).toEqual(
      new Map([[snippetId, ['rocket']]]),
    );
    expect((await t.delete(`/projects/${project.id}/snippets/${snippetId}`)).status).toBe(204);
    expect(await services.awardEmoji.namesAwardedBy(member.id, 'Snippet', [snippetId])).toEqual(
      new Map([[snippetId, []]]),
    );
  });
});

describe('read helpers for awardables', () => {
  it('counts thumbs up and down and the names a user awarded, one statement for many awardables', async () => {
    const a = await snippetIn('private');
    const b = await snippetIn('private');
    await award(a.base, 'thumbsup', member.token);
    await award(a.base, 'thumbsup', other.token);
    await award(a.base, 'thumbsdown');
    await award(b.base, 'thumbsdown', member.token);
    await award(b.base, 'tada', member.token);
    const services = t.running.services;
    t.sql.reset();
    const votes = await t.run(() => services.awardEmoji.votes('Snippet', [a.snippetId, b.snippetId, 0]));
    expect(t.sql.statements.filter((s) => /award_emoji/.test(s))).toHaveLength(1);
    expect(votes).toEqual(
      new Map([
        [a.snippetId, { upvotes: 2, downvotes: 1 }],
        [b.snippetId, { upvotes: 0, downvotes: 1 }],
        [0, { upvotes: 0, downvotes: 0 }],
      ]),
    );
    t.sql.reset();
    const mine = await t.run(() =>
      services.awardEmoji.namesAwardedBy(member.id, 'Snippet', [a.snippetId, b.snippetId]),
    );
    expect(t.sql.statements.filter((s) => /award_emoji/.test(s))).toHaveLength(1);
    expect(mine).toEqual(
      new Map([
        [a.snippetId, ['thumbsup']],
        [b.snippetId, ['thumbsdown', 'tada']],
      ]),
    );
  });
});

describe('reads for awardables’ own lists', () => {
  it('pages the awards of many awardables in two statements, and filters by the caller’s reaction', async () => {
    const a = await snippetIn('private');
    const b = await snippetIn('private');
    const c = await snippetIn('private');
    await award(a.base, 'thumbsup', member.token);
    await award(a.base, 'tada', member.token);
    await award(a.base, 'eyes', other.token);
    await award(b.base, 'heart', other.token);
    const services = t.running.services;
    t.sql.reset();
    const pages = await t.run(() =>
      services.awardEmoji.pageByAwardable('Snippet', [a.snippetId, b.snippetId, c.snippetId], {
        kind: 'keyset',
        direction: 'forward',
        size: 2,
        cursor: null,
      }),
    );
    expect(t.sql.statements.filter((s) => /award_emoji/.test(s))).toHaveLength(2);
    const names = (id: number) => pages.get(id)!.items.map((x) => `${x.name}:${x.user.username}`);
    expect(names(a.snippetId)).toEqual([`thumbsup:${member.username}`, `tada:${member.username}`]);
    expect(pages.get(a.snippetId)!.hasNextPage).toBe(true);
    expect(names(b.snippetId)).toEqual([`heart:${other.username}`]);
    expect(names(c.snippetId)).toEqual([]);

    const ids = [a.snippetId, b.snippetId, c.snippetId];
    const filtered = (reaction: string) =>
      kysely(t.running.orm.em.fork())
        .selectFrom('snippets')
        .select('id')
        .where('id', 'in', ids)
        .where(myReactionCondition('snippets.id', 'Snippet', member.id, reaction))
        .orderBy('id')
        .execute()
        .then((rows) => rows.map((r) => r.id));
    expect(await filtered('+1')).toEqual([a.snippetId]);
    expect(await filtered('Any')).toEqual([a.snippetId]);
    expect(await filtered('None')).toEqual([b.snippetId, c.snippetId]);
    expect(await filtered('heart')).toEqual([]);
  });
});

describe('emoji reactions on project snippets (GraphQL)', () => {
  it('adds, toggles and removes awards with GitLab’s payloads', async () => {
    const { snippetId, base } = await snippetIn('private');
    const awardableId = `gid://gitlab/ProjectSnippet/${snippetId}`;
    const added = await t.graphql(AwardEmojiAddDocument, { awardableId, name: 'thumbsup' }, member.token);
    expect(added.data?.awardEmojiAdd).toEqual({
      clientMutationId: 'add',
      errors: [],
      awardEmoji: {
        name: 'thumbsup',
        description: 'thumbs up',
        unicode: '1F44D',
        emoji: '👍',
        unicodeVersion: '6.0',
        user: { username: member.username },
      },
    });
    const twice = await t.graphql(AwardEmojiAddDocument, { awardableId, name: 'thumbsup' }, member.token);
    expect(twice.data?.awardEmojiAdd).toMatchObject({
      errors: ['Name has already been taken'],
      awardEmoji: null,
    });
    const bad = await t.graphql(AwardEmojiAddDocument, { awardableId, name: 'nope_nope' }, member.token);
    expect(bad.data?.awardEmojiAdd?.errors).toEqual(['Name is not a valid emoji name']);

    const on = await t.graphql(AwardEmojiToggleDocument, { awardableId, name: 'tada' }, member.token);
    expect(on.data?.awardEmojiToggle).toMatchObject({
      errors: [],
      toggledOn: true,
      awardEmoji: { name: 'tada' },
    });
    const off = await t.graphql(AwardEmojiToggleDocument, { awardableId, name: 'tada' }, member.token);
    expect(off.data?.awardEmojiToggle).toEqual({ errors: [], toggledOn: false, awardEmoji: null });

    const removed = await t.graphql(AwardEmojiRemoveDocument, { awardableId, name: '+1' }, member.token);
    expect(removed.data?.awardEmojiRemove).toEqual({ errors: [], awardEmoji: null });
    const notGiven = await t.graphql(
      AwardEmojiRemoveDocument,
      { awardableId, name: 'thumbsup' },
      member.token,
    );
    expect(notGiven.data?.awardEmojiRemove?.errors).toEqual([
      'You have not awarded emoji of type thumbsup to the awardable',
    ]);
    expect((await t.get(base, { token: member.token })).body).toEqual([]);

    const hidden = await t.graphql(AwardEmojiAddDocument, { awardableId, name: 'eyes' }, outsider.token);
    expect(hidden.data?.awardEmojiAdd?.errors).toEqual([
      "The resource that you are attempting to access does not exist or you don't have permission to perform this action",
    ]);
    const wrongClass = await t.graphql(
      AwardEmojiAddDocument,
      { awardableId: `gid://gitlab/Project/${snippetId}`, name: 'eyes' },
      member.token,
    );
    expect(wrongClass.data?.awardEmojiAdd?.errors).toEqual(['Project is not awardable']);

    const permissions = await t.graphql(SnippetAwardPermissionDocument, { ids: [awardableId] }, other.token);
    expect(permissions.data?.snippets?.nodes).toEqual([{ userPermissions: { awardEmoji: true } }]);
  });
});
