import { addFieldError, DomainError, type FieldErrors } from '../../core/errors.ts';

/** A protected branch or tag name (or wildcard): present, and at most 255 characters. */
export function ruleNameErrors(name: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!name) addFieldError(errors, 'name', "can't be blank");
  else if (name.length > 255) addFieldError(errors, 'name', 'is too long (maximum is 255 characters)');
  return errors;
}

/** GitLab answers invalid protected refs with 422 and the record's messages. */
export function throwUnprocessable(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new DomainError('unprocessable', undefined, errors);
}
