'use client';

import Link from '@/app/_components/link';

type Props = { back: { href: string; label: string }; note: string };

/** On screen only: what the printout holds, a Print button and the way back. */
export function PrintBar({ back, note }: Props) {
  return (
    <div className="print-bar no-print">
      <button type="button" onClick={() => window.print()}>
        Print
      </button>
      <span className="muted">{note}</span>
      <Link href={back.href}>{back.label}</Link>
    </div>
  );
}
