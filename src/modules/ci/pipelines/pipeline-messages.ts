import type { PipelineRecord } from './pipeline-records.ts';

/**
 * What GitLab shows as a pipeline's messages (`Ci::PipelineMessage`): here its YAML errors, which
 * are stored on the pipeline, so a message's number is derived from the pipeline's id and its place.
 */
export const MESSAGES_PER_PIPELINE = 100;

export interface PipelineMessage {
  id: number;
  content: string;
}

export function errorMessagesOf(pipeline: Pick<PipelineRecord, 'id' | 'yamlErrors'>): PipelineMessage[] {
  return (pipeline.yamlErrors ? [pipeline.yamlErrors] : []).map((content, i) => ({
    id: pipeline.id * MESSAGES_PER_PIPELINE + i,
    content,
  }));
}

/** The pipeline a message's number names. */
export function pipelineOfMessage(id: number): number {
  return Math.floor(id / MESSAGES_PER_PIPELINE);
}
