/** GraphQL enum values of lower-case domain values (`last_joined` → `LAST_JOINED`). */
export function upperCaseValues<T extends string>(values: readonly T[]): Uppercase<T>[] {
  return values.map(upperCase);
}

/** The GraphQL enum value of one lower-case domain value. */
export function upperCase<T extends string>(value: T): Uppercase<T> {
  return value.toUpperCase() as Uppercase<T>;
}
