import type { CiVariableView } from './variable-view.ts';

/** A CI/CD variable as GitLab's API shows it; a hidden variable's value is never shown. */
export function presentVariable(variable: CiVariableView) {
  return {
    variable_type: variable.variableType,
    key: variable.key,
    value: variable.hidden ? null : variable.value,
    hidden: variable.hidden,
    protected: variable.protected,
    masked: variable.masked,
    raw: variable.raw,
    environment_scope: variable.environmentScope,
    description: variable.description,
  };
}
