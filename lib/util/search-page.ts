import { z } from 'zod';

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?q=` and `?page=` of a searchable, paged list; anything unreadable is ignored (a bad address shows page 1). */
const searchPageSchema = z.object({
  q: z.preprocess(first, z.string().max(100).catch('')).catch(''),
  page: z.preprocess(first, z.coerce.number().int().min(1).catch(1)).catch(1),
});

export type SearchPage = z.infer<typeof searchPageSchema>;

export const parseSearchPage = (query: Record<string, unknown>): SearchPage =>
  searchPageSchema.parse({ q: query.q ?? '', page: query.page ?? 1 });
