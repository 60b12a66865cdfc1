import { failure, fieldFailure } from '@/lib/actions/result';
import type { importBackupUpload } from '@/lib/backup/upload';

/** What POST /api/backups answers: the upload's result. */
type Answer = Awaited<ReturnType<typeof importBackupUpload>>;

/** Sends the form's backup file to POST /api/backups, its bytes as the body; answers in the actions' result shape. */
export async function uploadBackup(form: FormData): Promise<Answer> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return fieldFailure('INVALID_INPUT', 'file', 'Choose a backup file');
  const slug = encodeURIComponent(String(form.get('slug') ?? ''));
  try {
    const response = await fetch(`/api/backups?slug=${slug}`, { method: 'POST', body: file });
    return (await response.json()) as Answer;
  } catch {
    return failure('UNAVAILABLE', 'The upload did not reach the server: try again.');
  }
}
