import { isoTime } from '../../core/time.ts';
import type { UserStatus } from './user-status.entity.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A status message as HTML. GitLab renders it through its emoji pipeline only (no other Markdown);
 * without an emoji catalogue here, that is the message with its HTML escaped.
 */
export function statusMessageHtml(message: string | null): string | null {
  return message === null ? null : message.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** The v4 user status (`GET /user/status`); every field null when the user has none. */
export function presentUserStatus(status: UserStatus | null) {
  return {
    emoji: status?.emoji ?? null,
    availability: status?.availability ?? null,
    message: status?.message ?? null,
    message_html: statusMessageHtml(status?.message ?? null),
    clear_status_at: isoTime(status?.clearStatusAt ?? null),
  };
}
