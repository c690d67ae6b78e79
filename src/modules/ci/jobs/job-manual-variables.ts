import type { Ciphertext, Encryption } from '../../../core/encryption.ts';
import { JOB_MANUAL_VARIABLES } from './job.entity.ts';

/** A variable given when a manual job was played. */
export interface ManualVariable {
  key: string;
  value: string;
}

/** A job's manual variables, decrypted (none when none were given). */
export function jobManualVariables(encryption: Encryption, stored: Ciphertext | null): ManualVariable[] {
  if (!stored) return [];
  return JSON.parse(encryption.decrypt(JOB_MANUAL_VARIABLES, stored)) as ManualVariable[];
}

/** Manual variables as a job stores them; null when there are none. */
export function encryptJobManualVariables(
  encryption: Encryption,
  variables: Record<string, string>,
): Ciphertext | null {
  const list = Object.entries(variables).map(([key, value]) => ({ key, value }));
  return list.length === 0 ? null : encryption.encrypt(JOB_MANUAL_VARIABLES, JSON.stringify(list));
}
