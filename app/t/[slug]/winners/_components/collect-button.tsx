import { ActionForm } from '@/app/_components/action-form';
import { collectPrizeAction } from '@/lib/prizes/actions';

type Props = { slug: string; prize: string; playerNumber: number; collected: boolean };

/** The Director's mark that a prize was handed over, or its undoing; a plain "collected" for other staff. */
export function CollectButton({ slug, prize, playerNumber, collected }: Props) {
  return (
    <ActionForm action={collectPrizeAction} className="collect no-print">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="prize" value={prize} />
      <input type="hidden" name="playerNumber" value={playerNumber} />
      <input type="hidden" name="collected" value={collected ? 'no' : 'yes'} />
      {collected && <span className="badge">collected</span>}{' '}
      <button type="submit" className={collected ? 'secondary' : undefined}>
        {collected ? 'Undo' : 'Mark collected'}
      </button>
    </ActionForm>
  );
}
