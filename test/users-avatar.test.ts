import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let dataDir: string;
let base: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'railyard-avatars-'));
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  base = await t.listen();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A tiny PNG-looking payload of the given size. */
function image(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 251;
  return bytes;
}

async function putAvatar(
  user: CreatedUser | null,
  file: { name: string; bytes: Uint8Array<ArrayBuffer> } | null,
) {
  const form = new FormData();
  if (file) form.append('avatar', new Blob([file.bytes], { type: 'image/png' }), file.name);
  else form.append('other', 'value');
  const response = await fetch(`${base}/api/v4/user/avatar`, {
    method: 'PUT',
    headers: user ? { 'private-token': user.token } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('PUT /user/avatar', () => {
  it('stores the avatar, answers 200 with avatar_url, and serves the file there', async () => {
    const user = await createUser(t);
    const bytes = image(1024);
    const response = await putAvatar(user, { name: 'me.png', bytes });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      avatar_url: `http://railyard.test/uploads/-/system/user/avatar/${user.id}/me.png`,
    });
    const served = await fetch(`${base}/uploads/-/system/user/avatar/${user.id}/me.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect((await t.get(`/users/${user.id}`, { token: user.token })).body.avatar_url).toBe(
      response.body.avatar_url,
    );
    expect(
      (await t.get('/users', { token: null, query: { username: user.username } })).body[0].avatar_url,
    ).toBe(response.body.avatar_url);
  });

  it('replaces the previous file', async () => {
    const user = await createUser(t);
    await putAvatar(user, { name: 'first.png', bytes: image(100) });
    const second = await putAvatar(user, { name: 'second.jpg', bytes: image(200) });
    expect(second.body.avatar_url).toMatch(/second\.jpg$/);
    const files = await readdir(
      path.join(dataDir, 'uploads', '-', 'system', 'user', 'avatar', String(user.id)),
    );
    expect(files).toEqual(['second.jpg']);
    expect((await fetch(`${base}/uploads/-/system/user/avatar/${user.id}/first.png`)).status).toBe(404);
  });

  it('refuses files above 200 KiB and formats that are not images', async () => {
    const user = await createUser(t);
    const big = await putAvatar(user, { name: 'big.png', bytes: image(200 * 1024 + 1) });
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ message: 'Avatar is too big (should be at most 200 KiB)' });
    const exact = await putAvatar(user, { name: 'exact.png', bytes: image(200 * 1024) });
    expect(exact.status).toBe(200);
    const text = await putAvatar(user, { name: 'notes.txt', bytes: image(10) });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^Avatar file format is not supported/);
    expect((await t.get(`/users/${user.id}`, { token: user.token })).body.avatar_url).toMatch(/exact\.png$/);
  });

  it('needs the avatar field and a signed-in caller', async () => {
    const user = await createUser(t);
    const missing = await putAvatar(user, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: '400 Bad request - avatar is missing' });
    const anonymous = await putAvatar(null, { name: 'a.png', bytes: image(10) });
    expect(anonymous.status).toBe(401);
  });

  it('serves nothing for unknown files or models', async () => {
    expect((await fetch(`${base}/uploads/-/system/user/avatar/999999/none.png`)).status).toBe(404);
    expect((await fetch(`${base}/uploads/-/system/secrets/avatar/1/x.png`)).status).toBe(404);
  });

  it('lets administrators set an avatar through PUT /users/:id (as @gitbeaker does)', async () => {
    const user = await createUser(t);
    const api = new Gitlab({ host: base, token: ROOT_TOKEN });
    const edited = await api.Users.edit(user.id, {
      bio: 'with avatar',
      avatar: { content: new Blob([image(300)]), filename: 'beaker.png' },
    });
    expect(edited.bio).toBe('with avatar');
    expect(edited.avatar_url).toBe(`http://railyard.test/uploads/-/system/user/avatar/${user.id}/beaker.png`);
    expect((await fetch(`${base}/uploads/-/system/user/avatar/${user.id}/beaker.png`)).status).toBe(200);
  });
});
