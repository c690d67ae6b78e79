import { z } from 'zod';
import { bool, int } from '../../../rest/params.ts';

/**
 * One application setting: its default, how a REST parameter is read (GitLab's Grape coercions),
 * the checks its value must pass on its own (Rails validation messages), and how the GraphQL face
 * shows it. The catalogue files build settings with the constructors below, so the values object,
 * the defaults, the REST input, the presenter and the GraphQL type all derive from one table.
 */
export interface Setting<T, P = T> {
  readonly default: T;
  /** Reads a parameter: a string from a query or form, or a JSON value. */
  readonly param: z.ZodType<P>;
  /** The value once a parameter is given (most settings: the parameter itself). */
  apply(current: T, given: P): T;
  /** What is wrong with a value on its own (empty: nothing), as GitLab words it. */
  check(value: T): string[];
  readonly graphql: GraphQLShape;
  /** `null` is a value the setting may hold. */
  readonly nullable: boolean;
  /**
   * Write-only: `omitted` settings are left out of every answer (as GitLab leaves out
   * `asset_proxy_secret_key`); `masked` ones are shown as null, whatever they hold.
   */
  readonly secret: false | 'omitted' | 'masked';
}

/** The GraphQL type of a setting: a scalar, a list of one, or an enum of the given values. */
export type GraphQLShape =
  | { kind: 'scalar'; name: 'Boolean' | 'Int' | 'Float' | 'String' | 'JSON' }
  | { kind: 'list'; of: 'String' | 'Int' }
  | { kind: 'enum'; name: string; values: readonly string[] };

/** Any setting (its functions are methods, so a `Setting<number>` is one). */
export type AnySetting = Setting<unknown, unknown>;

/** The value a setting holds. */
export type ValueOf<S> = S extends { readonly default: infer T } ? T : never;

/** What a setting's parameter reads as. */
export type ParamOf<S> = S extends { readonly param: z.ZodType<infer P> } ? P : never;

/** Most settings take the parameter as their new value. */
const replace = <T>(_current: T, given: T): T => given;

/** Integer bounds, as Rails' numericality options. */
export interface IntegerLimits {
  min?: number;
  greaterThan?: number;
  max?: number;
  lessThan?: number;
}

const scalar = (name: 'Boolean' | 'Int' | 'Float' | 'String' | 'JSON'): GraphQLShape => ({
  kind: 'scalar',
  name,
});

/** `''` and `null` mean "no value" for nullable settings, as a blank form field does. */
const blankToNull = (v: unknown) => (v === '' || v === null ? null : v);

export function boolean(defaultValue: boolean): Setting<boolean> {
  return {
    default: defaultValue,
    apply: replace,
    param: bool(),
    check: () => [],
    graphql: scalar('Boolean'),
    nullable: false,
    secret: false,
  };
}

function numberProblems(value: number, limits: IntegerLimits): string[] {
  const problems: string[] = [];
  if (limits.min !== undefined && value < limits.min)
    problems.push(`must be greater than or equal to ${limits.min}`);
  if (limits.greaterThan !== undefined && value <= limits.greaterThan)
    problems.push(`must be greater than ${limits.greaterThan}`);
  if (limits.max !== undefined && value > limits.max)
    problems.push(`must be less than or equal to ${limits.max}`);
  if (limits.lessThan !== undefined && value >= limits.lessThan)
    problems.push(`must be less than ${limits.lessThan}`);
  return problems;
}

export function integer(defaultValue: number, limits: IntegerLimits = {}): Setting<number> {
  return {
    default: defaultValue,
    apply: replace,
    param: int(),
    check: (value) => numberProblems(value, limits),
    graphql: scalar('Int'),
    nullable: false,
    secret: false,
  };
}

/** An integer that may be unset (`null`, or a blank parameter). */
export function optionalInteger(
  defaultValue: number | null,
  limits: IntegerLimits = {},
): Setting<number | null> {
  return {
    default: defaultValue,
    apply: replace,
    param: z.preprocess(blankToNull, int().nullable()),
    check: (value) => (value === null ? [] : numberProblems(value, limits)),
    graphql: scalar('Int'),
    nullable: true,
    secret: false,
  };
}

/** An integer out of a fixed set: anything else is a parameter error, as Grape's `values:`. */
export function integerOf(values: readonly number[], defaultValue: number): Setting<number> {
  return {
    default: defaultValue,
    apply: replace,
    param: int().refine((v) => values.includes(v), { message: 'does not have a valid value' }),
    check: () => [],
    graphql: scalar('Int'),
    nullable: false,
    secret: false,
  };
}

/** A decimal number (Grape's BigDecimal/Float). */
export function decimal(defaultValue: number, limits: IntegerLimits = {}): Setting<number> {
  return {
    default: defaultValue,
    apply: replace,
    param: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
      z.number(),
    ),
    check: (value) => numberProblems(value, limits),
    graphql: scalar('Float'),
    nullable: false,
    secret: false,
  };
}

export interface TextRules {
  maxLength?: number;
  /** Checks a non-blank value; returns a message when it is wrong. */
  format?: (value: string) => string | null;
}

const toText = (v: unknown) => (typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);

function textProblems(value: string | null, rules: TextRules): string[] {
  if (value === null || value === '') return [];
  const problems: string[] = [];
  if (rules.maxLength !== undefined && value.length > rules.maxLength)
    problems.push(`is too long (maximum is ${rules.maxLength} characters)`);
  const wrong = rules.format?.(value);
  if (wrong) problems.push(wrong);
  return problems;
}

