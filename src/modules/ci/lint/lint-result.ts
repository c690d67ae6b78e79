import type { JobDefinition } from '../config/types.ts';

export interface LintResult {
  valid: boolean;
  errors: string[];
  warnings: string[];
  mergedYaml: string | null;
  includes: { type: string; location: string; contextProject?: string }[];
  /** With `include_jobs`: the jobs (those a dry run would create, when simulating). */
  jobs?: { definition: JobDefinition; when: string; allowFailure: boolean }[];
}
