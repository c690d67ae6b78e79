import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser } from './support/fixtures.ts';
import { addMember, createProject } from './support/membership.ts';

let t: TestApp;
let api: InstanceType<typeof Gitlab>;

beforeAll(async () => {
  t = await startTestApp();
  api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
});

afterAll(async () => {
  await t.close();
});

describe('snippet emoji reactions through @gitbeaker/rest', () => {
  it('awards, lists, shows and removes emoji as a GitLab client does', async () => {
    const project = await createProject(t);
    const member = await createUser(t);
    await addMember(t, 'projects', project.id, member.id, 20);
    const snippet = await api.ProjectSnippets.create(project.id, 'reacted', {
      visibility: 'private',
      files: [{ filePath: 'a.txt', content: 'a' }],
    });
    const awards = api.ProjectSnippetAwardEmojis;
    const memberAwards = new Gitlab({ host: await t.listen(), token: member.token })
      .ProjectSnippetAwardEmojis;

    const mine = await memberAwards.award(project.id, snippet.id, 'thumbsup');
    expect(mine).toMatchObject({ name: 'thumbsup', awardable_type: 'Snippet', awardable_id: snippet.id });
    const roots = await awards.award(project.id, snippet.id, 'rocket');
    await expect(awards.award(project.id, snippet.id, 'rocket')).rejects.toMatchObject({
      cause: { response: { status: 404 } },
    });

    const all = await awards.all(project.id, snippet.id);
    expect(all.map((a) => [a.name, a.user.username])).toEqual([
      ['thumbsup', member.username],
      ['rocket', 'root'],
    ]);
    expect(await memberAwards.show(project.id, snippet.id, roots.id)).toMatchObject({
      id: roots.id,
      name: 'rocket',
    });

    await expect(memberAwards.remove(project.id, snippet.id, roots.id)).rejects.toMatchObject({
      cause: { response: { status: 401 } },
    });
    await memberAwards.remove(project.id, snippet.id, mine.id);
    expect((await awards.all(project.id, snippet.id)).map((a) => a.name)).toEqual(['rocket']);
  });
});
