/** The plan limits CI enforces, as the plan-limits module provides them (0 means unlimited). */
export interface CiPlanLimits {
  ciPipelineSize: number;
  ciActiveJobs: number;
  ciNeedsSizeLimit: number;
  dotenvSize: number;
  dotenvVariables: number;
}

export interface PlanLimitsReader {
  limits(): Promise<CiPlanLimits>;
}
