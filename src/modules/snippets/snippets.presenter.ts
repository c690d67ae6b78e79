import { visibilityName } from '../../core/access.ts';
import type { Snippet } from './snippet.entity.ts';
import { snippetFileRawUrl, snippetRawUrl, type SnippetView } from './snippet-view.ts';

export function presentSnippet(view: SnippetView) {
  const { snippet, files, projectUrl } = view;
  const author = snippet.author;
  return {
    id: snippet.id,
    title: snippet.title,
    file_name: files[0] ?? null,
    description: snippet.description,
    visibility: visibilityName(snippet.visibilityLevel),
    author: {
      id: author.id,
      username: author.username,
      email: author.email,
      name: author.name,
      state: author.state,
      created_at: author.createdAt.toISOString(),
    },
    updated_at: snippet.updatedAt.toISOString(),
    created_at: snippet.createdAt.toISOString(),
    imported: false,
    imported_from: 'none',
    project_id: snippet.project.id,
    web_url: view.webUrl,
    raw_url: snippetRawUrl(view),
    files: files.map((path) => ({ path, raw_url: snippetFileRawUrl(view, path) })),
    http_url_to_repo: `${projectUrl}/snippets/${snippet.id}.git`,
  };
}

export function presentUserAgentDetail(snippet: Snippet) {
  return {
    user_agent: snippet.userAgent ?? '',
    ip_address: snippet.ipAddress ?? '',
    akismet_submitted: false,
  };
}
