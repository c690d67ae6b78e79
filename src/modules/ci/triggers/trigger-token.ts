/** Pipeline trigger tokens start with this, as GitLab's do. */
export const TRIGGER_TOKEN_PREFIX = 'glptt-';
