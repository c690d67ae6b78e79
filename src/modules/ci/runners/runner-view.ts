import type { Project } from '../../projects/project.entity.ts';
import type { Runner } from './runner.entity.ts';

/** A runner with the projects it serves, as presenters show it. */
export interface RunnerView {
  runner: Runner;
  projects: Project[];
}
