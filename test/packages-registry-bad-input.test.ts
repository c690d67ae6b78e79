import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { npmDocument, pypiUpload } from './support/authorization/packages.ts';
import { createUser, unique, type CreatedUser } from './support/fixtures.ts';

// What the package registries answer to requests their clients would never send: a 4xx with a
// message, nothing stored, and private projects as unseen as through the rest of the API.
let t: TestApp;
let publicId: number;
let privateId: number;
let outsider: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  const made = await Promise.all(
    ['public', 'private'].map((visibility) =>
      t.post('/projects', { body: { name: unique('reg'), visibility } }),
    ),
  );
  [publicId, privateId] = made.map((m) => m.body.id as number) as [number, number];
  outsider = await createUser(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const npm = (id: number, rest: string) => `/projects/${id}/packages/npm/${rest}`;

describe('package registries refuse bad input with a 4xx and a message', () => {
  it('refuses a malformed escape in an npm package name', async () => {
    // npm's names are escaped once more than the URL: what remains after the URL's decoding must decode.
    for (const path of [
      npm(publicId, '%25E0%25A4'),
      `/packages/npm/%25E0%25A4`,
      `/groups/1/-/packages/npm/%25ZZ`,
    ]) {
      const response = await t.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body).toEqual({ message: '400 Bad request - package_name is invalid' });
    }
    const undecodable = await t.get(npm(publicId, '%E0%A4%A'));
    expect(undecodable.status).toBe(400);
    expect(undecodable.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('refuses null bytes in the path and the query', async () => {
    const inPath = await t.get(npm(publicId, '@acme%2Fa%00b'));
    expect(inPath.status).toBe(400);
    expect(inPath.body).toEqual({ message: '400 Bad request - Parameters must not contain null bytes' });
    const inQuery = await t.get(`/projects/${publicId}/packages/pypi/simple`, { query: { x: 'a\u0000' } });
    expect(inQuery.status).toBe(400);
  });

  it('refuses npm documents that are not JSON, empty, or name another package', async () => {
    const name = '@acme/bad';
    const path = npm(publicId, encodeURIComponent(name));
    const broken = await t.put(path, { raw: { contentType: 'application/json', data: '{"name": ' } });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: '400 Bad request - Package is invalid' });
    const empty = await t.request('PUT', `/api/v4${path}`);
    expect(empty.status).toBe(400);
    const other = await t.put(path, { body: npmDocument('@acme/other', '1.0.0') });
    expect(other.status).toBe(400);
    const long = `@acme/${'x'.repeat(300)}`;
    const tooLong = await t.put(npm(publicId, encodeURIComponent(long)), {
      body: npmDocument(long, '1.0.0'),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      message: '400 Bad request - name is too long (maximum is 255 characters)',
    });
    expect((await t.get(`/projects/${publicId}/packages`)).body).toEqual([]);
  });

  it('refuses a dist-tag whose version is not a JSON string, and a deprecation without versions', async () => {
    const name = '@acme/tagged';
    expect(
      (await t.put(npm(publicId, encodeURIComponent(name)), { body: npmDocument(name, '1.0.0') })).status,
    ).toBe(200);
    const tag = npm(publicId, `-/package/${encodeURIComponent(name)}/dist-tags/beta`);
    const notJson = await t.put(tag, { raw: { contentType: 'application/json', data: '1.0.0' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: '400 Bad request - body is not valid JSON' });
    const notString = await t.put(tag, { body: { version: '1.0.0' } as unknown as string });
    expect(notString.status).toBe(400);
    const deprecation = await t.put(npm(publicId, encodeURIComponent(name)), {
      headers: { 'npm-command': 'deprecate' },
      body: { name, versions: { '1.0.0': { name } } },
    });
    expect(deprecation.status).toBe(400);
    expect(deprecation.body).toEqual({ message: '400 Bad request - versions are missing' });
  });

  it('refuses a truncated PyPI upload and a name PyPI cannot have, storing nothing', async () => {
    const form = pypiUpload('fine-name', '1.0.0', 'fine_name-1.0.0.tar.gz', Buffer.from('sdist'));
    const truncated = await t.post(`/projects/${publicId}/packages/pypi`, {
      raw: { contentType: form.contentType, data: form.data.subarray(0, form.data.length - 20) },
    });
    expect(truncated.status).toBe(400);
    expect(truncated.body).toEqual({ message: '400 Bad request - content is invalid' });
    const badName = await t.post(`/projects/${publicId}/packages/pypi`, {
      raw: pypiUpload('../evil name', '1.0.0', 'evil.tar.gz', Buffer.from('sdist')),
    });
    expect(badName.status).toBe(400);
    expect(badName.body).toEqual({ message: '400 Bad request - name is invalid' });
    expect((await t.get(`/projects/${publicId}/packages`)).body.map((p: { name: string }) => p.name)).toEqual(
      ['@acme/tagged'],
    );
  });
});

describe('package registries keep private projects private', () => {
  it('asks anonymous callers for credentials, on reads of private projects and on every write', async () => {
    for (const [method, path] of [
      ['GET', npm(privateId, '@acme%2Fsecret')],
      ['GET', `/projects/${privateId}/packages/pypi/simple`],
      ['PUT', npm(publicId, '@acme%2Fanon')],
      ['PUT', `/projects/${publicId}/packages/generic/a/1.0.0/a.txt`],
    ] as const) {
      const response = await t.request(method, `/api/v4${path}`, { token: null });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Basic realm="GitLab Packages Registry"');
      expect(response.body).toEqual({ message: '401 Unauthorized' });
    }
  });

  it('answers a non-member as if the private project did not exist', async () => {
    for (const [method, path] of [
      ['GET', npm(privateId, '@acme%2Fsecret')],
      ['PUT', npm(privateId, '@acme%2Fsecret')],
      ['GET', `/projects/${privateId}/packages/pypi/simple/anything`],
    ] as const) {
      const response = await t.request(method, `/api/v4${path}`, {
        token: outsider.token,
        body: method === 'PUT' ? npmDocument('@acme/secret', '1.0.0') : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: '404 Project Not Found' });
    }
  });
});
