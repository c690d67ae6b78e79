import type { Encryption } from '../../../core/encryption.ts';
import { PIPELINE_VARIABLES, type Pipeline, type PipelineVariable } from './pipeline.entity.ts';

/** A pipeline's variables, decrypted. */
export function pipelineVariables(
  encryption: Encryption,
  pipeline: Pick<Pipeline, 'encryptedVariables'>,
): PipelineVariable[] {
  return JSON.parse(
    encryption.decrypt(PIPELINE_VARIABLES, pipeline.encryptedVariables),
  ) as PipelineVariable[];
}

/** Variables as a pipeline stores them. */
export function encryptPipelineVariables(encryption: Encryption, variables: readonly PipelineVariable[]) {
  return encryption.encrypt(PIPELINE_VARIABLES, JSON.stringify(variables));
}
