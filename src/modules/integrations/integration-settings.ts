import { badRequest, invalid, type FieldErrors } from '../../core/errors.ts';
import type { Ciphertext, Encryption } from '../../core/encryption.ts';
import {
  checkOutboundUrl,
  OutboundRefusedError,
  type OutboundLookup,
  type OutboundPolicy,
} from '../../core/outbound/guard.ts';
import { INTEGRATION_SECRETS, type Integration } from './integration.entity.ts';
import {
  defaultFlags,
  INTEGRATION_EVENT_FLAGS,
  type IntegrationEventFlag,
  type IntegrationKind,
  type IntegrationParam,
  type ParamValue,
} from './integration-kinds.ts';

/**
 * The settings of one integration row, whoever owns it (a project, a group, the instance): what a
 * PUT sends checked against the kind's parameters and merged with what is stored, written onto a
 * row, or reset. The project service and the defaults service share these, so a default is
 * validated exactly as a project's integration is.
 */

/** What a PUT sends: any parameters of the kind, event flags, `comment_on_event_enabled`; others are ignored. */
export type IntegrationInput = Readonly<Record<string, unknown>>;

/** The next settings of a row, validated. */
export interface ResolvedSettings {
  properties: Record<string, ParamValue>;
  secrets: Record<string, string>;
  flags: Partial<Record<IntegrationEventFlag, boolean>>;
  commentOnEvent: boolean | undefined;
  /** The parameters the input named, as given (for the outbound check). */
  given: Record<string, ParamValue | null>;
}

/** The entity property of an event flag: `push_events` → `pushEvents`. */
type FlagProperty = {
  [K in keyof Integration]-?: K extends `${string}Events` ? K : never;
}[keyof Integration];
export function flagProperty(flag: IntegrationEventFlag): FlagProperty {
  return flag.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as FlagProperty;
}

export function flagValues(flags: Record<IntegrationEventFlag, boolean>): Partial<Integration> {
  return Object.fromEntries(INTEGRATION_EVENT_FLAGS.map((flag) => [flagProperty(flag), flags[flag]]));
}

const TRUE = new Set(['true', '1', 't', 'yes', 'y', 'on']);
const FALSE = new Set(['false', '0', 'f', 'no', 'n', 'off']);

/**
 * GitLab's `use_inherited_settings`: true follows the nearest default, false keeps (or takes) own
 * settings, undefined when not sent. A value that is no boolean is refused.
 */
