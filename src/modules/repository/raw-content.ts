/**
 * Headers of raw file content: text as UTF-8 plain text, anything else (or unknown, when the
 * content is streamed) as a download; never sniffed by browsers. `attachment` asks for a download
 * whatever the content (GitLab's `inline=false`).
 */
export function rawContentHeaders(
  head: Buffer | null,
  name: string,
  options: { attachment?: boolean } = {},
): Record<string, string> {
  const text = head !== null && !head.includes(0);
  const inline = text && !options.attachment;
  return {
    'Content-Type': text ? 'text/plain; charset=utf-8' : 'application/octet-stream',
    'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/["\\\r\n]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  };
}
