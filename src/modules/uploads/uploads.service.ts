import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { directoryBytes } from '../../core/disk-usage.ts';

/** Models that carry an avatar, as they appear in upload URLs. */
export type AvatarModel = 'user' | 'group' | 'project';

const AVATAR_MODELS: readonly string[] = ['user', 'group', 'project'];

/** Image formats accepted as avatars (as GitLab's avatar uploader). */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'ico', 'webp'] as const;

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  ico: 'image/vnd.microsoft.icon',
  webp: 'image/webp',
};

/** A stored file read back for serving. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Uploaded files on disk, under `<DATA_DIR>/uploads/-/system/<model>/avatar/<id>/<file>`, the same
 * layout as the URLs that serve them. Writes happen outside database transactions: a new file is
 * written first, the record pointing at it is committed, then older files are pruned.
 */
export class UploadsService {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'uploads', '-', 'system');
  }

  /** A file name safe on disk and in a URL: its base name, unusual characters replaced. */
  static sanitizeFilename(filename: string): string {
    const base = path.basename(filename.replace(/\\/g, '/')).replace(/[^A-Za-z0-9._-]/g, '_');
    return base.replace(/^\.+/, '') || 'avatar';
  }

  static extensionOf(filename: string): string {
    return path.extname(filename).slice(1).toLowerCase();
  }

  /** Writes an avatar and returns the stored file name. */
  async storeAvatar(model: AvatarModel, id: number, filename: string, data: Buffer): Promise<string> {
    const name = UploadsService.sanitizeFilename(filename);
    const dir = this.avatarDir(model, id);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), data);
    return name;
  }

  /** Removes every avatar file of a record except `keep` (after a replacement, or a deletion). */
  async pruneAvatars(model: AvatarModel, id: number, keep: string | null): Promise<void> {
    const dir = this.avatarDir(model, id);
    const files = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(files.filter((f) => f !== keep).map((f) => rm(path.join(dir, f), { force: true })));
  }

  /** An avatar file for serving, or null when the address names nothing stored. */
  async readAvatar(model: string, id: string, filename: string): Promise<StoredFile | null> {
    if (!AVATAR_MODELS.includes(model) || !/^\d+$/.test(id)) return null;
    if (filename !== UploadsService.sanitizeFilename(filename)) return null;
    const data = await readFile(path.join(this.avatarDir(model as AvatarModel, Number(id)), filename)).catch(
      () => null,
    );
    if (!data) return null;
    const contentType = CONTENT_TYPES[UploadsService.extensionOf(filename)] ?? 'application/octet-stream';
    return { data, contentType };
  }

  /** Bytes of a record's stored avatar files. */
  avatarBytes(model: AvatarModel, id: number): Promise<number> {
    return directoryBytes(this.avatarDir(model, id));
  }

  private avatarDir(model: AvatarModel, id: number): string {
    return path.join(this.root, model, 'avatar', String(id));
  }
}
