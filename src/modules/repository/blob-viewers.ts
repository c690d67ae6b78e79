/**
 * How GitLab's frontend shows a file: its special kind (`fileType`), and the simple and rich
 * viewers it picks from the file's name, content and size. The rules are GitLab's; the code and
 * tables are ours.
 */

/** Special files, tested on the path from the repository root; the first that matches names it. */
const SPECIAL_FILES: readonly (readonly [string, RegExp])[] = [
  [
    'readme',
    /^(readme|index)(\.(md|markdown|mdown|mkd|mkdn|rst|adoc|ad|asciidoc|textile|rdoc|org|creole|wiki|mediawiki|txt))?$/i,
  ],
  ['changelog', /^(changelog|history|changes|news)[^/]*$/i],
  ['license', /^((un)?licen[sc]e|copying)(\.[^/]+)?$/i],
  ['contributing', /^contributing[^/]*$/i],
  ['version', /^version$/i],
  ['avatar', /^logo\.(png|jpg|gif)$/],
  ['issue_template', /^\.gitlab\/issue_templates\/[^/]+\.md$/],
  ['merge_request_template', /^\.gitlab\/merge_request_templates\/[^/]+\.md$/],
  ['metrics_dashboard', /^\.gitlab\/dashboards\/[^/]+\.yml$/],
  ['xcode_config', /^[^/]*\.(xcodeproj|xcworkspace)(\/.+)?$/],
  ['gitignore', /^\.gitignore$/i],
  ['gitlab_ci', /^\.gitlab-ci\.yml$/i],
  ['route_map', /^\.gitlab\/route-map\.yml$/i],
  ['cartfile', /^Cartfile[^/]*$/],
  ['composer_json', /^composer\.json$/i],
  ['gemfile', /^(Gemfile|gems\.rb)$/],
  ['gemfile_lock', /^Gemfile\.lock$/i],
  ['gemspec', /^[^/]*\.gemspec$/],
  ['godeps_json', /^Godeps\.json$/i],
  ['package_json', /^package\.json$/i],
  ['podfile', /^Podfile$/i],
  ['podspec_json', /^[^/]*\.podspec\.json$/],
  ['podspec', /^[^/]*\.podspec$/],
  ['requirements_txt', /^[^/]*requirements\.txt$/],
  ['yarn_lock', /^yarn\.lock$/i],
  ['openapi', /(openapi|swagger).*\.(yaml|yml|json)$/i],
];

/** GitLab's `fileType` of a path: `readme`, `gitlab_ci`, `package_json`... or null. */
export function specialFileType(path: string): string | null {
  return SPECIAL_FILES.find(([, pattern]) => pattern.test(path))?.[0] ?? null;
}

export interface BlobViewer {
  type: 'simple' | 'rich';
  /** The viewer's partial: `text`, `empty`, `download`, `markup`, `image`... */
  fileType: string;
  collapsed: boolean;
  tooLarge: boolean;
  renderError: string | null;
}

/** Sizes above which GitLab collapses a rendered file, and refuses to render it. */
const COLLAPSE_ABOVE = 1024 * 1024;
const REFUSE_ABOVE = 10 * 1024 * 1024;

function rendered(type: BlobViewer['type'], fileType: string, size: number): BlobViewer {
  const tooLarge = size > REFUSE_ABOVE;
  return {
    type,
    fileType,
    collapsed: size > COLLAPSE_ABOVE,
    tooLarge,
    renderError: tooLarge ? 'too_large' : null,
  };
}

const plain = (type: BlobViewer['type'], fileType: string): BlobViewer => ({
  type,
  fileType,
  collapsed: false,
  tooLarge: false,
  renderError: null,
});

/** Rich viewers by extension: documents rendered, media shown. */
const RICH_BY_EXTENSION: Record<string, { fileType: string; binary: boolean }> = {
  ...Object.fromEntries(
    [
      'md',
      'markdown',
      'mdown',
      'mkd',
      'mkdn',
      'rst',
      'adoc',
      'ad',
      'asciidoc',
      'textile',
      'rdoc',
      'org',
      'creole',
      'wiki',
      'mediawiki',
    ].map((ext) => [ext, { fileType: 'markup', binary: false }]),
  ),
  ...Object.fromEntries(
    ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp'].map((ext) => [
      ext,
      { fileType: 'image', binary: true },
    ]),
  ),
  ...Object.fromEntries(
    ['mp4', 'm4v', 'mov', 'webm', 'ogv'].map((ext) => [ext, { fileType: 'video', binary: true }]),
  ),
  ...Object.fromEntries(
    ['mp3', 'oga', 'ogg', 'spx', 'wav'].map((ext) => [ext, { fileType: 'audio', binary: true }]),
  ),
  svg: { fileType: 'svg', binary: false },
  pdf: { fileType: 'pdf', binary: true },
  ipynb: { fileType: 'notebook', binary: false },
  csv: { fileType: 'csv', binary: false },
  geojson: { fileType: 'geo_json', binary: false },
};

const extensionOf = (path: string) => {
  const name = path.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The simple viewer: empty files, binary files as a download, anything else as text. */
export function simpleViewer(size: number, binary: boolean): BlobViewer {
  if (size === 0) return plain('simple', 'empty');
  if (binary) return plain('simple', 'download');
  return rendered('simple', 'text', size);
}

/** The rich viewer, when the file's kind has one (its extension, and text or binary as it expects). */
export function richViewer(path: string, size: number, binary: boolean): BlobViewer | null {
  const rich = RICH_BY_EXTENSION[extensionOf(path)];
  if (!rich || rich.binary !== binary || size === 0) return null;
  return rich.binary ? plain('rich', rich.fileType) : rendered('rich', rich.fileType, size);
}
