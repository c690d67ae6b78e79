/**
 * CI/CD variable expressions of `rules:if`, `only:variables` and `workflow:rules`: `$VAR`,
 * `"string"`, `null`, `/regex/flags`, `==`, `!=`, `=~`, `!~`, `&&`, `||` and parentheses, with
 * GitLab's precedence (`&&` binds tighter than `||`).
 */

type Token =
  | { kind: 'variable'; name: string }
  | { kind: 'string'; value: string }
  | { kind: 'regex'; source: string; flags: string }
  | { kind: 'null' }
  | { kind: 'op'; op: '==' | '!=' | '=~' | '!~' | '&&' | '||' }
  | { kind: 'paren'; open: boolean };

type Value = string | null | RegExp;

export class ExpressionError extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '$') {
      const match = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/.exec(text.slice(i));
      if (!match) throw new ExpressionError(`invalid expression syntax`);
      tokens.push({ kind: 'variable', name: match[1] ?? match[2]! });
      i += match[0].length;
    } else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      if (end === -1) throw new ExpressionError('invalid expression syntax');
      tokens.push({ kind: 'string', value: text.slice(i + 1, end) });
      i = end + 1;
    } else if (c === '/') {
      let j = i + 1;
      while (j < text.length && text[j] !== '/') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) throw new ExpressionError('invalid expression syntax');
      const flags = /^[a-z]*/.exec(text.slice(j + 1))![0];
      tokens.push({ kind: 'regex', source: text.slice(i + 1, j), flags });
      i = j + 1 + flags.length;
    } else if (text.startsWith('null', i)) {
      tokens.push({ kind: 'null' });
      i += 4;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: 'paren', open: c === '(' });
      i += 1;
    } else {
      const op = (['==', '!=', '=~', '!~', '&&', '||'] as const).find((o) => text.startsWith(o, i));
      if (!op) throw new ExpressionError('invalid expression syntax');
      tokens.push({ kind: 'op', op });
      i += 2;
    }
  }
  return tokens;
}

/** Evaluates an expression against variables; throws ExpressionError on bad syntax. */
export function evaluateExpression(text: string, variables: Record<string, string>): boolean {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];

  const operand = (): Value | boolean => {
    const token = tokens[position++];
    if (!token) throw new ExpressionError('invalid expression syntax');
    switch (token.kind) {
      case 'variable':
        return variables[token.name] ?? null;
      case 'string':
        return token.value;
      case 'null':
        return null;
      case 'regex':
        return new RegExp(token.source, token.flags.replace(/[^imsu]/g, ''));
      case 'paren':
        if (!token.open) throw new ExpressionError('invalid expression syntax');
        {
          const value = or();
          const close = tokens[position++];
          if (close?.kind !== 'paren' || close.open) throw new ExpressionError('invalid expression syntax');
          return value;
        }
      default:
        throw new ExpressionError('invalid expression syntax');
    }
  };

  const comparison = (): boolean => {
    const left = operand();
    const next = peek();
    if (next?.kind === 'op' && ['==', '!=', '=~', '!~'].includes(next.op)) {
      position += 1;
      const right = operand();
      return compare(left, next.op, right);
    }
    return truthy(left);
  };

  const and = (): boolean => {
    let value = comparison();
    while (peek()?.kind === 'op' && (peek() as { op: string }).op === '&&') {
      position += 1;
      const right = comparison();
      value = value && right;
    }
    return value;
  };

  function or(): boolean {
    let value = and();
    while (peek()?.kind === 'op' && (peek() as { op: string }).op === '||') {
      position += 1;
      const right = and();
      value = value || right;
    }
    return value;
  }

  const result = or();
  if (position !== tokens.length) throw new ExpressionError('invalid expression syntax');
  return result;
}

function truthy(value: Value | boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value instanceof RegExp) return true;
  return value !== null && value !== '';
}

function compare(left: Value | boolean, op: string, right: Value | boolean): boolean {
  if (op === '==' || op === '!=') {
    const equal = normalize(left) === normalize(right);
    return op === '==' ? equal : !equal;
  }
  const pattern = right instanceof RegExp ? right : typeof right === 'string' ? toRegex(right) : null;
  if (!pattern) return op === '!~';
  const matched = typeof left === 'string' && pattern.test(left);
  return op === '=~' ? matched : !matched;
}

function normalize(value: Value | boolean): string | null {
  if (value instanceof RegExp) return value.toString();
  if (typeof value === 'boolean') return String(value);
  return value;
}

/** A variable holding `/pattern/flags` used on the right of `=~`. */
function toRegex(text: string): RegExp | null {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(text);
  if (!match) return null;
  return new RegExp(match[1]!, match[2]!.replace(/[^imsu]/g, ''));
}

/** Whether an expression parses, for configuration validation. */
export function isValidExpression(text: string): boolean {
  try {
    evaluateExpression(text, {});
    return true;
  } catch {
    return false;
  }
}
