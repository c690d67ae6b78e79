import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalloutDismissDocument,
  GroupCalloutDismissDocument,
  MyCalloutsDocument,
  MyGroupCalloutsDocument,
} from './generated/graphql.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { createUser, type CreatedUser } from './support/fixtures.ts';
import { createGroup, type CreatedGroup } from './support/membership.ts';

let t: TestApp;
let carol: CreatedUser;
let dave: CreatedUser;
let open: CreatedGroup;
let closed: CreatedGroup;

beforeAll(async () => {
  t = await startTestApp();
  carol = await createUser(t);
  dave = await createUser(t);
  open = await createGroup(t, { visibility: 'public' });
  closed = await createGroup(t, { visibility: 'private' });
});

afterAll(async () => {
  await t.close();
});

describe('user callouts', () => {
  it('records a dismissal per user and feature; dismissing again refreshes its time', async () => {
    const first = await t.graphql(
      CalloutDismissDocument,
      { input: { featureName: 'suggest_pipeline' } },
      carol.token,
    );
    expect(first.data!.userCalloutCreate).toMatchObject({
      errors: [],
      userCallout: { featureName: 'SUGGEST_PIPELINE' },
    });
    const firstAt = Date.parse(first.data!.userCalloutCreate!.userCallout.dismissedAt!);
    await t.graphql(
      CalloutDismissDocument,
      { input: { featureName: 'branch_rules_info_callout' } },
      carol.token,
    );
    const again = await t.graphql(
      CalloutDismissDocument,
      { input: { featureName: 'suggest_pipeline' } },
      carol.token,
    );
    expect(Date.parse(again.data!.userCalloutCreate!.userCallout.dismissedAt!)).toBeGreaterThanOrEqual(
      firstAt,
    );

    const mine = await t.graphql(MyCalloutsDocument, {}, carol.token);
    expect(mine.data!.currentUser!.callouts!.nodes.map((n) => n.featureName)).toEqual([
      'SUGGEST_PIPELINE',
      'BRANCH_RULES_INFO_CALLOUT',
    ]);
    const theirs = await t.graphql(MyCalloutsDocument, {}, dave.token);
    expect(theirs.data!.currentUser!.callouts!.nodes).toEqual([]);
  });

  it('refuses feature names GitLab does not know, saving nothing', async () => {
    const bad = await t.graphql(
      CalloutDismissDocument,
      { input: { featureName: 'no_such_callout' } },
      dave.token,
    );
    expect(bad.data!.userCalloutCreate).toEqual({
      errors: ['Feature name is not included in the list'],
      userCallout: { dismissedAt: null, featureName: null },
    });
    expect((await t.graphql(MyCalloutsDocument, {}, dave.token)).data!.currentUser!.callouts!.nodes).toEqual(
      [],
    );
  });

  it('records group callouts for groups the user may see, and lists them', async () => {
    const dismissed = await t.graphql(
      GroupCalloutDismissDocument,
      { input: { featureName: 'invite_members_banner', groupId: `gid://gitlab/Group/${open.id}` } },
      carol.token,
    );
    expect(dismissed.data!.userGroupCalloutCreate).toMatchObject({
      errors: [],
      userGroupCallout: { featureName: 'INVITE_MEMBERS_BANNER', groupId: `gid://gitlab/Group/${open.id}` },
    });

    const hidden = await t.graphql(
      GroupCalloutDismissDocument,
      { input: { featureName: 'invite_members_banner', groupId: `gid://gitlab/Group/${closed.id}` } },
      carol.token,
    );
    expect(hidden.data!.userGroupCalloutCreate!.userGroupCallout).toBeNull();
    expect(hidden.data!.userGroupCalloutCreate!.errors?.[0]).toMatch(
      /does not exist or you don't have permission/,
    );

    const wrongName = await t.graphql(
      GroupCalloutDismissDocument,
      { input: { featureName: 'suggest_pipeline', groupId: `gid://gitlab/Group/${open.id}` } },
      carol.token,
    );
    expect(wrongName.data!.userGroupCalloutCreate!.errors).toEqual([
      'Feature name is not included in the list',
    ]);

    const mine = await t.graphql(MyGroupCalloutsDocument, {}, carol.token);
    expect(mine.data!.currentUser!.groupCallouts!.nodes).toEqual([
      { groupId: `gid://gitlab/Group/${open.id}`, featureName: 'INVITE_MEMBERS_BANNER' },
    ]);
  });
});
