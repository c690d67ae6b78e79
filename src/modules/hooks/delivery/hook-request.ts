import { randomUUID } from 'node:crypto';
import { GITLAB_VERSION } from '../../metadata/metadata.service.ts';
import type { DeliverableHook } from '../hook-view.ts';
import type { HookType } from '../web-hook.entity.ts';
import { eventHeader, type HookTrigger } from './hook-triggers.ts';

/** One delivery's request, as sent and as its log shows it. */
export interface HookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface HookRequestInput {
  hook: DeliverableHook;
  trigger: HookTrigger;
  payload: unknown;
  /** Shared by every delivery of one event (`X-Gitlab-Event-UUID`). */
  eventUuid: string;
  /** The same for every attempt of one delivery (`Idempotency-Key`), so receivers can drop repeats. */
  idempotencyKey: string;
  instanceUrl: string;
}

/** The request of one delivery: GitLab's headers, the hook's own headers, and its body. */
export function hookRequest(input: HookRequestInput): HookRequest {
  const { hook } = input;
  const headers = webhookHeaders({ ...input, hookType: hook.type });
  if (hook.token) headers['X-Gitlab-Token'] = hook.token;
  for (const [key, value] of Object.entries(hook.customHeaders)) headers[key] = value;
  const body =
    hook.customWebhookTemplate === null || hook.customWebhookTemplate === ''
      ? JSON.stringify(input.payload)
      : renderTemplate(hook.customWebhookTemplate, input.payload);
  return { url: hook.url, headers, body };
}

/** GitLab's headers of a webhook delivery (also sent by the integrations that post hook payloads). */
export function webhookHeaders(input: {
  trigger: HookTrigger;
  hookType: HookType;
  eventUuid: string;
  idempotencyKey: string;
  instanceUrl: string;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': `GitLab/${GITLAB_VERSION}`,
    'X-Gitlab-Event': eventHeader(input.trigger, input.hookType),
    'X-Gitlab-Webhook-UUID': randomUUID(),
    'X-Gitlab-Instance': input.instanceUrl,
    'X-Gitlab-Event-UUID': input.eventUuid,
    'Idempotency-Key': input.idempotencyKey,
  };
}

/**
 * A custom webhook template with its `{{path.to.field}}` placeholders replaced by the payload's
 * values, each written as a JSON string's content (GitLab's custom templates are JSON documents);
 * a path the payload lacks becomes an empty string.
 */
export function renderTemplate(template: string, payload: unknown): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, path: string) => {
    const value = path
      .split('.')
      .reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
        payload,
      );
    if (value === undefined || value === null) return '';
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return JSON.stringify(text).slice(1, -1);
  });
}

/** What a delivery log shows of the request headers: secrets masked, as GitLab does. */
export function loggedHeaders(request: HookRequest, hook: DeliverableHook): Record<string, string> {
  const shown: Record<string, string> = {};
  const custom = new Set(Object.keys(hook.customHeaders).map((k) => k.toLowerCase()));
  for (const [key, value] of Object.entries(request.headers)) {
    const lower = key.toLowerCase();
    shown[key] = lower === 'x-gitlab-token' || custom.has(lower) ? '[REDACTED]' : value;
  }
  return shown;
}
