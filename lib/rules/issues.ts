import type { z } from 'zod';
import { kindOf, type Problem } from './problems';

/** The input's value at a path, for quoting it back; undefined when it is not there. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  string: 'text',
};

/** The closest known field to a misspelt one, if any is close. */
function nearest(key: string, known: readonly string[]): string | undefined {
  const lower = key.toLowerCase();
  if (lower.length > 40) return undefined;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(name.toLowerCase(), lower);
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * zod's issues as problems in a Director's words. `subject` names the whole input ("a game record"), `known`
 * lists its fields, so that a misspelt one can be pointed at. The field is always the top-level name: `dead`,
 * not `dead.1`; the message says which entry.
 */
export function issueProblems(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  subject: string,
  known: readonly string[],
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    const where = issue.path.length > 1 ? `\`${field}\` (entry ${Number(issue.path[1]) + 1})` : `\`${field}\``;
    const value = valueAt(input, issue.path);
    if (issue.path.length === 1 && value === undefined) {
      return [{ field, code: 'missing', message: `${where} is missing: ${subject} needs it` }];
    }
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => {
          const guess = nearest(key, known);
          const hint = guess === undefined ? '' : `; did you mean \`${guess}\`?`;
          return { field: key, code: 'unknown_field', message: `\`${key}\` is not a field of ${subject}${hint}` };
        });
      case 'invalid_type':
        if (field === '') {
          return [
            {
              field,
              code: 'not_an_object',
              message: `${subject.charAt(0).toUpperCase()}${subject.slice(1)} must be an object of named fields, not ${kindOf(value)}`,
            },
          ];
        }
        return [
          {
            field,
            code: 'wrong_type',
            message: `${where} must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${kindOf(value)}`,
          },
        ];
      case 'invalid_value':
        return [
          {
            field,
            code: 'not_an_option',
            message: `${where} must be one of ${issue.values.map(quote).join(', ')}, not ${quote(value)}`,
          },
        ];
      case 'too_small':
        return [
          {
            field,
            code: 'too_small',
            message: `${where} ${issue.origin === 'array' ? `must have at least ${issue.minimum} entries` : `must be at least ${issue.minimum}`}`,
          },
        ];
      case 'too_big':
        return [
          {
            field,
            code: 'too_big',
            message: `${where} ${issue.origin === 'array' ? `must have at most ${issue.maximum} entries` : `must be at most ${issue.maximum}`}`,
          },
        ];
      case 'custom':
        return [
          {
            field,
            code: issue.params?.code === 'duplicate' ? 'duplicate' : 'invalid',
            message: `${where} ${issue.message}`,
          },
        ];
      default:
        return [{ field, code: 'invalid', message: `${where}: ${issue.message}` }];
    }
  });
}
