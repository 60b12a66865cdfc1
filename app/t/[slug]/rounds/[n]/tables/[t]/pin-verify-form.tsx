import { verifyPinAction } from '@/lib/sheets/actions';
import { ActionForm } from '@/app/_components/action-form';
import { CardFields } from '@/app/_components/sheet/card-fields';

type Props = { slug: string; roundTableId: string; sheetVersion: number; card: string; verifier: string };

/** At the table: the partner checks the card and enters their own PIN to verify it. */
export function PinVerifyForm({ slug, roundTableId, sheetVersion, card, verifier }: Props) {
  return (
    <ActionForm action={verifyPinAction} className="pin-form">
      <CardFields slug={slug} roundTableId={roundTableId} sheetVersion={sheetVersion} card={card} />
      <div className="row">
        <input
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="\d{4}"
          maxLength={4}
          size={5}
          aria-label={`${verifier}'s PIN, to verify card ${card}`}
          placeholder={`${verifier}'s PIN`}
          required
        />
        <button type="submit" className="secondary">
          Verify {card}
        </button>
      </div>
    </ActionForm>
  );
}
