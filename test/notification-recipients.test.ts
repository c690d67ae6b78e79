import { describe, expect, it } from 'vitest';
import {
  mentionedUsernames,
  selectRecipients,
  suitableLevel,
  type Candidate,
} from '../src/modules/notification-emails/recipients.ts';
import type { EffectiveNotificationSetting } from '../src/modules/notifications/notifications.service.ts';
import { DEFAULT_EVENTS } from '../src/modules/notifications/notification-setting.entity.ts';

const setting = (
  userId: number,
  level: EffectiveNotificationSetting['level'],
  events: Partial<typeof DEFAULT_EVENTS> = {},
): EffectiveNotificationSetting => ({
  userId,
  level,
  events: level === 'custom' ? { ...DEFAULT_EVENTS, ...events } : null,
  from: null,
  notificationEmail: null,
});

describe('recipient rules (GitLab NotificationRecipient)', () => {
  it('keeps a candidate by level, relation and event', () => {
    expect(suitableLevel(setting(1, 'disabled'), 'mention', 'new_note')).toBe(false);
    expect(suitableLevel(setting(1, 'mention'), 'participating', 'new_note')).toBe(false);
    expect(suitableLevel(setting(1, 'mention'), 'mention', 'new_note')).toBe(true);
    expect(suitableLevel(setting(1, 'participating'), 'participating', 'failed_pipeline')).toBe(true);
    expect(suitableLevel(setting(1, 'participating'), 'watch', 'success_pipeline')).toBe(false);
    expect(suitableLevel(setting(1, 'watch'), 'watch', 'success_pipeline')).toBe(false);
    expect(suitableLevel(setting(1, 'watch'), 'watch', 'close_merge_request')).toBe(true);
    expect(suitableLevel(setting(1, 'custom'), 'custom', 'success_pipeline')).toBe(false);
    expect(
      suitableLevel(setting(1, 'custom', { success_pipeline: true }), 'custom', 'success_pipeline'),
    ).toBe(true);
    expect(suitableLevel(setting(1, 'custom'), 'participating', 'new_note')).toBe(true);
  });

  it('drops the acting user and the unsubscribed (unless mentioned), keeps subscriptions at any level, and gives the most important reason', () => {
    const candidates: Candidate[] = [
      { userId: 1, type: 'participating', reason: null },
      { userId: 2, type: 'participating', reason: null },
      { userId: 2, type: 'mention', reason: 'mentioned' },
      { userId: 3, type: 'participating', reason: null },
      { userId: 4, type: 'subscription', reason: 'subscribed' },
      { userId: 5, type: 'participating', reason: 'assigned' },
      { userId: 5, type: 'subscription', reason: 'subscribed' },
    ];
    const settings = new Map([
      [1, setting(1, 'participating')],
      [2, setting(2, 'participating')],
      [3, setting(3, 'participating')],
      [4, setting(4, 'disabled')],
      [5, setting(5, 'participating')],
    ]);
    const chosen = selectRecipients({
      event: 'new_note',
      candidates,
      settings,
      actingUserId: 1,
      unsubscribed: new Set([2, 3]),
    });
    expect([...chosen]).toEqual([
      [2, 'mentioned'],
      [4, 'subscribed'],
      [5, 'assigned'],
    ]);
  });

  it('reads @username mentions outside code', () => {
    expect(
      mentionedUsernames('Hi @Alice, @bob.smith. See `@code` and\n```\n@block\n```\nmail a@b.c, (@carol_1)'),
    ).toEqual(['alice', 'bob.smith', 'carol_1']);
    expect(mentionedUsernames(null)).toEqual([]);
  });
});
