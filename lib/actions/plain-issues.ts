import type { z } from 'zod';

const count = (n: unknown) => Number(n).toLocaleString('en-US');

/**
 * Zod's own wording ("Too big: expected number to be <=10000") in a user's words, for every schema field that does
 * not say its own message. Used by every action's parse; a schema's own messages win over these.
 */
export function plainIssue(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
      return `At most ${count(issue.maximum)}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'Required' : `At least ${count(issue.minimum)} characters`;
      return `At least ${count(issue.minimum)}`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === '') return 'Required';
      return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a whole number' : 'Not a valid answer';
    case 'invalid_value':
    case 'invalid_union':
      return 'Choose one of the listed options';
    case 'not_multiple_of':
      return `A multiple of ${count(issue.divisor)}`;
    case 'invalid_format':
      return 'Not in the expected form: check it';
    default:
      return undefined;
  }
}
