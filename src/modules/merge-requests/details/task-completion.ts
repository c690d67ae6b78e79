/** GitLab's task list items: `- [ ]`, `* [x]`, `1. [X]`... at the start of a line (outside code is not told apart). */
const TASK = /^[ \t]*(?:[-*+]|\d+[.)])[ \t]+\[([ xX~])\](?=[ \t]|$)/gm;

/** How many task list items a description has, and how many are checked. */
export function taskCompletion(description: string | null): { count: number; completedCount: number } {
  let count = 0;
  let completedCount = 0;
  for (const match of (description ?? '').matchAll(TASK)) {
    count++;
    if (match[1] !== ' ') completedCount++;
  }
  return { count, completedCount };
}
