import { Gitlab } from '@gitbeaker/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GroupSamlDocument,
  GroupsSamlGroupLinksDocument,
  SamlGroupLinkCreateDocument,
  SamlGroupLinkDestroyDocument,
  SamlProviderUpdateDocument,
} from './generated/graphql.ts';
import { ROOT_TOKEN, startTestApp, type TestApp } from './support/app.ts';
import { createUser, unique } from './support/fixtures.ts';
import { addMember, createGroup } from './support/membership.ts';

// SAML group links and the group's SAML provider: REST (GitLab's API and ours), GraphQL, and
// @gitbeaker/rest's GroupSAMLLinks.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const FINGERPRINT = 'AB:'.repeat(19) + 'AB';

describe('SAML group links over REST', () => {
  it('adds, lists, shows and deletes links, with GitLab errors', async () => {
    const group = await createGroup(t);
    const base = `/groups/${group.id}/saml_group_links`;
    const created = await t.post(base, { body: { saml_group_name: '  Developers ', access_level: 30 } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ name: 'Developers', access_level: 30, member_role_id: null });
    expect((await t.post(base, { body: { saml_group_name: 'Owners', access_level: 50 } })).status).toBe(201);

    const duplicate = await t.post(base, { body: { saml_group_name: 'Developers', access_level: 10 } });
    expect(duplicate).toMatchObject({
      status: 400,
      body: { message: 'Saml group name has already been taken' },
    });
    const blank = await t.post(base, { body: { saml_group_name: ' ', access_level: 10 } });
    expect(blank).toMatchObject({ status: 400, body: { message: "Saml group name can't be blank" } });
    const badLevel = await t.post(base, { body: { saml_group_name: 'x', access_level: 35 } });
    expect(badLevel).toMatchObject({
      status: 400,
      body: { message: '400 Bad request - access_level does not have a valid value' },
    });
    const missing = await t.post(base, { body: { access_level: 10 } });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: '400 Bad request - saml_group_name is missing' },
    });
    const role = await t.post(base, { body: { saml_group_name: 'y', access_level: 10, member_role_id: 7 } });
    expect(role).toMatchObject({ status: 400, body: { message: 'Member role not found' } });

    expect((await t.get(base)).body).toEqual([
      { name: 'Developers', access_level: 30, member_role_id: null },
      { name: 'Owners', access_level: 50, member_role_id: null },
    ]);
    expect((await t.get(`${base}/Owners`)).body).toEqual({
      name: 'Owners',
      access_level: 50,
      member_role_id: null,
    });
    const unknown = await t.get(`${base}/Nobody`);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Linked SAML group link not found' } });

    const deleted = await t.delete(`${base}/Owners`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await t.delete(`${base}/Owners`)).status).toBe(404);
    expect((await t.get(base)).body.map((l: { name: string }) => l.name)).toEqual(['Developers']);
  });

  it('lets owners of subgroups manage links, and refuses others', async () => {
    const owner = await createUser(t);
    const developer = await createUser(t);
    const group = await createGroup(t, { visibility: 'public' }, owner.token);
    const sub = await createGroup(t, { parent_id: group.id, visibility: 'public' }, owner.token);
    await addMember(t, 'groups', group.id, developer.id, 30);
    const subLinks = `/groups/${sub.id}/saml_group_links`;
    const made = await t.post(subLinks, {
      token: owner.token,
      body: { saml_group_name: 'ops', access_level: 40 },
    });
    expect(made.status).toBe(201);
    expect((await t.get(subLinks, { token: developer.token })).status).toBe(403);
    expect(
      (await t.post(subLinks, { token: developer.token, body: { saml_group_name: 'x', access_level: 10 } }))
        .status,
    ).toBe(403);
    expect((await t.delete(`${subLinks}/ops`, { token: developer.token })).status).toBe(403);
    expect((await t.get(subLinks, { token: null })).status).toBe(401);
    const hidden = await createGroup(t);
    expect((await t.get(`/groups/${hidden.id}/saml_group_links`, { token: developer.token })).status).toBe(
      404,
    );
  });
});

