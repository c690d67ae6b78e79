import type {
  NotificationEvents,
  NotificationLevel,
  NotificationSourceType,
} from './notification-setting.entity.ts';

/** Where a setting applies; null: the user's global setting. */
export type NotificationSource = { type: NotificationSourceType; id: number } | null;

/** A setting as both faces show it: stored, or the default when the user never set one. */
export interface NotificationSettingView {
  source: NotificationSource;
  level: NotificationLevel;
  /** Every custom event; they count only while the level is `custom`. */
  events: NotificationEvents;
  /** Global setting only: where notifications go (the address set, or else the primary email). */
  notificationEmail: string | null;
}
