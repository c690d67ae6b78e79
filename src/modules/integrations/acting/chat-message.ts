import { slackFormat } from './chat-text.ts';

/** A Slack attachment (also Mattermost's). */
export type SlackAttachment = Record<string, unknown>;

/** GitLab's `activity` of a message, what Microsoft Teams shows. */
export interface ChatActivity {
  title: string;
  subtitle: string;
  text: string;
  image: string | null;
}

/**
 * One event as a chat message (GitLab's ChatMessage classes): the text with Markdown links, and
 * what goes with it in each family of chat.
 */
export interface ChatMessage {
  /** The message, with Markdown links. */
  message: string;
  /** Pipelines put everything in their attachment; others lead with the message. */
  pretextEmpty: boolean;
  /** The attachments of the chats that read Slack's format. */
  slackAttachments: SlackAttachment[];
  /** What the Markdown chats add below the message ('' when nothing). */
  markdownAttachments: string;
  activity: ChatActivity;
  projectName: string;
  userName: string | null;
  userAvatar: string | null;
  /** What a conversation about the same object shares (Google Chat's thread key), or null. */
  threadKey: string | null;
}

/** GitLab's `summary`: the message as the chat reads links. */
export function summary(message: ChatMessage, markdown: boolean): string {
  return markdown ? message.message : slackFormat(message.message);
}

/** GitLab's `pretext`. */
export function pretext(message: ChatMessage, markdown: boolean): string {
  return message.pretextEmpty ? '' : summary(message, markdown);
}

/** `Full Name (username)`, or the one that is known. */
export function combinedName(fullName: string | null, userName: string | null): string {
  if (fullName) return userName ? `${fullName} (${userName})` : fullName;
  return userName ?? '';
}

export const ATTACHMENT_COLOR = '#334455';
