'use client';

import StaffLink from '@/app/_components/staff-link';
import { useState } from 'react';
import { FieldError } from '@/app/_components/field-error';
import { useFormAction } from '@/app/_components/use-form-action';
import { uploadBackup } from './upload-backup';

/** A backup file and, if its address is taken here, a new one; all or nothing. */
export function ImportTournamentForm() {
  const [imported, setImported] = useState<string | null>(null);
  const { state, pending, onSubmit, onChange, errors } = useFormAction(uploadBackup, (data) => setImported(data.slug));
  return (
    <form onSubmit={onSubmit} onChange={onChange} noValidate>
      <label>
        Backup file
        <input name="file" type="file" accept=".json,application/json" required aria-describedby="file-error" />
        <span className="hint">
          As downloaded by the tournament’s Director (<code>…-backup-YYYY-MM-DD.json</code>) or written by{' '}
          <code>npm run backup -- export</code>
        </span>
        <FieldError errors={errors} name="file" />
      </label>
      <label>
        New web address (/t/…), if its own is taken here
        <input name="slug" placeholder="leave empty to keep it" aria-describedby="slug-error" />
        <FieldError errors={errors} name="slug" />
      </label>
      <div aria-live="polite" role="status">
        {state && (
          <p className={`notice${state.ok ? '' : ' error'}`}>
            {state.message}
            {state.ok && imported && (
              <>
                {' '}
                <StaffLink href={`/t/${imported}`}>Open it</StaffLink>
              </>
            )}
          </p>
        )}
      </div>
      <div className="row">
        <button type="submit" disabled={pending}>
          {pending ? 'Importing … (a large event takes a minute)' : 'Import tournament'}
        </button>
      </div>
    </form>
  );
}
