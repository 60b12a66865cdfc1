'use client';

import { useState, type ChangeEvent } from 'react';
import { useFormAction } from '@/app/_components/use-form-action';
import { importPlayersAction } from '@/lib/players/actions';
import type { Done } from './types';

const EXAMPLE =
  'number,name,club,email,city,state\n101,Rose Kaplan,Boca Mahjongg Club,rose@example.com,Boca Raton,FL\n102,Lily Chen,,';

/** A CSV file or pasted text, imported all or nothing; every bad line is listed with its number. */
export function ImportForm({ slug, onDone }: { slug: string; onDone: Done }) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const { state, pending, onSubmit, onChange, errors } = useFormAction(importPlayersAction, (data) => {
    setCsv('');
    setFileName(null);
    onDone(`Imported ${data.slips.length} players: their PINs are on the PIN slips below.`, data.slips);
  });
  const problems = errors?.csv ?? [];

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setFileName(file.name);
    setCsv(await file.text());
  };

  return (
    <form className="pl-tool-form" onSubmit={onSubmit} onChange={onChange} noValidate aria-labelledby="import-title">
      <input type="hidden" name="slug" value={slug} />
      <p className="hint">
        One player a line: <code>number,name,club,email,city,state</code> (all but number and name may be empty or left
        off; a header line is allowed). Nothing is imported until every line is right.
      </p>
      <label>
        CSV file
        <input type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
        {fileName && <span className="hint">Read {fileName}: check it below, then import.</span>}
      </label>
      <label>
        Or paste the players
        <textarea
          name="csv"
          rows={6}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          placeholder={EXAMPLE}
          spellCheck={false}
          className="pl-csv"
        />
      </label>
      <div aria-live="polite">
        {state && !state.ok && (
          <div className="notice error" role="alert">
            <p className="pl-problem-title">{state.message}</p>
            {problems.length > 0 && (
              <ul className="pl-problems" aria-label="Problems in the CSV">
                {problems.map((problem, i) => (
                  <li key={i}>{problem}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div className="row">
        <button type="submit" disabled={pending || csv.trim() === ''}>
          {pending ? 'Importing …' : 'Import players'}
        </button>
      </div>
    </form>
  );
}