export function useInheritedSettings(input: IntegrationInput): boolean | undefined {
  if (!Object.hasOwn(input, 'use_inherited_settings')) return undefined;
  const errors: FieldErrors = {};
  const value = coerce(
    { name: 'use_inherited_settings', type: 'boolean' },
    input['use_inherited_settings'],
    errors,
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return typeof value === 'boolean' ? value : undefined;
}

/** Whether the input sets anything of its own: a parameter, an event flag or `comment_on_event_enabled`. */
export function sendsOwnSettings(kind: IntegrationKind, input: IntegrationInput): boolean {
  return (
    kind.params.some((param) => Object.hasOwn(input, param.name)) ||
    INTEGRATION_EVENT_FLAGS.some((flag) => Object.hasOwn(input, flag)) ||
    Object.hasOwn(input, 'comment_on_event_enabled')
  );
}

/**
 * Validates every parameter the input sends and merges them over the stored ones; refuses invalid
 * values (field errors) and missing required parameters (naming them). Writes nothing.
 */
export function resolveSettings(
  kind: IntegrationKind,
  input: IntegrationInput,
  stored: { properties: Record<string, ParamValue>; secrets: Record<string, string> },
): ResolvedSettings {
  const errors: FieldErrors = {};
  const given: Record<string, ParamValue | null> = {};
  for (const param of kind.params) {
    if (!Object.hasOwn(input, param.name)) continue;
    const value = coerce(param, input[param.name], errors);
    if (value !== undefined) given[param.name] = value;
  }
  const flags: Partial<Record<IntegrationEventFlag, boolean>> = {};
  for (const flag of INTEGRATION_EVENT_FLAGS) {
    if (!Object.hasOwn(input, flag) || kind.params.some((p) => p.name === flag)) continue;
    const value = coerce({ name: flag, type: 'boolean' }, input[flag], errors);
    if (typeof value === 'boolean') flags[flag] = value;
  }
  let commentOnEvent: boolean | undefined;
  if (Object.hasOwn(input, 'comment_on_event_enabled')) {
    const value = coerce(
      { name: 'comment_on_event_enabled', type: 'boolean' },
      input['comment_on_event_enabled'],
      errors,
    );
    if (typeof value === 'boolean') commentOnEvent = value;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // The next settings: plain parameters and secrets, given ones over stored ones.
  const properties: Record<string, ParamValue> = {};
  const secrets: Record<string, string> = {};
  const boundChanged = (kind.secretsBoundTo ?? []).some(
    (name) => Object.hasOwn(given, name) && given[name] !== (stored.properties[name] ?? null),
  );
  for (const param of kind.params) {
    if (param.secret) {
      const value = given[param.name];
      if (typeof value === 'string' && value !== '') secrets[param.name] = value;
      else if (value === undefined || value === '') {
        // An empty or absent secret keeps the stored one, unless the address it went to changed.
        const kept = stored.secrets[param.name];
        if (kept !== undefined && !boundChanged) secrets[param.name] = kept;
      }
      continue;
    }
    const value = Object.hasOwn(given, param.name) ? given[param.name] : stored.properties[param.name];
    if (value !== undefined && value !== null && value !== '') properties[param.name] = value;
  }

  const missing = kind.params.filter(
    (param) => param.required && properties[param.name] === undefined && secrets[param.name] === undefined,
  );
  if (missing.length > 0) {
    throw badRequest(
      `${missing.map((param) => param.name).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`,
    );
  }
  return { properties, secrets, flags, commentOnEvent, given };
}

/** URLs the integration will call must pass the outbound address policy of hooks and integrations. */
export async function checkOutbound(
  kind: IntegrationKind,
  settings: ResolvedSettings,
  policy: () => Promise<OutboundPolicy>,
  lookup: OutboundLookup | undefined,
): Promise<void> {
  const toCheck = kind.params.filter(
    (param) =>
      param.outbound &&
      Object.hasOwn(settings.given, param.name) &&
      typeof settings.properties[param.name] === 'string',
  );
  if (toCheck.length === 0) return;
  const outbound = await policy();
  for (const param of toCheck) {
    try {
      await checkOutboundUrl(settings.properties[param.name] as string, outbound, lookup ? { lookup } : {});
    } catch (error) {
      if (error instanceof OutboundRefusedError) {
        throw invalid({ [param.name]: [`is blocked: ${error.detail ?? error.reason}`] });
      }
      throw error;
    }
  }
}

/** A row's secrets, decrypted: for validation and for what acts on events, never for a face. */
export function storedSecrets(row: Integration, encryption: Encryption): Record<string, string> {
  if (!row.encryptedSecrets) return {};
  return JSON.parse(encryption.decrypt(INTEGRATION_SECRETS, row.encryptedSecrets)) as Record<string, string>;
}

/** Writes resolved settings onto a row and activates it (own settings: it follows no default). */
export function applySettings(
  row: Integration,
  kind: IntegrationKind,
  settings: ResolvedSettings,
  encrypt: (json: string) => Ciphertext,
): void {
  row.active = true;
  row.inheritFromId = null;
  row.properties = settings.properties;
  row.encryptedSecrets =
    Object.keys(settings.secrets).length > 0 ? encrypt(JSON.stringify(settings.secrets)) : null;
  for (const flag of INTEGRATION_EVENT_FLAGS) {
    const value = settings.flags[flag];
    // Only the events a kind offers can be turned on; turning others off is harmless.
    if (value !== undefined && (kind.events.includes(flag) || !value)) row[flagProperty(flag)] = value;
  }
  if (settings.commentOnEvent !== undefined && kind.commentOnEvent) {
    row.commentOnEventEnabled = settings.commentOnEvent;
  }
  row.updatedAt = new Date();
}

/** Disables a row and resets its settings: parameters, secrets and flags; it follows no default. */
export function resetSettings(row: Integration, kind: IntegrationKind): void {
  row.active = false;
  row.properties = {};
  row.encryptedSecrets = null;
  Object.assign(row, flagValues(defaultFlags(kind)));
  row.commentOnEventEnabled = kind.commentOnEvent ?? false;
  row.inheritFromId = null;
  row.updatedAt = new Date();
}

/** A parameter's value from what the client sent (JSON or form strings); undefined when invalid. */
function coerce(param: IntegrationParam, raw: unknown, errors: FieldErrors): ParamValue | null | undefined {
  const fail = (message: string) => {
    (errors[param.name] ??= []).push(message);
    return undefined;
  };
  if (raw === null || raw === undefined) return null;
  switch (param.type) {
    case 'boolean': {
      if (typeof raw === 'boolean') return raw;
      if (typeof raw === 'number') return raw !== 0;
      const s = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (s === '') return null;
      if (TRUE.has(s)) return true;
      if (FALSE.has(s)) return false;
      return fail('is invalid');
    }
    case 'integer': {
      if (typeof raw === 'number' && Number.isInteger(raw)) return raw;
      if (typeof raw === 'string' && /^-?\d+$/.test(raw.trim())) return Number(raw.trim());
      if (raw === '') return null;
      return fail('is invalid');
    }
    case 'select': {
      if (typeof raw !== 'string') return fail('does not have a valid value');
      if (raw === '') return null;
      if (!param.values?.includes(raw)) return fail('does not have a valid value');
      return raw;
    }
    case 'url': {
      if (typeof raw !== 'string') return fail('is invalid');
      const text = raw.trim();
      if (text === '') return '';
      let parsed: URL;
      try {
        parsed = new URL(text);
      } catch {
        return fail('must be a valid URL');
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return fail('must be a valid URL');
      return text;
    }
    case 'string':
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      return fail('is invalid');
  }
}
