import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember, createGroup } from './support/membership.ts';
import { base64, makeIdpKeys, samlResponseXml, signSaml, type IdpKeys } from './support/saml-idp.ts';

// Group SAML single sign-on against real signed responses: a throwaway IdP key pair signs them
// (xml-crypto), the callback verifies them (node-saml), and what it changes is read back.
let t: TestApp;
let idp: IdpKeys;
let stranger: IdpKeys;
beforeAll(async () => {
  t = await startTestApp();
  idp = makeIdpKeys('test-idp');
  stranger = makeIdpKeys('stranger-idp');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface SamlGroup {
  id: number;
  path: string;
  audience: string;
  acs: string;
}

/** A top-level group with SAML enabled for the test IdP (by its SHA-1 fingerprint). */
async function samlGroup(settings: Record<string, unknown> = {}): Promise<SamlGroup> {
  const group = await createGroup(t);
  const provider = await t.put(`/groups/${group.id}/saml_provider`, {
    body: { sso_url: 'https://idp.example.com/sso', certificate_fingerprint: idp.sha1, ...settings },
  });
  expect(provider.status, JSON.stringify(provider.body)).toBe(200);
  return {
    id: group.id,
    path: group.full_path,
    audience: provider.body.issuer,
    acs: provider.body.assertion_consumer_service_url,
  };
}

async function callback(group: SamlGroup, xml: string, token?: string) {
  const response = await t.running.app.inject({
    method: 'POST',
    url: `/groups/${group.path}/-/saml/callback`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { 'private-token': token } : {}),
    },
    payload: new URLSearchParams({ SAMLResponse: base64(xml), RelayState: group.audience }).toString(),
  });
  return { status: response.statusCode, body: JSON.parse(response.body || '{}') };
}

const signedFor = (
  group: SamlGroup,
  options: Partial<Parameters<typeof samlResponseXml>[0]> & { nameId: string },
) => signSaml(samlResponseXml({ audience: group.audience, recipient: group.acs, ...options }), idp);

async function rowCounts() {
  const [row] = await t.running.orm.em
    .fork()
    .getConnection()
    .execute<Record<string, string>[]>(
      `select (select count(*) from users) as users, (select count(*) from identities) as identities,
      (select count(*) from members) as members, (select count(*) from oauth_access_tokens) as tokens,
      (select count(*) from saml_memberships) as saml_memberships`,
    );
  return row;
}

async function levels(groupId: number): Promise<Record<string, number>> {
  const members = await t.get(`/groups/${groupId}/members`, { query: { per_page: 100 } });
  return Object.fromEntries(
    members.body.map((m: { username: string; access_level: number }) => [m.username, m.access_level]),
  );
}

