'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';

type Props = {
  /** The table numbers there are, to say so when another is typed. */
  tables: readonly number[];
  /** `sheet`: open the table's sheet under `base`; `here`: scroll to the table on this page (`#table-N`). */
  to: { sheet: string } | 'here';
};

/** A table number and Enter: straight to that table, on pages of hundreds of tables. */
export function GoToTable({ tables, to }: Props) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const table = Number(text);
    if (!tables.includes(table)) {
      setProblem(`There is no table ${text.trim() || '?'}: tables ${tables[0]}–${tables.at(-1)}.`);
      return;
    }
    if (to === 'here') {
      const target = document.getElementById(`table-${table}`);
      target?.scrollIntoView({ block: 'start' });
      target?.focus();
    } else router.push(`${to.sheet}${table}`);
  };
  return (
    <form className="go-to-table no-print" role="search" onSubmit={onSubmit}>
      <label>
        Go to table{' '}
        <input
          inputMode="numeric"
          size={5}
          value={text}
          aria-describedby="go-to-table-problem"
          onChange={(e) => {
            setText(e.target.value.replace(/\D/g, ''));
            setProblem('');
          }}
        />
      </label>{' '}
      <button type="submit">Go</button>{' '}
      <span className="error" id="go-to-table-problem" aria-live="polite">
        {problem}
      </span>
    </form>
  );
}
