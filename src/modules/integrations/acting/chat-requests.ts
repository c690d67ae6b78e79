import type { ServiceRequest } from '../../hooks/delivery/service-targets.ts';
import { pretext, summary, type ChatMessage } from './chat-message.ts';
import { appendPath, setting, type Settings } from './integration-action.ts';

/**
 * The request each chat sends for a message (each integration's `notify` in GitLab): Slack's
 * format or Markdown, and the body shape the chat's incoming webhook reads.
 */
export type ChatRequestBuilder = (
  settings: Settings,
  message: ChatMessage,
  context: { channel: string | null; idempotencyKey: string },
) => ServiceRequest;

const JSON_TYPE = { 'Content-Type': 'application/json' };

function post(
  url: string,
  body: unknown,
  extra: Partial<ServiceRequest> = {},
  headers: Record<string, string> = JSON_TYPE,
): ServiceRequest {
  return {
    method: 'POST',
    url,
    loggedUrl: url,
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    webhookHeaders: false,
    secretHeaders: [],
    enableSslVerification: true,
    ...extra,
  };
}

/** Slack and Mattermost: slack-notifier's form post of a `payload` JSON document. */
const slackLike: ChatRequestBuilder = (settings, message, { channel }) => {
  const payload: Record<string, unknown> = {
    text: pretext(message, false),
    attachments: message.slackAttachments,
    fallback: summary(message, false),
  };
  if (channel) payload['channel'] = channel;
  const username = setting(settings, 'username');
  if (username) payload['username'] = username;
  return post(
    setting(settings, 'webhook'),
    new URLSearchParams({ payload: JSON.stringify(payload) }).toString(),
    {},
    { 'Content-Type': 'application/x-www-form-urlencoded' },
  );
};

/** Discord: one embed with the message and its attachments, in GitLab's orange. */
const discord: ChatRequestBuilder = (settings, message) => {
  return post(setting(settings, 'webhook'), {
    embeds: [
      {
        author: { name: message.userName, icon_url: message.userAvatar },
        description: `${pretext(message, true)}\n${message.markdownAttachments}`,
        color: 0xfc6d26,
        timestamp: new Date().toISOString(),
      },
    ],
  });
};

/** Microsoft Teams: a message card with the activity. */
const microsoftTeams: ChatRequestBuilder = (settings, message) =>
  post(setting(settings, 'webhook'), {
    title: message.projectName,
    summary: summary(message, true),
    sections: [
      {
        activityTitle: message.activity.title,
        activitySubtitle: message.activity.subtitle,
        activityText: message.activity.text,
        activityImage: message.activity.image,
      },
    ],
  });

/** Google Chat: simple text (the first attachment's title and text below), threaded by the object. */
const hangoutsChat: ChatRequestBuilder = (settings, message) => {
  const header = pretext(message, false);
  const first = message.slackAttachments[0];
  let text = header;
  if (first) {
    const title = typeof first['title'] === 'string' ? first['title'] : null;
    const titleLink = typeof first['title_link'] === 'string' ? first['title_link'] : null;
    const shownTitle = title && titleLink ? `<${titleLink}|${title}>` : title;
    text = [header, shownTitle, typeof first['text'] === 'string' ? first['text'] : null]
      .filter((part) => part !== null)
      .join('\n');
  }
  const url = new URL(setting(settings, 'webhook'));
  if (message.threadKey) {
    url.searchParams.set('messageReplyOption', 'REPLY_MESSAGE_FALLBACK_TO_NEW_THREAD');
    url.searchParams.set('threadKey', message.threadKey);
  }
  return post(url.toString(), { text });
};

/** Telegram: the bot API's sendMessage, in Markdown. */
const telegram: ChatRequestBuilder = (settings, message) => {
  const hostname = setting(settings, 'hostname') || 'https://api.telegram.org';
  const body: Record<string, unknown> = {
    text: summary(message, true),
    chat_id: setting(settings, 'room'),
    parse_mode: 'markdown',
  };
  const thread = settings['thread'];
  if (thread !== undefined && thread !== '') body['message_thread_id'] = thread;
  return post(appendPath(hostname, `bot${setting(settings, 'token')}/sendMessage`), body, {
    loggedUrl: appendPath(hostname, 'bot[REDACTED]/sendMessage'),
  });
};

/** Matrix: an `m.notice` event put into the room (the delivery's key as the transaction id). */
const matrix: ChatRequestBuilder = (settings, message, { idempotencyKey }) => {
  const hostname = setting(settings, 'hostname') || 'https://matrix-client.matrix.org';
  const room = encodeURIComponent(setting(settings, 'room'));
  return post(
    appendPath(hostname, `_matrix/client/v3/rooms/${room}/send/m.room.message/${idempotencyKey}`),
    { body: summary(message, true), msgtype: 'm.notice' },
    { method: 'PUT', secretHeaders: ['Authorization'] },
    { ...JSON_TYPE, Authorization: `Bearer ${setting(settings, 'token')}` },
  );
};

export const CHAT_REQUESTS: Readonly<Record<string, ChatRequestBuilder>> = {
  slack: slackLike,
  mattermost: slackLike,
  discord,
  'microsoft-teams': microsoftTeams,
  'hangouts-chat': hangoutsChat,
  telegram,
  matrix,
  pumble: (settings, message) => post(setting(settings, 'webhook'), { text: summary(message, false) }),
  'webex-teams': (settings, message) =>
    post(setting(settings, 'webhook'), { markdown: summary(message, true) }),
  'unify-circuit': (settings, message) =>
    post(setting(settings, 'webhook'), {
      subject: message.projectName,
      text: summary(message, true),
      markdown: true,
    }),
};
