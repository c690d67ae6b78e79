import type { Pipeline } from '../pipelines/pipeline.entity.ts';
import type { PipelineSchedule, PipelineScheduleVariable } from './pipeline-schedule.entity.ts';

/** A schedule with what its detail shows. */
export interface ScheduleView {
  schedule: PipelineSchedule;
  variables: PipelineScheduleVariable[];
  lastPipeline: Pipeline | null;
}
