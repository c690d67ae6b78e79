import type { NotificationSettingView } from './notification-setting-view.ts';

/** `level`, and `events` (every custom event) only while the level is `custom`, as GitLab's entity. */
export function presentNotificationSetting(setting: NotificationSettingView) {
  return {
    level: setting.level,
    ...(setting.level === 'custom' ? { events: { ...setting.events } } : {}),
  };
}

/** The global setting: the same, and the address notifications go to. */
export function presentGlobalNotificationSetting(setting: NotificationSettingView) {
  return { ...presentNotificationSetting(setting), notification_email: setting.notificationEmail };
}
