/** `KEY=value` lines of a dotenv report; null when a line is neither that nor blank. */
export function parseDotenv(text: string): Record<string, string> | null {
  const variables: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) return null;
    variables[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1');
  }
  return variables;
}
