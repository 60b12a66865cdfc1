import type { Problem } from './problems';

export type JsonText = { ok: true; value: unknown } | { ok: false; problem: Problem };

/**
 * Parses JSON typed or exported by people, and when it is not JSON says where, as line and column: the engine's
 * own messages give a position only for some errors.
 */
export function parseJsonText(text: string): JsonText {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') {
    return { ok: false, problem: { field: '', code: 'empty_input', message: 'nothing to score: the input is empty' } };
  }
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    const at = syntaxErrorOffset(body);
    const lines = body.slice(0, at).split('\n');
    const place = `line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1}`;
    const what =
      at >= body.length
        ? `it ends too soon, at ${place} (is it cut short?)`
        : `unexpected ${JSON.stringify(body.slice(at, at + 1))} at ${place}`;
    return { ok: false, problem: { field: '', code: 'not_json', message: `not valid JSON: ${what}` } };
  }
}

const SPACE = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;

/** Offset of the first JSON syntax error; the text's length when it ends too soon. Iterative, for deep nesting. */
function syntaxErrorOffset(text: string): number {
  let at = 0;
  const closers: string[] = [];
  const take = (pattern: RegExp) => {
    pattern.lastIndex = at;
    if (!pattern.test(text)) return false;
    at = pattern.lastIndex;
    return true;
  };
  // On failure `at` is left on the offending character.
  const string = () => {
    if (text[at] !== '"') return false;
    for (at++; at < text.length; at++) {
      const c = text[at] ?? '';
      if (c === '"') {
        at++;
        return true;
      }
      if (c < ' ') return false;
      if (c !== '\\') continue;
      at++;
      if (at >= text.length) return false;
      if (text[at] === 'u') {
        if (at + 5 > text.length) {
          at = text.length;
          return false;
        }
        if (!HEX4.test(text.slice(at + 1, at + 5))) return false;
        at += 4;
      } else if (!'"\\/bfnrt'.includes(text[at] ?? '')) return false;
    }
    return false;
  };
  const key = () => {
    take(SPACE);
    if (!string()) return false;
    take(SPACE);
    if (text[at] !== ':') return false;
    at++;
    return true;
  };
  for (;;) {
    take(SPACE);
    const opener = text[at];
    if (opener === '{' || opener === '[') {
      const closer = opener === '{' ? '}' : ']';
      at++;
      take(SPACE);
      if (text[at] === closer) at++;
      else {
        closers.push(closer);
        if (closer === '}' && !key()) return at;
        continue;
      }
    } else if (!(string() || take(NUMBER) || take(LITERAL))) {
      return at;
    }
    // After a value: close what it ends, then expect a comma and the next value.
    for (;;) {
      take(SPACE);
      const closer = closers.at(-1);
      if (closer === undefined) return at;
      if (text[at] === closer) {
        closers.pop();
        at++;
        continue;
      }
      if (text[at] !== ',') return at;
      at++;
      if (closer === '}' && !key()) return at;
      break;
    }
  }
}