/** Text that may be unset (`null`). A blank parameter is kept as given, as GitLab stores it. */
export function text(defaultValue: string | null = null, rules: TextRules = {}): Setting<string | null> {
  return {
    default: defaultValue,
    apply: replace,
    param: z.preprocess(toText, z.string().nullable()),
    check: (value) => textProblems(value, rules),
    graphql: scalar('String'),
    nullable: true,
    secret: false,
  };
}

/** Text that always has a value. */
export function requiredText(defaultValue: string, rules: TextRules = {}): Setting<string> {
  return {
    default: defaultValue,
    apply: replace,
    param: z.preprocess(toText, z.string()),
    check: (value) => (value.trim() === '' ? ["can't be blank"] : textProblems(value, rules)),
    graphql: scalar('String'),
    nullable: false,
    secret: false,
  };
}

/** One of a fixed set of words; anything else is a parameter error, as Grape's `values:`. */
export function oneOf<const V extends readonly [string, ...string[]]>(
  values: V,
  defaultValue: V[number],
  graphqlEnum: string,
): Setting<V[number]> {
  return {
    default: defaultValue,
    apply: replace,
    param: z.preprocess(toText, z.enum(values, { error: 'does not have a valid value' })),
    check: () => [],
    graphql: { kind: 'enum', name: graphqlEnum, values },
    nullable: false,
    secret: false,
  };
}

/** One of a fixed set of words, or unset. */
export function optionalOneOf<const V extends readonly [string, ...string[]]>(
  values: V,
  defaultValue: V[number] | null,
  graphqlEnum: string,
): Setting<V[number] | null> {
  return {
    default: defaultValue,
    apply: replace,
    param: z.preprocess(
      (v) => blankToNull(toText(v)),
      z.enum(values, { error: 'does not have a valid value' }).nullable(),
    ),
    check: () => [],
    graphql: { kind: 'enum', name: graphqlEnum, values },
    nullable: true,
    secret: false,
  };
}

export interface ListRules {
  /** The values an entry may take; others are a parameter error (Grape's `values:`). */
  values?: readonly string[];
  maxEntries?: number;
  /** How one text splits into entries; default: commas (Grape's CommaSeparatedToArray). */
  split?: (text: string) => string[];
  /** What is wrong with one entry, if anything. */
  entry?: (value: string) => string | null;
}

const commaSeparated = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** A list of words: `a[]=x&a[]=y`, `a=x,y` or a JSON array. */
export function list(defaultValue: readonly string[], rules: ListRules = {}): Setting<string[]> {
  const split = rules.split ?? commaSeparated;
  const entry = rules.values
    ? z.string().refine((v) => rules.values!.includes(v), { message: 'does not have a valid value' })
    : z.string();
  return {
    default: [...defaultValue],
    apply: replace,
    param: z.preprocess((v) => {
      if (v === null || v === '') return [];
      if (typeof v === 'string') return split(v);
      if (Array.isArray(v))
        return v.flatMap((item) => (typeof item === 'string' ? split(item) : [toText(item)]));
      return v;
    }, z.array(entry)),
    check: (value) => {
      const problems: string[] = [];
      if (rules.maxEntries !== undefined && value.length > rules.maxEntries)
        problems.push(`is too long (maximum is ${rules.maxEntries} entries)`);
      for (const item of value) {
        const wrong = rules.entry?.(item);
        if (wrong && !problems.includes(wrong)) problems.push(wrong);
      }
      return problems;
    },
    graphql: { kind: 'list', of: 'String' },
    nullable: false,
    secret: false,
  };
}

/** A list of integers (ids): `a[]=1&a[]=2`, `a=1,2` or a JSON array. */
export function integerList(
  defaultValue: readonly number[],
  rules: { maxEntries?: number } = {},
): Setting<number[]> {
  return {
    default: [...defaultValue],
    apply: replace,
    param: z.preprocess((v) => {
      if (v === null || v === '') return [];
      const items = typeof v === 'string' ? commaSeparated(v) : Array.isArray(v) ? v : [v];
      return items.map((item) =>
        typeof item === 'string' && /^-?\d+$/.test(item.trim()) ? Number(item.trim()) : item,
      );
    }, z.array(z.number().int())),
    check: (value) =>
      rules.maxEntries !== undefined && value.length > rules.maxEntries
        ? [`is too long (maximum is ${rules.maxEntries} entries)`]
        : [],
    graphql: { kind: 'list', of: 'Int' },
    nullable: false,
    secret: false,
  };
}

/**
 * A JSON object of a known shape (hashes such as `kroki_formats`), with its own parameter schema;
 * `apply` says how a (possibly partial) parameter changes the current value.
 */
export function object<T extends object, P = T>(
  defaultValue: T,
  param: z.ZodType<P>,
  rules: { check?: (value: T) => string[]; apply: (current: T, given: P) => T },
): Setting<T, P> {
  return {
    default: defaultValue,
    param,
    apply: rules.apply,
    check: rules.check ?? (() => []),
    graphql: scalar('JSON'),
    nullable: false,
    secret: false,
  };
}

/** The same setting, write-only (see `Setting.secret`). */
export function secret<T, P>(setting: Setting<T, P>, shown: 'omitted' | 'masked' = 'masked'): Setting<T, P> {
  return { ...setting, secret: shown };
}

/** Reads "is not a valid URL" problems, as GitLab's addressable_url validator words them. */
export function urlProblem(schemes: readonly string[] = ['http', 'https']) {
  return (value: string): string | null => {
    try {
      const url = new URL(value);
      return schemes.includes(url.protocol.slice(0, -1)) ? null : 'must be a valid URL';
    } catch {
      return 'must be a valid URL';
    }
  };
}
