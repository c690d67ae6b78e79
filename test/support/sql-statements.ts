/**
 * A statement as sent, with a list of placeholders or of inlined ids counted as one
 * (`in ($1, $2)` is `in ($n)`, `in (12, 11, 10)` is `in (n)`): the ids of a page differ, not the statement.
 */
export function normalizedStatement(statement: string): string {
  return statement
    .replace(/\$\d+(\s*,\s*\$\d+)*/g, '$n')
    .replace(/\?(\s*,\s*\?)*/g, '?')
    .replace(/ in \(\d+(, \d+)*\)/g, ' in (n)');
}

/**
 * The statements of a request's own work: without the loads of the application settings (each
 * instance and query worker loads them once per cache period, whichever request comes first), the
 * records of the user's activity (written after the answer) and the marking of earlier changes'
 * events as dispatched (written after their commit): whether one of those is seen is timing.
 */
export function ownStatements(statements: readonly string[]): string[] {
  return statements.filter(
    (s) =>
      !s.includes('from "application_settings"') &&
      !/^\s*update "?users"? set "?last_activity_on/i.test(s) &&
      !/^\s*update "?domain_events"? set "?dispatched_at/i.test(s),
  );
}
