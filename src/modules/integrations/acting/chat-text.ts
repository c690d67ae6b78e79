/**
 * The text conventions of GitLab's chat messages: they are written with Markdown links, which the
 * chats that read Slack's "mrkdwn" get as `<url|text>`; what users wrote has its markup stripped
 * first, so it cannot hijack the message's own links.
 */

/** A Markdown link, its label stripped of markup. */
export function link(label: string, url: string): string {
  return `[${stripMarkup(label)}](${url})`;
}

/** Markdown and Slack links reduced to their labels, HTML reduced to its text. */
export function stripMarkup(value: string): string {
  return value
    .replace(/\[([^\]]*)\]\(([^)]*)\)/g, '$1')
    .replace(/<([^<>|]*)\|([^<>]*)>/g, '$2')
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '');
}

/** Markdown links as Slack links (`<url|text>`), for the chats that read Slack's format. */
export function slackFormat(value: string): string {
  return value.replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, '<$2|$1>');
}

/** A duration as GitLab's chats show it: `MM:SS`, or `HH:MM:SS` from an hour on. */
export function prettyDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return total < 3600 ? `${pad(m)}:${pad(s)}` : `${pad(h)}:${pad(m)}:${pad(s)}`;
}

/** The first line of a text. */
export function firstLine(value: string): string {
  return value.split(/\r?\n/, 1)[0] ?? '';
}
