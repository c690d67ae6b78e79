import { setting, type Settings } from './integration-action.ts';
import { field, list, text } from './payload-fields.ts';

/**
 * GitLab's `labels_to_be_notified` of chat notifications: when set (`~backend,~frontend`), merge
 * requests and comments are notified only when they carry any (or, with `match_all`, all) of them.
 */
export function notifiesForLabels(settings: Settings, payload: unknown): boolean {
  const wanted = setting(settings, 'labels_to_be_notified')
    .replaceAll('~', '')
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '');
  if (wanted.length === 0) return true;
  const carried = [
    field(payload, 'labels'),
    field(payload, 'issue', 'labels'),
    field(payload, 'merge_request', 'labels'),
    field(payload, 'object_attributes', 'labels'),
  ].find((labels) => Array.isArray(labels) && labels.length > 0);
  const titles = new Set(list(carried ?? []).map((label) => text(label, 'title')));
  return setting(settings, 'labels_to_be_notified_behavior') === 'match_all'
    ? wanted.every((label) => titles.has(label))
    : wanted.some((label) => titles.has(label));
}
