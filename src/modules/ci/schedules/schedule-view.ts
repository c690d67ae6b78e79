import type { Pipeline } from '../pipelines/pipeline.entity.ts';
import type { VariableType } from '../variables/ci-variable.entity.ts';
import type { PipelineSchedule } from './pipeline-schedule.entity.ts';

/** A schedule's variable as the service hands it out: its value decrypted. */
export interface ScheduleVariableView {
  key: string;
  value: string;
  variableType: VariableType;
}

/** A schedule with what its detail shows. */
export interface ScheduleView {
  schedule: PipelineSchedule;
  variables: ScheduleVariableView[];
  lastPipeline: Pipeline | null;
}
