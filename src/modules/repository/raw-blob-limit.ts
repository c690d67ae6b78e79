import type { VariableRateLimiter } from '../../core/rate-limits.ts';
import type { ModuleDeps } from '../../services.ts';

/**
 * GitLab's raw blob rate limit: raw downloads of one path (a file path, or a blob id) of one
 * project, per minute, whoever asks — `raw_blob_request_limit` (0: no limit), refused with a 429
 * carrying `rate_limiting_response_text` when the instance sets one.
 */
export class RawBlobLimiter {
  private readonly deps: ModuleDeps;
  private readonly counter: VariableRateLimiter;

  constructor(deps: ModuleDeps) {
    this.deps = deps;
    this.counter = deps.rateLimits.variableLimiter('raw_blob');
  }

  async hit(projectId: number, path: string): Promise<void> {
    const settings = await this.deps.settings();
    await this.counter.hit(
      `${projectId}:${path}`,
      settings.raw_blob_request_limit,
      settings.rate_limiting_response_text,
    );
  }
}
