import { draftRoundAction } from '@/lib/rounds/actions';
import { ActionForm } from '../../../_components/action-form';

type Props = { slug: string; number: number; rotationLabel: string | null; defaultSeed: string };

/** The ways to seat a round: random with a shown seed or uploaded (round 1), rotation, by standing, or the generator. */
export function DraftForms({ slug, number, rotationLabel, defaultSeed }: Props) {
  const hidden = (
    <>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="number" value={number} />
    </>
  );
  return (
    <div className="cards">
      {number > 1 && rotationLabel && (
        <ActionForm action={draftRoundAction} className="card">
          {hidden}
          <input type="hidden" name="method" value="rotation" />
          <h3>By rotation</h3>
          <p className="hint">
            {rotationLabel}, from where everyone sat in round {number - 1}.
          </p>
          <button type="submit">Seat round {number} by rotation</button>
        </ActionForm>
      )}
      {number > 1 && (
        <ActionForm action={draftRoundAction} className="card">
          {hidden}
          <input type="hidden" name="method" value="standing" />
          <h3>By standing</h3>
          <p className="hint">
            Winners play winners: groups of four from the top of the standings after round {number - 1}, 3-player tables
            at the bottom; pairs who already met are split by swaps with the next group where possible.
          </p>
          <button type="submit">Seat round {number} by standing</button>
        </ActionForm>
      )}
      <ActionForm action={draftRoundAction} className="card">
        {hidden}
        <input type="hidden" name="method" value="generator" />
        <h3>Fewest repeat meetings</h3>
        <p className="hint">
          Searches for a seating where no two players meet again (planning the rounds still to come).
        </p>
        <label>
          Seed <input name="seed" defaultValue={defaultSeed} />
        </label>
        <label>
          Search time (seconds) <input name="budgetSeconds" type="number" min={5} max={120} defaultValue={30} />
        </label>
        <button type="submit">Generate round {number}</button>
      </ActionForm>
      <ActionForm action={draftRoundAction} className="card">
        {hidden}
        <input type="hidden" name="method" value="random" />
        <h3>Random</h3>
        <p className="hint">The same seed always gives the same seating: note it to reproduce the draw.</p>
        <label>
          Seed <input name="seed" defaultValue={defaultSeed} />
        </label>
        <button type="submit">Draw round {number} at random</button>
      </ActionForm>
      {number === 1 && (
        <ActionForm action={draftRoundAction} className="card">
          {hidden}
          <input type="hidden" name="method" value="upload" />
          <h3>Upload</h3>
          <label>
            One line per seat: table, seat letter, player number
            <textarea name="upload" rows={6} placeholder={'1,A,12\n1,B,7\n…'} />
          </label>
          <button type="submit">Use this seating</button>
        </ActionForm>
      )}
    </div>
  );
}
