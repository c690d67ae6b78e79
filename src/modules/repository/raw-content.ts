/**
 * Headers of raw file content: text as UTF-8 plain text, anything else (or unknown, when the
 * content is streamed) as a download; never sniffed by browsers.
 */
export function rawContentHeaders(head: Buffer | null, name: string): Record<string, string> {
  const text = head !== null && !head.includes(0);
  return {
    'Content-Type': text ? 'text/plain; charset=utf-8' : 'application/octet-stream',
    'Content-Disposition': `${text ? 'inline' : 'attachment'}; filename="${name.replace(/["\\\r\n]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  };
}
