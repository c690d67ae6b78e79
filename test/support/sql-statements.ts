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
