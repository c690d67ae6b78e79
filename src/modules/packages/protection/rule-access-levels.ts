/** The access levels a rule names (GitLab's `sym_options_with_admin`): administrators are 60. */
export const RULE_ACCESS_LEVELS = { maintainer: 40, owner: 50, admin: 60 } as const;
export type RuleAccessLevelName = keyof typeof RULE_ACCESS_LEVELS;
export const PUSH_LEVELS = ['maintainer', 'owner', 'admin'] as const;
export const DELETE_LEVELS = ['owner', 'admin'] as const;

export function ruleAccessLevelName(level: number | null | undefined): RuleAccessLevelName | null {
  if (level === null || level === undefined) return null;
  const entry = Object.entries(RULE_ACCESS_LEVELS).find(([, value]) => value === level);
  return entry ? (entry[0] as RuleAccessLevelName) : null;
}
