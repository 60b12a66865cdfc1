import { verifyInitialsAction } from '@/lib/sheets/actions';
import { ActionForm } from '@/app/_components/action-form';
import { CardFields } from '@/app/_components/sheet/card-fields';

type Props = {
  slug: string;
  roundTableId: string;
  sheetVersion: number;
  card: string;
  verifier: string | null;
  autoFocus?: boolean;
};

/** The verifier's initials as written on the paper card, copied by the scorekeeper. */
export function InitialsForm({ slug, roundTableId, sheetVersion, card, verifier, autoFocus }: Props) {
  return (
    <ActionForm action={verifyInitialsAction} className="initials-form">
      <CardFields slug={slug} roundTableId={roundTableId} sheetVersion={sheetVersion} card={card} />
      <div className="row">
        <input
          name="initials"
          aria-label={`Initials of ${verifier} on card ${card}`}
          placeholder="Initials"
          size={5}
          maxLength={4}
          required
          autoFocus={autoFocus}
        />
        <button type="submit" className="secondary">
          Verify {card}
        </button>
      </div>
    </ActionForm>
  );
}
