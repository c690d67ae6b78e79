import type { CiVariableView } from './variable-view.ts';

/** The project's CI/CD variables that reach a job or a pipeline's rules (CiVariablesService.forJob). */
export type VariablesLookup = (
  projectId: number,
  job: { protectedRef: boolean; environment: string | null },
) => Promise<readonly CiVariableView[]>;
