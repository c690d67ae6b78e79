import type { EffectiveNotificationSetting } from '../notifications/notifications.service.ts';
import type { NotificationEvent } from '../notifications/notification-setting.entity.ts';

/**
 * GitLab's recipient rules, without I/O: candidates are gathered by how they relate to the thing
 * (participant, watcher, custom subscriber, mentioned, explicitly subscribed), then each is kept or
 * dropped by their effective notification level for that relation and the event.
 */

/** How a candidate came to be one (GitLab's recipient types). */
export type RecipientType = 'participating' | 'watch' | 'custom' | 'mention' | 'subscription';

/** GitLab's `X-GitLab-NotificationReason` values, most important first. */
export const REASONS = ['own_activity', 'assigned', 'review_requested', 'mentioned', 'subscribed'] as const;
export type NotificationReason = (typeof REASONS)[number];

export interface Candidate {
  userId: number;
  type: RecipientType;
  reason: NotificationReason | null;
}

/** Events a watcher does not get (GitLab's EXCLUDED_WATCHER_EVENTS). */
const EXCLUDED_WATCHER_EVENTS: readonly NotificationEvent[] = [
  'push_to_merge_request',
  'issue_due',
  'success_pipeline',
];
/** Events a participant does not get unless they turn them on (GitLab's EXCLUDED_PARTICIPATING_EVENTS). */
const EXCLUDED_PARTICIPATING_EVENTS: readonly NotificationEvent[] = ['issue_due', 'success_pipeline'];

/** Whether the level lets a candidate of this type receive this event. */
export function suitableLevel(
  setting: EffectiveNotificationSetting,
  type: RecipientType,
  event: NotificationEvent,
): boolean {
  switch (setting.level) {
    case 'disabled':
      return false;
    case 'custom':
      return setting.events?.[event] === true || type === 'participating' || type === 'mention';
    case 'watch':
      return !EXCLUDED_WATCHER_EVENTS.includes(event);
    case 'participating':
      return !EXCLUDED_PARTICIPATING_EVENTS.includes(event);
    case 'mention':
      return type === 'mention';
  }
}

export interface Selection {
  event: NotificationEvent;
  candidates: readonly Candidate[];
  settings: ReadonlyMap<number, EffectiveNotificationSetting>;
  /** Who did it: never told of their own action (“notify me about my own activity” is off). */
  actingUserId: number | null;
  /** Users who unsubscribed from the thing: they get it only when mentioned. */
  unsubscribed: ReadonlySet<number>;
}

/**
 * The users to notify and the reason each is given (the most important of their notifiable
 * relations; null for a plain participant or watcher), in the order candidates first appear.
 * Access (blocked users, users who cannot see the project) is checked by the caller.
 */
export function selectRecipients(selection: Selection): Map<number, NotificationReason | null> {
  const chosen = new Map<number, NotificationReason | null>();
  for (const candidate of selection.candidates) {
    if (candidate.userId === selection.actingUserId) continue;
    const setting = selection.settings.get(candidate.userId);
    if (!setting || !notifiable(candidate, setting, selection)) continue;
    const previous = chosen.get(candidate.userId);
    chosen.set(
      candidate.userId,
      previous === undefined ? candidate.reason : moreImportant(previous, candidate.reason),
    );
  }
  return chosen;
}

function notifiable(candidate: Candidate, setting: EffectiveNotificationSetting, s: Selection): boolean {
  const unsubscribed = s.unsubscribed.has(candidate.userId);
  // Even users with notifications disabled get what they subscribed to.
  if (candidate.type === 'subscription') return !unsubscribed;
  if (!suitableLevel(setting, candidate.type, s.event)) return false;
  return candidate.type === 'mention' || !unsubscribed;
}

function moreImportant(
  a: NotificationReason | null,
  b: NotificationReason | null,
): NotificationReason | null {
  if (a === null) return b;
  if (b === null) return a;
  return REASONS.indexOf(a) <= REASONS.indexOf(b) ? a : b;
}

/**
 * `@username` references in Markdown text, lower-cased and without duplicates; code spans and
 * fenced blocks are skipped, as GitLab's reference extractor does.
 */
export function mentionedUsernames(text: string | null | undefined): string[] {
  if (!text) return [];
  const prose = text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
  const found = new Set<string>();
  for (const match of prose.matchAll(/(?<![\w.@/+-])@([A-Za-z0-9_][A-Za-z0-9_.-]*)/g)) {
    const name = match[1]!.replace(/[.-]+$/, '');
    if (name) found.add(name.toLowerCase());
  }
  return [...found];
}
