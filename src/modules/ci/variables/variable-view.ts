import type { CiVariable } from './ci-variable.entity.ts';

/** A CI/CD variable as the service hands it out (to presenters, GraphQL and jobs): its value decrypted. */
export type CiVariableView = Pick<
  CiVariable,
  | 'id'
  | 'key'
  | 'variableType'
  | 'protected'
  | 'masked'
  | 'hidden'
  | 'raw'
  | 'environmentScope'
  | 'description'
> & { value: string };
