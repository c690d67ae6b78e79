import type { Project } from '../projects/project.entity.ts';
import type { Package } from './package.entity.ts';

/** A package with its project, as the Packages API lists it. */
export interface PackageView {
  pkg: Package;
  project: Project;
}
