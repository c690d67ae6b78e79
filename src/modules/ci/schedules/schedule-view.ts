import type { ProjectSubject } from '../../projects/projects.policy.ts';
import type { ScheduleAccessView } from '../../../core/permission-table.ts';
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

/** A schedule as GraphQL hands it out: with its project and the viewer's access (for `userPermissions`). */
export interface ScheduleNode {
  schedule: PipelineSchedule;
  project: ProjectSubject;
  access: ScheduleAccessView;
}

/** A schedule's variable with its id, as GraphQL's `PipelineScheduleVariable` shows it. */
export interface ScheduleVariableNode extends ScheduleVariableView {
  id: number;
}
