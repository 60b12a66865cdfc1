import { z } from 'zod';
import type { FieldErrors } from '@/lib/actions/result';
import { INCIDENT_KINDS } from '@/lib/rules';
import type { IncidentLogFilter } from './log';

export const FILTER_FIELDS = ['round', 'table', 'kind', 'player'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

/** A page's search params or a request's: a field may be missing, or repeated. */
export type FilterParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** An empty field is a filter not given. */
const given = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

// Six digits at most: a number out of the database's range is no round, table or badge, not a failure.
const wholeNumber = (field: string) =>
  given(
    z
      .string()
      .regex(/^0*[1-9]\d{0,5}$/, `${field}: a whole number, 1 or more`)
      .transform(Number),
  );

export const incidentLogFilterSchema = z.object({
  round: wholeNumber('Round'),
  table: wholeNumber('Table'),
  kind: given(z.enum(INCIDENT_KINDS, { error: 'Kind: choose one from the list' })),
  player: wholeNumber('Player'),
});

/** Each field's value as the form sent it, trimmed: the first of repeated ones, '' when missing. */
export function filterValues(params: FilterParams): Record<FilterField, string> {
  const first = (field: FilterField) =>
    params instanceof URLSearchParams ? params.get(field) : [params[field]].flat()[0];
  return Object.fromEntries(FILTER_FIELDS.map((field) => [field, (first(field) ?? '').trim()])) as Record<
    FilterField,
    string
  >;
}

export type FilterParse =
  { ok: true; filter: IncidentLogFilter } | { ok: false; message: string; fieldErrors: FieldErrors };

export function parseIncidentLogFilter(params: FilterParams): FilterParse {
  const parsed = incidentLogFilterSchema.safeParse(filterValues(params));
  if (parsed.success) return { ok: true, filter: parsed.data };
  const message = parsed.error.issues.map((issue) => issue.message).join(' ');
  return { ok: false, message, fieldErrors: z.flattenError(parsed.error).fieldErrors };
}

/** The query string of a filter, for links that keep it: `?round=2&kind=COURTESY`, or '' for none. */
export function filterQuery(filter: IncidentLogFilter): string {
  const set = FILTER_FIELDS.flatMap((field) => (filter[field] === undefined ? [] : [[field, String(filter[field])]]));
  return set.length > 0 ? `?${new URLSearchParams(set).toString()}` : '';
}
