import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireUser, type Actor } from '../../core/actor.ts';
import { badRequest, notFound, payloadTooLarge } from '../../core/errors.ts';
import { authorize } from '../../core/policy.ts';
import type { ModuleDeps } from '../../services.ts';
import { UploadsService } from './uploads.service.ts';

/** A project upload as `POST /projects/:id/uploads` describes it (GitLab's markdown upload). */
export interface ProjectUpload {
  alt: string;
  /** Relative to the project's web address. */
  url: string;
  /** From the instance's root. */
  fullPath: string;
  markdown: string;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp', 'svg']);

/**
 * Files uploaded to a project for its markdown (GitLab's `POST /projects/:id/uploads`), kept on disk
 * at `<DATA_DIR>/uploads/-/project/<project id>/<secret>/<file>`, the secret making each address
 * unguessable. Files larger than the instance's `max_attachment_size` (MiB) are refused before
 * anything is written.
 */
export class ProjectUploadsService {
  private readonly deps: ModuleDeps;
  private readonly root: string;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.root = path.join(deps.config.dataDir, 'uploads', '-', 'project');
  }

  async upload(
    actor: Actor,
    idOrPath: string | number,
    file: { filename: string; data: Buffer } | undefined,
  ): Promise<ProjectUpload> {
    requireUser(actor);
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'upload_file', subject);
    // Checked after access, so that a project the caller may not see stays a 404 (as in GitLab).
    if (!file) throw badRequest('file is missing');
    const { max_attachment_size: maxMiB } = await this.deps.settings();
    if (file.data.length > maxMiB * 1024 * 1024) throw payloadTooLarge();
    const name = UploadsService.sanitizeFilename(file.filename);
    const secret = randomBytes(16).toString('hex');
    const dir = path.join(this.root, String(subject.project.id), secret);
    await mkdir(dir, { recursive: true });
    try {
      await writeFile(path.join(dir, name), file.data);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    const url = `/uploads/${secret}/${name}`;
    // Images are embedded and named without their extension; other files are linked by name.
    const image = IMAGE_EXTENSIONS.has(UploadsService.extensionOf(name));
    const alt = image ? name.replace(/\.[^.]*$/, '') || name : name;
    return {
      alt,
      url,
      fullPath: `/-/project/${subject.project.id}/uploads/${secret}/${name}`,
      markdown: `${image ? '!' : ''}[${alt}](${url})`,
    };
  }

  /** An uploaded file, for the project's maintainers and administrators (as GitLab's API); 404 when missing. */
  async read(
    actor: Actor,
    idOrPath: string | number,
    secret: string,
    filename: string,
  ): Promise<{ filename: string; data: Buffer }> {
    const subject = await this.deps.projects.find(actor, idOrPath);
    authorize(actor, 'read_upload', subject);
    if (!/^[0-9a-f]{32}$/.test(secret) || filename !== UploadsService.sanitizeFilename(filename)) {
      throw notFound('Upload');
    }
    const data = await readFile(path.join(this.root, String(subject.project.id), secret, filename)).catch(
      () => null,
    );
    if (!data) throw notFound('Upload');
    return { filename, data };
  }
}
