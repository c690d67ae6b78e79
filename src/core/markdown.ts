import MarkdownIt from 'markdown-it';

/**
 * Markdown of descriptions, titles and messages rendered to HTML for the `…Html` fields. Raw HTML in
 * the source is escaped, never passed through: what users write cannot inject markup.
 */
const renderer = new MarkdownIt({ html: false, linkify: true, breaks: false });

/** A block of Markdown (a description) as HTML; empty text renders as an empty string. */
export function renderMarkdown(text: string | null | undefined): string {
  return text ? renderer.render(text).trimEnd() : '';
}

/** One line of Markdown (a title) as inline HTML, without an enclosing paragraph. */
export function renderMarkdownLine(text: string | null | undefined): string {
  return text ? renderer.renderInline(text) : '';
}
