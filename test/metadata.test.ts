import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstanceMetadataDocument } from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createToken, createUser, type CreatedUser } from './support/fixtures.ts';

let t: TestApp;
let user: CreatedUser;

beforeAll(async () => {
  t = await startTestApp();
  user = await createUser(t);
});

afterAll(async () => {
  await t.close();
});

const METADATA = {
  version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
  revision: expect.stringMatching(/^railyard-\d+\.\d+\.\d+/),
  kas: { enabled: false, externalUrl: null, externalK8sProxyUrl: null, version: null },
  enterprise: false,
};

describe('GET /version and GET /metadata', () => {
  it('tell signed-in users the GitLab version served, as a plain release number, in the same shape', async () => {
    const metadata = await t.get('/metadata', { token: user.token });
    expect(metadata.status, metadata.text).toBe(200);
    expect(metadata.headers['content-type']).toBe('application/json');
    expect(metadata.body).toEqual(METADATA);
    const [major] = (metadata.body.version as string).split('.').map(Number);
    expect(major).toBeGreaterThanOrEqual(18);
    // /version is GitLab's mirror of /metadata.
    expect((await t.get('/version', { token: user.token })).body).toEqual(metadata.body);
  });

  it('need a signed-in caller whose token may read the API or the user', async () => {
    for (const path of ['/metadata', '/version']) {
      expect(await t.get(path, { token: null })).toMatchObject({
        status: 401,
        body: { message: '401 Unauthorized' },
      });
      for (const scope of ['read_api', 'read_user', 'ai_features'] as const) {
        const token = await createToken(t, user.id, [scope]);
        expect((await t.get(path, { token })).status, `${path} with ${scope}`).toBe(200);
      }
      const repositoryOnly = await createToken(t, user.id, ['read_repository']);
      expect(await t.get(path, { token: repositoryOnly })).toMatchObject({
        status: 403,
        body: { error: 'insufficient_scope', scope: expect.stringContaining('read_user') },
      });
    }
  });

  it('are read by @gitbeaker/rest and through GraphQL metadata', async () => {
    const api = new Gitlab({ host: await t.listen(), token: user.token });
    expect(await api.Metadata.show()).toEqual(METADATA);

    const answer = await t.graphql(InstanceMetadataDocument, {}, user.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.metadata).toEqual(METADATA);
    const anonymous = await t.graphql(InstanceMetadataDocument, {}, null);
    expect(anonymous.data).toEqual({ metadata: null });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
