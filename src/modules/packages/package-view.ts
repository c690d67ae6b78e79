import type { Pipeline } from '../ci/pipelines/pipeline.entity.ts';
import type { Project } from '../projects/project.entity.ts';
import type { User } from '../users/user.entity.ts';
import type { Package } from './package.entity.ts';
import type { PackageTag } from './package-tag.entity.ts';

/** A pipeline that built a package, with what the Packages API shows of it. */
export interface PackagePipeline {
  pipeline: Pipeline;
  /** The pipeline's project path (a job may publish to another project than its own). */
  projectPath: string;
  user: User | null;
}

/** A package with its project, tags and pipelines (newest first), as the Packages API lists it. */
export interface PackageView {
  pkg: Package;
  project: Project;
  tags: PackageTag[];
  pipelines: PackagePipeline[];
}
