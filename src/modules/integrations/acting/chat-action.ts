import type { HookTrigger } from '../../hooks/delivery/hook-triggers.ts';
import { notifiesForBranch } from './branch-selection.ts';
import type { ChatMessage } from './chat-message.ts';
import type { ChatRequestBuilder } from './chat-requests.ts';
import { setting, type ActingEvent, type IntegrationAction, type Settings } from './integration-action.ts';
import { notifiesForLabels } from './label-selection.ts';
import { mergeRequestMessage } from './merge-request-message.ts';
import { noteMessage } from './note-message.ts';
import { field, refName, text } from './payload-fields.ts';
import { pipelineMessage } from './pipeline-message.ts';
import { pushMessage } from './push-message.ts';

/** The `<event>_channel` setting of each trigger (the integration kinds' names). */
const CHANNEL_SETTING: Partial<Record<HookTrigger, string>> = {
  push_hooks: 'push_channel',
  tag_push_hooks: 'tag_push_channel',
  merge_request_hooks: 'merge_requests_channel',
  note_hooks: 'note_channel',
  confidential_note_hooks: 'confidential_note_channel',
  pipeline_hooks: 'pipeline_channel',
};

/**
 * A chat notification (GitLab's BaseChatNotification): pushes to the selected branches, tag pushes,
 * merge requests (not their updates) and comments with the selected labels, and pipelines of the selected branches that failed
 * (or passed, unless only broken pipelines are wanted); each as GitLab words it, sent as the chat
 * reads it.
 */
export function chatAction(send: ChatRequestBuilder): IntegrationAction {
  return {
    events: [
      'push_events',
      'tag_push_events',
      'merge_requests_events',
      'note_events',
      'confidential_note_events',
      'pipeline_events',
    ],
    acts: (settings, event) => notifies(settings, event),
    request: (settings, delivery) => {
      const message = messageOf(delivery.trigger, delivery.payload, delivery.projectFullName);
      if (!message) return null;
      return send(settings, message, {
        channel: channelOf(settings, delivery.trigger),
        idempotencyKey: delivery.idempotencyKey,
      });
    },
  };
}

async function notifies(settings: Settings, { trigger, payload, branchProtected }: ActingEvent) {
  switch (trigger) {
    case 'push_hooks':
      return notifiesForBranch(settings, payload, refName(text(payload, 'ref') ?? ''), branchProtected);
    case 'tag_push_hooks':
      return true;
    case 'note_hooks':
    case 'confidential_note_hooks':
      return notifiesForLabels(settings, payload);
    case 'merge_request_hooks':
      // Updates follow the opening or closing they belong to: GitLab leaves them out, against duplicates.
      return (
        text(payload, 'object_attributes', 'action') !== 'update' && notifiesForLabels(settings, payload)
      );
    case 'pipeline_hooks': {
      const status = text(payload, 'object_attributes', 'status');
      const wanted =
        status === 'failed' || (status === 'success' && settings['notify_only_broken_pipelines'] !== true);
      if (!wanted) return false;
      if (field(payload, 'object_attributes', 'tag') === true) return true;
      return notifiesForBranch(
        settings,
        payload,
        text(payload, 'object_attributes', 'ref') ?? '',
        branchProtected,
      );
    }
    default:
      return false;
  }
}

function messageOf(trigger: HookTrigger, payload: unknown, projectName: string): ChatMessage | null {
  switch (trigger) {
    case 'push_hooks':
    case 'tag_push_hooks':
      return pushMessage(payload, projectName);
    case 'merge_request_hooks':
      return mergeRequestMessage(payload, projectName);
    case 'note_hooks':
    case 'confidential_note_hooks':
      return noteMessage(payload, projectName);
    case 'pipeline_hooks':
      return pipelineMessage(payload);
    default:
      return null;
  }
}

/** The event's channel, else the integration's, the first of a comma-separated list. */
function channelOf(settings: Settings, trigger: HookTrigger): string | null {
  const own = CHANNEL_SETTING[trigger];
  const names =
    (own ? setting(settings, own) : '') ||
    (trigger === 'confidential_note_hooks' ? setting(settings, 'note_channel') : '') ||
    setting(settings, 'channel');
  return (
    names
      .split(',')
      .map((name) => name.trim())
      .find((name) => name !== '') ?? null
  );
}