describe("a group's SAML provider over REST", () => {
  it('is set on top-level groups only, validated, and read back', async () => {
    const group = await createGroup(t);
    const url = `/groups/${group.id}/saml_provider`;
    expect(await t.get(url)).toMatchObject({ status: 404, body: { message: '404 SAML Provider Not Found' } });
    const incomplete = await t.put(url, { body: { enabled: true } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toEqual({
      certificate_fingerprint: ["can't be blank"],
      sso_url: ["can't be blank"],
    });
    const invalid = await t.put(url, {
      body: {
        sso_url: 'http://idp.example.com',
        certificate_fingerprint: 'nope',
        default_membership_role: 50,
      },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.message).sort()).toEqual([
      'certificate_fingerprint',
      'default_membership_role',
      'sso_url',
    ]);
    expect((await t.get(url)).status).toBe(404);

    const set = await t.put(url, {
      body: { sso_url: 'https://idp.example.com/sso', certificate_fingerprint: FINGERPRINT },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      group_id: group.id,
      enabled: true,
      sso_url: 'https://idp.example.com/sso',
      certificate_fingerprint: 'ab'.repeat(20),
      enforced_sso: false,
      default_membership_role: 10,
    });
    expect(set.body.issuer).toMatch(new RegExp(`/groups/${group.full_path}$`));
    expect(set.body.assertion_consumer_service_url).toBe(`${set.body.issuer}/-/saml/callback`);
    expect(set.body.user_sso_url).toBe(`${set.body.issuer}/-/saml/sso`);
    const changed = await t.put(url, { body: { default_membership_role: 30, enforced_sso: true } });
    expect(changed.body).toMatchObject({ default_membership_role: 30, enforced_sso: true });
    expect((await t.get(url)).body).toEqual(changed.body);

    const sub = await createGroup(t, { parent_id: group.id });
    const subUrl = `/groups/${sub.id}/saml_provider`;
    const refused = await t.put(subUrl, {
      body: { sso_url: 'https://idp.example.com/sso', certificate_fingerprint: FINGERPRINT },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: { group: ['must be a top level group'] } },
    });
    expect((await t.get(subUrl)).status).toBe(404);
  });
});

describe('SAML in GraphQL', () => {
  it('sets the provider, creates, lists and destroys links', async () => {
    const group = await createGroup(t);
    const groupPath = group.full_path;
    const provider = await t.graphql(SamlProviderUpdateDocument, {
      input: { groupPath, ssoUrl: 'https://idp.example.com/sso', certificateFingerprint: FINGERPRINT },
    });
    expect(provider.data?.samlProviderUpdate).toEqual({
      samlProvider: {
        enabled: true,
        ssoUrl: 'https://idp.example.com/sso',
        certificateFingerprint: 'ab'.repeat(20),
        defaultMembershipRole: { integerValue: 10 },
      },
      errors: [],
    });
    const bad = await t.graphql(SamlProviderUpdateDocument, { input: { groupPath, ssoUrl: 'ftp://x' } });
    expect(bad.data?.samlProviderUpdate).toEqual({
      samlProvider: null,
      errors: ['Sso url must be a valid https URL'],
    });

    const created = await t.graphql(SamlGroupLinkCreateDocument, {
      input: { groupPath, samlGroupName: 'devs', accessLevel: 'DEVELOPER' },
    });
    expect(created.data?.samlGroupLinkCreate).toEqual({
      samlGroupLink: { name: 'devs', accessLevel: { integerValue: 30 } },
      errors: [],
    });
    const twice = await t.graphql(SamlGroupLinkCreateDocument, {
      input: { groupPath, samlGroupName: 'devs', accessLevel: 'GUEST' },
    });
    expect(twice.data?.samlGroupLinkCreate).toEqual({
      samlGroupLink: null,
      errors: ['Saml group name has already been taken'],
    });
    const read = await t.graphql(GroupSamlDocument, { fullPath: groupPath });
    expect(read.data?.group?.samlGroupLinks).toEqual([
      { name: 'devs', accessLevel: { integerValue: 30, stringValue: 'DEVELOPER' }, memberRoleId: null },
    ]);
    expect(read.data?.group?.samlProvider).toMatchObject({ enabled: true, enforcedSso: false });
    expect(read.data?.group?.samlProvider?.assertionConsumerServiceUrl).toMatch(/\/-\/saml\/callback$/);

    const destroyed = await t.graphql(SamlGroupLinkDestroyDocument, {
      input: { groupPath, samlGroupName: 'devs' },
    });
    expect(destroyed.data?.samlGroupLinkDestroy?.errors).toEqual([]);
    const again = await t.graphql(SamlGroupLinkDestroyDocument, {
      input: { groupPath, samlGroupName: 'devs' },
    });
    expect(again.data?.samlGroupLinkDestroy?.errors).toEqual(['Linked SAML group link not found']);
  });

  it('shows links and provider to owners only', async () => {
    const developer = await createUser(t);
    const group = await createGroup(t, { visibility: 'public' });
    await addMember(t, 'groups', group.id, developer.id, 30);
    await t.graphql(SamlGroupLinkCreateDocument, {
      input: { groupPath: group.full_path, samlGroupName: 'devs', accessLevel: 'DEVELOPER' },
    });
    const seen = await t.graphql(GroupSamlDocument, { fullPath: group.full_path }, developer.token);
    expect(seen.data?.group?.id).toBeTruthy();
    expect(seen.data?.group?.samlGroupLinks).toBeNull();
    expect(seen.data?.group?.samlProvider).toBeNull();
    const refused = await t.graphql(
      SamlGroupLinkCreateDocument,
      { input: { groupPath: group.full_path, samlGroupName: 'x', accessLevel: 'GUEST' } },
      developer.token,
    );
    expect(refused.data?.samlGroupLinkCreate?.errors).toHaveLength(1);
  });

  it('loads the links and providers of a page of groups in statements that do not grow with the page', async () => {
    const prefix = unique('samlmany');
    const make = async (i: number) => {
      const path = `${prefix}-${i < 5 ? 'five' : 'rest'}-${i}`;
      const group = await t.post('/groups', { body: { name: path, path } });
      await t.post(`/groups/${group.body.id}/saml_group_links`, {
        body: { saml_group_name: `sg${i}`, access_level: 10 },
      });
      await t.put(`/groups/${group.body.id}/saml_provider`, {
        body: { sso_url: `https://idp${i}.example.com/sso`, certificate_fingerprint: FINGERPRINT },
      });
    };
    for (let i = 0; i < 100; i += 10) await Promise.all([...Array(10).keys()].map((k) => make(i + k)));
    const statementsFor = async (search: string) => {
      t.sql.reset();
      const response = await t.graphql(GroupsSamlGroupLinksDocument, { search });
      expect(response.errors).toBeUndefined();
      const nodes = response.data!.groups!.nodes;
      return {
        links: nodes.flatMap((g) => g.samlGroupLinks!.map((l) => l.name)),
        providers: nodes.filter((g) => g.samlProvider).length,
        count: t.sql.statements.filter((s) => /saml_/.test(s)).length,
        total: t.sql.statements.length,
      };
    };
    const five = await statementsFor(`${prefix}-five`);
    const hundred = await statementsFor(prefix);
    expect(five.links.length).toBe(5);
    expect(five.providers).toBe(5);
    expect(hundred.links.length).toBe(100);
    expect(hundred.providers).toBe(100);
    expect(hundred.count).toBe(five.count);
    expect(hundred.total).toBe(five.total);
  });
});

describe('SAML group links through @gitbeaker/rest', () => {
  it('creates, lists, shows and removes links', async () => {
    const api = new Gitlab({ host: await t.listen(), token: ROOT_TOKEN });
    const group = await createGroup(t);
    const created = await api.GroupSAMLLinks.create(group.id, 'writers', 30);
    expect(created).toEqual({ name: 'writers', access_level: 30, member_role_id: null });
    await api.GroupSAMLLinks.create(group.id, 'readers', 10);
    expect((await api.GroupSAMLLinks.all(group.id, {})).map((l) => l.name)).toEqual(['writers', 'readers']);
    expect(await api.GroupSAMLLinks.show(group.id, 'readers', {})).toMatchObject({ access_level: 10 });
    await api.GroupSAMLLinks.remove(group.id, 'readers');
    await expect(api.GroupSAMLLinks.show(group.id, 'readers', {})).rejects.toThrow();
    expect((await api.GroupSAMLLinks.all(group.id, {})).map((l) => l.name)).toEqual(['writers']);
  });
});
