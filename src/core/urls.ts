/** Builds absolute web URLs from the configured external URL; shared by presenters of every module. */
export class Urls {
  readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  /** `${base}/${path}` for a relative path. */
  to(path: string): string {
    return `${this.base}/${path.replace(/^\/+/, '')}`;
  }

  /** Where an uploaded file (avatar) is served: `/uploads/-/system/<model>/avatar/<id>/<file>`. */
  upload(model: 'user' | 'group' | 'project', id: number, file: string): string {
    return this.to(`uploads/-/system/${model}/avatar/${id}/${encodeURIComponent(file)}`);
  }
}
