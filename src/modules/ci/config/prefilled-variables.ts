import { isHash, text } from './normalize.ts';
import type { PrefilledVariable } from './types.ts';

/**
 * The top-level variables that "Run pipeline" offers to fill in: those with a `description:`
 * (GitLab's prefill data), with their default value and the `options:` to choose from.
 */
export function prefilledVariables(raw: unknown): PrefilledVariable[] {
  if (!isHash(raw)) return [];
  return Object.entries(raw).flatMap(([key, value]) => {
    if (!isHash(value) || value['description'] === undefined || value['description'] === null) return [];
    const options = value['options'];
    return [
      {
        key,
        value: text(value['value'] ?? ''),
        description: text(value['description']),
        options: Array.isArray(options) ? options.map(text) : null,
      },
    ];
  });
}
