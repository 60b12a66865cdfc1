import StaffLink from '@/app/_components/staff-link';
import { acceptSheetAction, returnSheetAction, submitSheetAction } from '@/lib/sheets/actions';
import { ActionForm } from '@/app/_components/action-form';

type Props = {
  slug: string;
  roundTableId: string;
  version: number;
  status: 'OPEN' | 'SUBMITTED' | 'ACCEPTED';
  /** Once accepted: the sheet to take next (see next-table), as its address and table number. */
  next?: { href: string; table: number } | null;
};

/** What the sheet can do next: be handed in by the table (T25), accepted (T26), or sent back to the table. */
export function SheetSteps({ slug, roundTableId, version, status, next }: Props) {
  const hidden = (
    <>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="roundTableId" value={roundTableId} />
      <input type="hidden" name="version" value={version} />
    </>
  );
  if (status === 'ACCEPTED')
    return (
      <p className="sheet-next">
        <span className="muted">Accepted and locked. Only the Director can amend it (T26).</span>{' '}
        {next ? (
          <StaffLink className="button" href={next.href} autoFocus>
            Next table: {next.table} →
          </StaffLink>
        ) : (
          next === null && <strong>Every sheet of this round is accepted.</strong>
        )}
      </p>
    );
  return (
    <div className="row sheet-steps no-print">
      {status === 'OPEN' && (
        <ActionForm action={submitSheetAction}>
          {hidden}
          <button type="submit">Hand in the sheet</button>
        </ActionForm>
      )}
      {status === 'SUBMITTED' && (
        <>
          <ActionForm
            action={acceptSheetAction}
            confirm="Accept this sheet? From then on only the Director can change it."
          >
            {hidden}
            <button type="submit">Accept the sheet</button>
          </ActionForm>
          <ActionForm action={returnSheetAction}>
            {hidden}
            <div className="row">
              <input
                name="reason"
                aria-label="Why it goes back"
                placeholder="Why it goes back to the table"
                required
                minLength={5}
              />
              <button type="submit" className="secondary">
                Back to the table
              </button>
            </div>
          </ActionForm>
        </>
      )}
    </div>
  );
}
