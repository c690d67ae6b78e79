import { describe, expect, it } from 'vitest';
import { CoalescingRuns } from '../src/core/coalescing-runs.ts';

/** Background work per key: a burst of asks costs at most two runs, each seeing every ask before it. */
describe('CoalescingRuns', () => {
  function recorder() {
    const runs: { key: string; ask: string[] }[] = [];
    const gates: (() => void)[] = [];
    const queue = new CoalescingRuns<string, string[]>({
      run: async (key, ask) => {
        runs.push({ key, ask });
        await new Promise<void>((resolve) => gates.push(resolve));
      },
      merge: (earlier, later) => [...earlier, ...later],
      onError: () => undefined,
    });
    return { queue, runs, gates };
  }

  it('runs once more for all the asks made during a run, merged, and resolves each ask after its run', async () => {
    const { queue, runs, gates } = recorder();
    const first = queue.schedule('a', ['1']);
    const second = queue.schedule('a', ['2']);
    const third = queue.schedule('a', ['3']);
    expect(runs).toEqual([{ key: 'a', ask: ['1'] }]);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    gates.shift()!();
    await first;
    expect(secondDone).toBe(false);
    await new Promise((r) => setImmediate(r));
    expect(runs).toEqual([
      { key: 'a', ask: ['1'] },
      { key: 'a', ask: ['2', '3'] },
    ]);
    gates.shift()!();
    await Promise.all([second, third]);
    await queue.settle();
    expect(runs).toHaveLength(2);
  });

  it('runs different keys side by side, goes on after a failed run, and settles when all are done', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = new CoalescingRuns<string, true>({
      run: async (key) => {
        calls++;
        if (key === 'bad' && calls === 1) throw new Error('first run fails');
        await new Promise((r) => setTimeout(r, 5));
      },
      merge: () => true,
      onError: (error) => errors.push(error),
    });
    const bad = queue.schedule('bad', true);
    const again = queue.schedule('bad', true);
    const other = queue.schedule('other', true);
    await Promise.all([bad, again, other]);
    await queue.settle();
    expect(calls).toBe(3);
    expect(errors).toHaveLength(1);
  });
});
