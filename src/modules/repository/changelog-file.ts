import semver from 'semver';

/**
 * Puts a release section into a changelog file: before the first release header (`## X.Y.Z`) of
 * an older version, or at the end when no header is older or none can be read.
 */
export function insertRelease(existing: string | null, version: string, section: string): string {
  if (existing === null || existing.trim() === '') return section;
  const lines = existing.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = /^## v?(\d+\.\d+\.\d+\S*)/.exec(lines[i]!);
    if (!header) continue;
    const other = semver.valid(header[1]);
    if (other && semver.lt(other, version)) {
      return [...lines.slice(0, i), ...section.replace(/\n+$/, '\n').split('\n'), ...lines.slice(i)].join(
        '\n',
      );
    }
  }
  const base = existing.endsWith('\n') ? existing : `${existing}\n`;
  return `${base}\n${section}`;
}
