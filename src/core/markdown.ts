import MarkdownIt from 'markdown-it';

/**
 * Where references to issues in a text lead: a project's external issue tracker. `pattern` is
 * global and matches one reference; `link` turns a match into the issue's URL and the text shown.
 */
export interface IssueReferenceLinks {
  pattern: RegExp;
  /** The link title (GitLab's "Issue in <tracker>"). */
  title: string;
  link: (match: RegExpExecArray) => { href: string; text: string } | null;
}

/** What a rendering is for: the project's issue references, when it links them elsewhere. */
export interface MarkdownContext {
  issueReferences?: IssueReferenceLinks | null;
}

/**
 * Markdown of descriptions, titles and messages rendered to HTML for the `…Html` fields. Raw HTML in
 * the source is escaped, never passed through: what users write cannot inject markup.
 */
const renderer = new MarkdownIt({ html: false, linkify: true, breaks: false });
type StateCore = Parameters<Parameters<typeof renderer.core.ruler.push>[1]>[0];
type Token = StateCore['tokens'][number];
renderer.core.ruler.push('issue_references', linkIssueReferences);

/** A block of Markdown (a description) as HTML; empty text renders as an empty string. */
export function renderMarkdown(text: string | null | undefined, context: MarkdownContext = {}): string {
  return text ? renderer.render(text, context).trimEnd() : '';
}

/** One line of Markdown (a title) as inline HTML, without an enclosing paragraph. */
export function renderMarkdownLine(text: string | null | undefined, context: MarkdownContext = {}): string {
  return text ? renderer.renderInline(text, context) : '';
}

/** Turns issue references in plain text (never inside links or code) into links to their tracker. */
function linkIssueReferences(state: StateCore): void {
  const links = (state.env as MarkdownContext | undefined)?.issueReferences;
  if (!links) return;
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    const children: Token[] = [];
    let insideLink = 0;
    for (const token of block.children) {
      if (token.type === 'link_open') insideLink++;
      if (token.type === 'link_close') insideLink--;
      if (token.type === 'text' && insideLink === 0) children.push(...splitReferences(state, token, links));
      else children.push(token);
    }
    block.children = children;
  }
}

function splitReferences(state: StateCore, token: Token, links: IssueReferenceLinks): Token[] {
  const out: Token[] = [];
  const text = token.content;
  const pattern = new RegExp(
    links.pattern.source,
    links.pattern.flags.includes('g') ? links.pattern.flags : `${links.pattern.flags}g`,
  );
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const link = links.link(match);
    if (!link) continue;
    if (match.index > last) out.push(textToken(state, text.slice(last, match.index)));
    const open = new state.Token('link_open', 'a', 1);
    open.attrs = [
      ['href', link.href],
      ['title', links.title],
      ['class', 'gfm gfm-issue'],
      ['data-reference-type', 'external_issue'],
      ['data-external-issue', link.text.replace(/^#/, '')],
    ];
    out.push(open, textToken(state, link.text), new state.Token('link_close', 'a', -1));
    last = match.index + match[0].length;
  }
  if (last === 0) return [token];
  if (last < text.length) out.push(textToken(state, text.slice(last)));
  return out;
}

function textToken(state: StateCore, content: string): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  return token;
}
