import type { Package, PackageFile } from './package.entity.ts';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A file name as uploaded, without any directory part. */
export function pypiFileName(name: string): string {
  return name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
}

/**
 * The PEP 503 page of one project: a link per file to its download address, with its sha256 as
 * the URL fragment and `data-requires-python` where the upload named one.
 */
export function pypiSimplePage(
  name: string,
  versions: readonly { pkg: Package; files: PackageFile[] }[],
  filesBase: string,
): string {
  const links = versions.flatMap(({ pkg, files }) => {
    const value = pkg.metadata['requires_python'];
    const requires = typeof value === 'string' ? value : '';
    const attribute = requires ? ` data-requires-python="${escapeHtml(requires)}"` : '';
    return files.map(
      (f) =>
        `<a href="${escapeHtml(`${filesBase}/${f.fileSha256}/${encodeURIComponent(f.fileName)}#sha256=${f.fileSha256}`)}"${attribute}>${escapeHtml(f.fileName)}</a><br>`,
    );
  });
  return `<!DOCTYPE html>
<html>
  <head>
    <title>Links for ${escapeHtml(name)}</title>
  </head>
  <body>
    <h1>Links for ${escapeHtml(name)}</h1>
    ${links.join('\n    ')}
  </body>
</html>
`;
}

/** The PEP 503 root page: a link per project name to its own page. */
export function pypiIndexPage(names: readonly string[], simpleBase: string): string {
  const links = [...new Set(names)].map(
    (name) => `<a href="${escapeHtml(`${simpleBase}/${name}`)}">${escapeHtml(name)}</a><br>`,
  );
  return `<!DOCTYPE html>
<html>
  <head>
    <title>Links for packages</title>
  </head>
  <body>
    <h1>Links for packages</h1>
    ${links.join('\n    ')}
  </body>
</html>
`;
}
