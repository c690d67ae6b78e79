import type { TestApp } from './app.ts';

/**
 * Waits for the background work merge requests set off (diffs and their stats, mergeability, the
 * merge request pipelines of a creation or a push), twice over, as one piece may set off another:
 * cost tests measure reads, not this work.
 */
export async function settleMergeRequestWork(t: TestApp): Promise<void> {
  const { mergeRequestPipelines, merging } = t.running.services;
  for (let pass = 0; pass < 2; pass++) {
    await mergeRequestPipelines.settle();
    await merging.settle();
  }
}
