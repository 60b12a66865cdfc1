import type { ActionResult } from '@/lib/actions/result';

/** Sends the form's backup file to POST /api/backups, its bytes as the body; answers in the actions' result shape. */
export async function uploadBackup(form: FormData): Promise<ActionResult<{ slug: string }>> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    const message = 'Choose a backup file';
    return { ok: false, reason: 'INVALID_INPUT', message, fieldErrors: { file: [message] } };
  }
  const slug = encodeURIComponent(String(form.get('slug') ?? ''));
  try {
    const response = await fetch(`/api/backups?slug=${slug}`, { method: 'POST', body: file });
    return (await response.json()) as ActionResult<{ slug: string }>;
  } catch {
    return { ok: false, reason: 'UNAVAILABLE', message: 'The upload did not reach the server: try again.' };
  }
}
