import type { TableSheet } from '@/lib/sheets/queries';
import { stampIn } from '@/lib/util/time';

const STATUS_WORDS = { OPEN: 'open', SUBMITTED: 'handed in', ACCEPTED: 'accepted' } as const;

/** A sheet's state in one line, and its digest to match a printed card. */
export function SheetFacts({ sheet, zone }: { sheet: TableSheet; zone: string }) {
  const stamp = (date: Date) => stampIn(date, zone);
  return (
    <p className="sheet-facts">
      <span className={`badge status sheet-${sheet.status.toLowerCase()}`}>{STATUS_WORDS[sheet.status]}</span>{' '}
      {sheet.submittedAt && (
        <>
          handed in {stamp(sheet.submittedAt)}
          {sheet.collector && ` by ${sheet.collector.name} (collector, T25)`} ·{' '}
        </>
      )}
      {sheet.acceptedAt && <>accepted {stamp(sheet.acceptedAt)} · </>}
      digest <strong className="digest">{sheet.digest}</strong>
      {sheet.acceptedDigest && sheet.acceptedDigest !== sheet.digest && (
        <span className="muted"> (accepted as {sheet.acceptedDigest}, amended since)</span>
      )}
    </p>
  );
}
