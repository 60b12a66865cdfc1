import { swapPlayersAction } from '@/lib/rounds/actions';
import { ActionForm } from '../../../../_components/action-form';

export function SwapForm({ slug, roundId, version }: { slug: string; roundId: string; version: number }) {
  return (
    <ActionForm action={swapPlayersAction} className="row">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="roundId" value={roundId} />
      <input type="hidden" name="version" value={version} />
      <span className="row">
        <label>
          Player number <input name="playerA" type="number" min={1} required style={{ width: '7rem' }} />
        </label>
        <label>
          with player number <input name="playerB" type="number" min={1} required style={{ width: '7rem' }} />
        </label>
        <button type="submit">Swap seats</button>
      </span>
    </ActionForm>
  );
}
