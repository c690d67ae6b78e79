/**
 * The tail of a job log as HTML, as GitLab's job pages show a log: colours and styles of ANSI SGR
 * sequences become `term-*` classes, other escape sequences and collapsible-section markers are
 * dropped, a carriage return lets the text after it overwrite the line, lines end in `<br/>`.
 */

const COLORS = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'];

interface Style {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  fg: string | null;
  bg: string | null;
}

const PLAIN: Style = { bold: false, italic: false, underline: false, fg: null, bg: null };

const SECTION_MARKER = /section_(?:start|end):\d+:[A-Za-z0-9_.-]+(?:\[[^\]]*\])?\r?(?:\x1b\[0K)?/g;
const ESCAPE = /\x1b\[([0-9;?]*)([A-Za-z])/g;

/** The last `lines` lines of a log (a UTF-8 tail of it) as HTML. */
export function traceTailHtml(log: string, lines: number): string {
  const all = log.replace(SECTION_MARKER, '').split('\n');
  if (all.length > 0 && all[all.length - 1] === '') all.pop();
  let style = PLAIN;
  return all
    .slice(-lines)
    .map((line) => {
      const rendered = renderLine(overwritten(line), style);
      style = rendered.style;
      return `${rendered.html}<br/>`;
    })
    .join('');
}

/** What a terminal shows of a line: the text after its last carriage return. */
function overwritten(line: string): string {
  const trimmed = line.endsWith('\r') ? line.slice(0, -1) : line;
  return trimmed.slice(trimmed.lastIndexOf('\r') + 1);
}

function renderLine(line: string, start: Style): { html: string; style: Style } {
  let style = start;
  let html = '';
  let at = 0;
  for (const match of line.matchAll(ESCAPE)) {
    html += span(line.slice(at, match.index), style);
    if (match[2] === 'm') style = applySgr(style, match[1]!);
    at = match.index + match[0].length;
  }
  html += span(line.slice(at), style);
  return { html, style };
}

function applySgr(style: Style, parameters: string): Style {
  const codes = parameters === '' ? [0] : parameters.split(';').map(Number);
  let next = { ...style };
  for (let i = 0; i < codes.length; i++) {
    const code = codes[i]!;
    if (code === 0) next = { ...PLAIN };
    else if (code === 1) next.bold = true;
    else if (code === 3) next.italic = true;
    else if (code === 4) next.underline = true;
    else if (code === 21 || code === 22) next.bold = false;
    else if (code === 23) next.italic = false;
    else if (code === 24) next.underline = false;
    else if (code >= 30 && code <= 37) next.fg = COLORS[code - 30]!;
    else if (code >= 90 && code <= 97) next.fg = `l-${COLORS[code - 90]!}`;
    else if (code >= 40 && code <= 47) next.bg = COLORS[code - 40]!;
    else if (code >= 100 && code <= 107) next.bg = `l-${COLORS[code - 100]!}`;
    else if (code === 39) next.fg = null;
    else if (code === 49) next.bg = null;
    else if ((code === 38 || code === 48) && codes[i + 1] === 5 && codes[i + 2] !== undefined) {
      if (code === 38) next.fg = `xterm-${codes[i + 2]!}`;
      else next.bg = `xterm-${codes[i + 2]!}`;
      i += 2;
    }
  }
  return next;
}

function span(text: string, style: Style): string {
  if (text === '') return '';
  const classes = [
    style.fg && `term-fg-${style.fg}`,
    style.bg && `term-bg-${style.bg}`,
    style.bold && 'term-bold',
    style.italic && 'term-italic',
    style.underline && 'term-underline',
  ].filter(Boolean);
  const escaped = escapeHtml(text);
  return classes.length === 0 ? escaped : `<span class="${classes.join(' ')}">${escaped}</span>`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
