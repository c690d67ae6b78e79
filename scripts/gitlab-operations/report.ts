/** Renders a check as Markdown: totals, areas, what blocks most operations, then each file. */
import type { FileResult, Summary } from './check.ts';

const pct = (ratio: number): string => `${(ratio * 100).toFixed(1)}%`;

export function renderReport(
  title: string,
  results: FileResult[],
  summary: Summary,
  errorsPerFile = 3,
  topPerArea = 8,
): string {
  const lines: string[] = [];
  lines.push(`## ${title}`, '');
  lines.push(
    `${summary.ok}/${summary.checked} operation files validate (${pct(summary.ratio)}); ` +
      `${summary.clientOnly} select only client state and ${summary.notServed} are deliberately not served; ` +
      'neither is counted.',
    '',
  );
  lines.push('| area | ok | checked | ratio |', '|---|---|---|---|');
  for (const a of summary.areas) lines.push(`| ${a.area} | ${a.ok} | ${a.checked} | ${pct(a.ratio)} |`);
  lines.push('', '### What the schema lacks (operations blocked)', '');
  for (const b of summary.blockers) lines.push(`- ${b.operations} × \`${b.key}\``);
  lines.push('', '### What blocks each area most', '');
  for (const a of summary.areas.filter((x) => x.ok < x.checked)) {
    const counts = new Map<string, number>();
    for (const r of results) {
      if (r.area !== a.area || r.status !== 'fail') continue;
      for (const key of r.blockers) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const top = [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).slice(0, topPerArea);
    lines.push(`- ${a.area}: ${top.map(([key, n]) => `\`${key}\` ${n}`).join(', ')}`);
  }
  lines.push('', '### Files', '');
  for (const r of results) {
    if (r.status === 'ok') lines.push(`- OK ${r.file}`);
    else if (r.status === 'client-only') lines.push(`- CLIENT-ONLY ${r.file}`);
    else if (r.status === 'not-served') lines.push(`- NOT-SERVED ${r.file} (${r.errors[0]})`);
    else {
      lines.push(`- FAIL ${r.file}`);
      for (const e of r.errors.slice(0, errorsPerFile)) lines.push(`  - ${e}`);
      if (r.errors.length > errorsPerFile) lines.push(`  - … ${r.errors.length - errorsPerFile} more`);
    }
  }
  return lines.join('\n') + '\n';
}