describe('group SAML sign-in', () => {
  it('sends the browser to the IdP with an AuthnRequest', async () => {
    const group = await samlGroup();
    const response = await t.running.app.inject({ method: 'GET', url: `/groups/${group.path}/-/saml/sso` });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe('https://idp.example.com/sso');
    expect(location.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(location.searchParams.get('RelayState')).toBe(group.audience);
    const metadata = await t.running.app.inject({
      method: 'GET',
      url: `/groups/${group.path}/-/saml/metadata`,
    });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.body).toContain(`entityID="${group.audience}"`);
    expect(metadata.body).toContain(`Location="${group.acs}"`);
    const plain = await t.running.app.inject({ method: 'GET', url: `/groups/${unique('none')}/-/saml/sso` });
    expect(plain.statusCode).toBe(404);
  });

  it('creates the user, the identity and the membership on a first sign-in, and answers with tokens', async () => {
    const group = await samlGroup({ default_membership_role: 20 });
    const nameId = unique('nid');
    const email = `${nameId}@idp.example.com`;
    const first = await callback(group, signedFor(group, { nameId, email, name: 'Sam L' }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', scope: 'api' });
    const me = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${first.body.access_token}` },
    });
    expect(me.body).toMatchObject({ email, name: 'Sam L', username: nameId });
    expect((await levels(group.id))[nameId]).toBe(20);
    const provider = (await t.get(`/groups/${group.id}/saml_provider`)).body;
    const admin = await t.get(`/users/${me.body.id}`);
    expect(admin.body.identities).toEqual([
      { provider: 'group_saml', extern_uid: nameId, saml_provider_id: provider.id },
    ]);
    const member = await t.get(`/groups/${group.id}/members/${me.body.id}`);
    expect(member.body.group_saml_identity).toEqual({
      extern_uid: nameId,
      provider: 'group_saml',
      saml_provider_id: provider.id,
    });

    // A second sign-in finds the same user by NameID (even with another email asserted).
    const before = await rowCounts();
    const again = await callback(group, signedFor(group, { nameId, email: 'changed@idp.example.com' }));
    expect(again.status).toBe(200);
    const meAgain = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${again.body.access_token}` },
    });
    expect(meAgain.body.id).toBe(me.body.id);
    const after = await rowCounts();
    expect({ ...after, tokens: before!.tokens }).toEqual(before);
  });

  it('accepts a response signed as a whole, and the capitalized Groups attribute', async () => {
    const group = await samlGroup();
    await t.post(`/groups/${group.id}/saml_group_links`, {
      body: { saml_group_name: 'devs', access_level: 30 },
    });
    const nameId = unique('nid');
    const xml = samlResponseXml({
      nameId,
      email: `${nameId}@idp.example.com`,
      audience: group.audience,
      recipient: group.acs,
      groups: ['devs'],
      groupsAttribute: 'Groups',
    });
    const response = await callback(group, signSaml(xml, idp, 'response'));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await levels(group.id))[nameId]).toBe(30);
  });

  it('gives the highest linked level in each group of the hierarchy, and takes link-made memberships away later', async () => {
    const root = await samlGroup();
    const sub = await createGroup(t, { parent_id: root.id });
    const subsub = await createGroup(t, { parent_id: sub.id });
    for (const [groupId, name, level] of [
      [root.id, 'staff', 10],
      [root.id, 'leads', 40],
      [sub.id, 'devs', 30],
      [sub.id, 'leads', 50],
      [subsub.id, 'ops', 20],
    ] as const) {
      const link = await t.post(`/groups/${groupId}/saml_group_links`, {
        body: { saml_group_name: name, access_level: level },
      });
      expect(link.status, JSON.stringify(link.body)).toBe(201);
    }
    const nameId = unique('nid');
    const sign = (groups: string[]) =>
      signedFor(root, { nameId, email: `${nameId}@idp.example.com`, groups });

    expect((await callback(root, sign(['staff', 'devs', 'leads', 'ops', 'unlinked']))).status).toBe(200);
    expect((await levels(root.id))[nameId]).toBe(40);
    expect((await levels(sub.id))[nameId]).toBe(50);
    expect((await levels(subsub.id))[nameId]).toBe(20);

    // Without `leads` and `ops`: lower levels, and the subgroup membership links made is gone.
    expect((await callback(root, sign(['staff', 'devs']))).status).toBe(200);
    expect((await levels(root.id))[nameId]).toBe(10);
    expect((await levels(sub.id))[nameId]).toBe(30);
    expect((await levels(subsub.id))[nameId]).toBeUndefined();

    // No group at all: back to the default role at the top, out of the subgroup.
    expect((await callback(root, sign([]))).status).toBe(200);
    expect((await levels(root.id))[nameId]).toBe(10);
    expect((await levels(sub.id))[nameId]).toBeUndefined();
  });

  it('never removes the last owner, nor members added by hand', async () => {
    const root = await samlGroup();
    const sub = await createGroup(t, { parent_id: root.id });
    await t.post(`/groups/${sub.id}/saml_group_links`, {
      body: { saml_group_name: 'owners', access_level: 50 },
    });
    await t.post(`/groups/${sub.id}/saml_group_links`, {
      body: { saml_group_name: 'devs', access_level: 30 },
    });
    const handAdded = await createUser(t);
    await addMember(t, 'groups', sub.id, handAdded.id, 30);
    const nameId = unique('nid');
    const sign = (groups: string[]) =>
      signedFor(root, { nameId, email: `${nameId}@idp.example.com`, groups });
    expect((await callback(root, sign(['owners']))).status).toBe(200);
    // Root (the creator) leaves the subgroup's direct members, so that SAML's owner is the last one.
    const rootUser = (await t.get('/user')).body;
    const removeRoot = await t.delete(`/groups/${sub.id}/members/${rootUser.id}`);
    expect(removeRoot.status).toBe(204);
    expect(await levels(sub.id)).toMatchObject({ [nameId]: 50, [handAdded.username]: 30 });

    expect((await callback(root, sign([]))).status).toBe(200);
    expect(await levels(sub.id)).toMatchObject({ [nameId]: 50, [handAdded.username]: 30 });

    // Another owner arrives: now the link-made membership can go.
    await t.put(`/groups/${sub.id}/members/${handAdded.id}`, { body: { access_level: 50 } });
    expect((await callback(root, sign([]))).status).toBe(200);
    const after = await levels(sub.id);
    expect(after[nameId]).toBeUndefined();
    expect(after[handAdded.username]).toBe(50);
  });

  it('refuses unsigned, tampered, wrongly signed, expired and misaddressed responses and changes nothing', async () => {
    const group = await samlGroup();
    await t.post(`/groups/${group.id}/saml_group_links`, {
      body: { saml_group_name: 'devs', access_level: 30 },
    });
    const nameId = unique('nid');
    const base = {
      nameId,
      email: `${nameId}@idp.example.com`,
      audience: group.audience,
      recipient: group.acs,
      groups: ['devs'],
    };
    const valid = signSaml(samlResponseXml(base), idp);
    const cases: [string, string][] = [
      ['unsigned', samlResponseXml(base)],
      ['tampered', valid.replace(`>${nameId}@idp.example.com<`, '>someone-else@idp.example.com<')],
      [
        'tampered groups',
        signSaml(samlResponseXml({ ...base, groups: ['guests'] }), idp).replace('>guests<', '>devs<'),
      ],
      ['signed by another key', signSaml(samlResponseXml(base), stranger)],
      [
        'signed by another key, with the trusted certificate in KeyInfo',
        signSaml(samlResponseXml(base), { privateKey: stranger.privateKey, certificate: idp.certificate }),
      ],
      ['expired', signSaml(samlResponseXml({ ...base, shiftSeconds: -3600 }), idp)],
      ['not yet valid', signSaml(samlResponseXml({ ...base, shiftSeconds: 3600 }), idp)],
      [
        'for another audience',
        signSaml(samlResponseXml({ ...base, audience: 'https://elsewhere.example.com/groups/x' }), idp),
      ],
    ];
    const before = await rowCounts();
    for (const [what, xml] of cases) {
      const response = await callback(group, xml);
      expect(response.status, what).toBe(401);
      expect(response.body.message, what).toMatch(/^401 Unauthorized - SAML response refused: /);
    }
    const garbage = await t.running.app.inject({
      method: 'POST',
      url: `/groups/${group.path}/-/saml/callback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=bm90IHhtbA%3D%3D',
    });
    expect(garbage.statusCode).toBe(401);
    const missing = await t.running.app.inject({
      method: 'POST',
      url: `/groups/${group.path}/-/saml/callback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(missing.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
    // The valid one still works: the refusals were for what they were, not for the set-up.
    expect((await callback(group, valid)).status).toBe(200);
    // Once: posted again while still valid, it is refused.
    const afterUse = await rowCounts();
    const replayed = await callback(group, valid);
    expect(replayed).toMatchObject({
      status: 401,
      body: { message: '401 Unauthorized - SAML response refused: this response has already been used' },
    });
    expect(await rowCounts()).toEqual(afterUse);
  });

  it('accepts the SHA-256 fingerprint with colons, and refuses when SAML is disabled', async () => {
    const group = await samlGroup({ certificate_fingerprint: idp.sha256.match(/../g)!.join(':') });
    const nameId = unique('nid');
    const xml = signedFor(group, { nameId, email: `${nameId}@idp.example.com` });
    const disabled = await t.put(`/groups/${group.id}/saml_provider`, { body: { enabled: false } });
    expect(disabled.body.enabled).toBe(false);
    const before = await rowCounts();
    const refused = await callback(group, xml);
    expect(refused.status).toBe(404);
    expect(await rowCounts()).toEqual(before);
    await t.put(`/groups/${group.id}/saml_provider`, { body: { enabled: true } });
    expect((await callback(group, xml)).status).toBe(200);
  });

  it('does not take over an existing account with the asserted email, but links it when that user signs the callback', async () => {
    const group = await samlGroup();
    const existing = await createUser(t);
    const nameId = unique('nid');
    const xml = () => signedFor(group, { nameId, email: existing.email });
    const before = await rowCounts();
    const refused = await callback(group, xml());
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already exists and is not linked/);
    expect(await rowCounts()).toEqual(before);

    // Sent with that account's own token, the callback links it (GitLab's "sign in to link").
    const linked = await callback(group, xml(), existing.token);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const me = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${linked.body.access_token}` },
    });
    expect(me.body.id).toBe(existing.id);
    // From now on the NameID signs that account in without a token.
    const later = await callback(group, xml());
    expect(later.status).toBe(200);
    const meLater = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${later.body.access_token}` },
    });
    expect(meLater.body.id).toBe(existing.id);
  });

  it('refuses a blocked user and changes nothing', async () => {
    const group = await samlGroup();
    await t.post(`/groups/${group.id}/saml_group_links`, {
      body: { saml_group_name: 'devs', access_level: 30 },
    });
    const nameId = unique('nid');
    const sign = () => signedFor(group, { nameId, email: `${nameId}@idp.example.com`, groups: ['devs'] });
    const first = await callback(group, sign());
    expect(first.status).toBe(200);
    const me = await t.get('/user', {
      token: null,
      headers: { authorization: `Bearer ${first.body.access_token}` },
    });
    expect((await t.post(`/users/${me.body.id}/block`)).status).toBe(201);
    await t.delete(`/groups/${group.id}/members/${me.body.id}`);
    const before = await rowCounts();
    const refused = await callback(group, sign());
    expect(refused).toMatchObject({
      status: 403,
      body: { message: '403 Forbidden - Your account is not active' },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('group_saml_identity in group members', () => {
  it('is shown to those who may administer the group, and null to other members', async () => {
    const group = await samlGroup({ default_membership_role: 20 });
    const nameId = unique('nid');
    const signedIn = await callback(group, signedFor(group, { nameId, email: `${nameId}@idp.example.com` }));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const samlUser = (
      await t.get('/user', {
        token: null,
        headers: { authorization: `Bearer ${signedIn.body.access_token}` },
      })
    ).body;
    const provider = (await t.get(`/groups/${group.id}/saml_provider`)).body;
    const identity = { extern_uid: nameId, provider: 'group_saml', saml_provider_id: provider.id };
    const owner = await createUser(t);
    const maintainer = await createUser(t);
    const developer = await createUser(t);
    await addMember(t, 'groups', group.id, owner.id, 50);
    await addMember(t, 'groups', group.id, maintainer.id, 40);
    await addMember(t, 'groups', group.id, developer.id, 30);

    const identityOf = async (token: string, path: string) => {
      const response = await t.get(`/groups/${group.id}/${path}`, { token, query: { per_page: 100 } });
      expect(response.status).toBe(200);
      const members = (Array.isArray(response.body) ? response.body : [response.body]) as {
        id: number;
        group_saml_identity: unknown;
      }[];
      const member = members.find((m) => m.id === samlUser.id)!;
      expect(member).toHaveProperty('group_saml_identity');
      return member.group_saml_identity;
    };
    for (const path of ['members', 'members/all', `members/${samlUser.id}`, `members/all/${samlUser.id}`]) {
      expect(await identityOf(owner.token, path), `owner, ${path}`).toEqual(identity);
      expect(await identityOf(maintainer.token, path), `maintainer, ${path}`).toBeNull();
      expect(await identityOf(developer.token, path), `developer, ${path}`).toBeNull();
    }
    // The administrator (root's token) sees it too.
    expect(await identityOf(ROOT_TOKEN, 'members')).toEqual(identity);
  });
});
