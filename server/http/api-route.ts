import { randomUUID } from 'node:crypto';
import { databaseUnavailable, UNAVAILABLE_MESSAGE } from '@/lib/db/unavailable';
import { unstorableText } from '@/lib/util/text';

/**
 * A route handler that answers every failure as the API does: 503 with a "try again" message while the database is
 * unavailable (it recovers by itself), otherwise 500 with a short code to quote, never a stack trace.
 */
export function apiRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    const params = await (context as { params?: Promise<unknown> } | undefined)?.params;
    if (unstorableText(params) !== null)
      return Response.json({ message: 'The address holds a character that is not allowed.' }, { status: 400 });
    try {
      return await handler(request, context);
    } catch (error) {
      if (databaseUnavailable(error)) {
        return Response.json({ message: UNAVAILABLE_MESSAGE }, { status: 503, headers: { 'retry-after': '5' } });
      }
      const code = randomUUID().slice(0, 8);
      console.error(`[api ${new URL(request.url).pathname}] failed, code ${code}:`, error);
      return Response.json({ message: `Something went wrong on the server (code ${code}).` }, { status: 500 });
    }
  };
}
