import { effectInWords, type Citation, type Proposal } from '@/lib/rules';

/** The rules an answer rests on: the tournament's first, then the social game's where it differs, marked as such. */
export function Citations({ citations }: { citations: readonly Citation[] }) {
  if (citations.length === 0) return null;
  return (
    <ul className="citations">
      {citations.map((c, i) => (
        <li key={i} className={c.social ? 'social' : undefined}>
          <strong>{c.rule}</strong> {c.social && <em>Social game (NMJL), not applied: </em>}
          {c.text}
        </li>
      ))}
    </ul>
  );
}

/** What the rules propose for the facts so far: what is still to answer, or the ruling, its rules and its effects. */
export function ProposalView({ proposal }: { proposal: Proposal }) {
  if (proposal.needs.length > 0) {
    return (
      <section className="proposal pending" aria-live="polite" aria-label="Proposed ruling">
        <h2>Still to answer</h2>
        <ul>
          {proposal.needs.map((need) => (
            <li key={need}>{need}</li>
          ))}
        </ul>
        <p className="muted">The rule in general: {proposal.ruling}</p>
      </section>
    );
  }
  const effects = [...proposal.effects, ...proposal.playerEffects];
  return (
    <section className="proposal" aria-live="polite" aria-label="Proposed ruling">
      <h2>{proposal.directorRules ? 'The Director rules' : 'Proposed ruling'}</h2>
      <p className="ruling">{proposal.ruling}</p>
      {proposal.open && (
        <p className="notice warn">
          A disputed challenge: play goes on, and it is settled on the sheet when the game ends (DH).
        </p>
      )}
      <h3>Effect</h3>
      {effects.length === 0 ? (
        <p className="muted">
          No change to the score{proposal.directorRules ? ' is proposed: rule otherwise if it should' : ''}.
        </p>
      ) : (
        <ul className="effects">
          {effects.map((effect, i) => (
            <li key={i}>{effectInWords(effect)}</li>
          ))}
        </ul>
      )}
      <h3>Rules</h3>
      <Citations citations={proposal.citations} />
    </section>
  );
}
