import {
  DEFAULT_RULESET,
  FOUND_DEAD_INFO,
  INCIDENT_INFO,
  INCIDENT_KINDS,
  ITEMS,
  ITEM_INFO,
  OUTCOMES,
  OUTCOME_INFO,
  RULESET_OPTIONS,
  type Ruleset,
} from '@/lib/rules';
import { AMOUNT_KEYS, type AmountKey, type RulesetKey } from '@/lib/rules/ruleset';
import { optionValueText } from './ruleset-fields';

const SOURCES = [
  ['T', 'Standardized National Mah Jongg Tournament Rules, items 1–27 (governs in a tournament)'],
  ['DH', 'Dead hand: challenges, disputes, exposures, three dead hands'],
  ['EP', 'Errors and penalties of play'],
  ['A55', 'NMJL answer on mah jongg in error with a partial exposure (Article 55)'],
  ['MJN', 'Jokers, penalties and dead-hand grounds'],
] as const;

// A long page on a phone: the sections, to jump to.
const CONTENTS = [
  ['items', 'Line items'],
  ['outcomes', 'Outcomes'],
  ['options', 'Options'],
  ['incidents', 'Incidents'],
  ['sources', 'Sources'],
] as const;

/** The point amounts an item uses under `ruleset`, e.g. "10 / 20 / 25". */
function amountsOf(keys: readonly RulesetKey[], ruleset: Ruleset): string {
  return keys
    .filter((key): key is AmountKey => (AMOUNT_KEYS as readonly string[]).includes(key))
    .map((key) => [ruleset[key]].flat().join(' / '))
    .join(', ');
}

/** An item's amounts under the ruleset, with the defaults beside them where the Director chose others. */
function Amounts({ keys, ruleset }: { keys: readonly RulesetKey[]; ruleset: Ruleset }) {
  const here = amountsOf(keys, ruleset);
  const byDefault = amountsOf(keys, DEFAULT_RULESET);
  if (!here) return null;
  return <> ({here === byDefault ? `default: ${here}` : `here: ${here}; default: ${byDefault}`})</>;
}

/** The rulebook: line items, outcomes, options and incidents, with citations and, per tournament, its values. */
export function Rulebook({ ruleset, tournamentName }: { ruleset: Ruleset; tournamentName?: string }) {
  const scope = tournamentName ? `this tournament (${tournamentName})` : 'a tournament with the default ruleset';
  return (
    <div className="rulebook">
      <p className="muted">
        Scores as computed for {scope}. A rule is cited by its source: T13.5 is item 13.5 of the tournament rules. In a
        tournament the T rules govern; the others fill in where T is silent, and the Director&apos;s ruling is final
        (T27).
      </p>
      <nav aria-label="Contents" className="row">
        {CONTENTS.map(([id, label]) => (
          <a key={id} href={`#${id}`}>
            {label}
          </a>
        ))}
      </nav>
      <h2 id="items">What a game scores: line items</h2>
      <div className="cards">
        {ITEMS.map((item) => {
          const info = ITEM_INFO[item];
          return (
            <section key={item} className="card" aria-labelledby={`item-${item}`}>
              <h3 id={`item-${item}`} style={{ margin: 0 }}>
                {info.label}
              </h3>
              <p style={{ margin: '0.3rem 0' }}>
                <strong>Who:</strong> {info.who}
                <br />
                <strong>Points:</strong> {info.points}
                <Amounts keys={info.rulesetKeys} ruleset={ruleset} />
              </p>
              <span className="badge">{info.citation}</span>
            </section>
          );
        })}
      </div>
      <h2 id="outcomes">How a game can end: outcomes</h2>
      {OUTCOMES.map((outcome) => (
        <section key={outcome} className="card">
          <h3 style={{ margin: 0 }}>{OUTCOME_INFO[outcome].label}</h3>
          <p style={{ margin: '0.3rem 0' }}>{OUTCOME_INFO[outcome].explanation}</p>
          <span className="badge">{OUTCOME_INFO[outcome].citation}</span>
        </section>
      ))}
      <section className="card" aria-labelledby="found-dead">
        <h3 id="found-dead" style={{ margin: 0 }}>
          {FOUND_DEAD_INFO.label}
        </h3>
        <p style={{ margin: '0.3rem 0' }}>{FOUND_DEAD_INFO.explanation}</p>
        <span className="badge">{FOUND_DEAD_INFO.citation}</span>
      </section>
      <h2 id="options">Options and the readings chosen</h2>
      <p className="muted">
        Where the texts can be read two ways, the default reading applies unless the Director chose the other.
      </p>
      {RULESET_OPTIONS.map((option) => (
        <section key={option.key} className="card">
          <h3 style={{ margin: 0 }}>{option.label}</h3>
          <p style={{ margin: '0.3rem 0' }}>
            {tournamentName && (
              <>
                <strong>This tournament:</strong> {optionValueText(option, ruleset[option.key])} ·{' '}
              </>
            )}
            <strong>Default:</strong> {optionValueText(option, option.default)}
          </p>
          <p style={{ margin: '0.3rem 0' }}>{option.meaning}</p>
          <p className="hint">The other choice: {option.otherReading}</p>
          <span className="badge">{option.citation}</span>
        </section>
      ))}
      <h2 id="incidents">Incidents and rulings</h2>
      {INCIDENT_KINDS.map((kind) => {
        const info = INCIDENT_INFO[kind];
        return (
          <section key={kind} className="card">
            <h3 style={{ margin: 0 }}>{info.title}</h3>
            <p style={{ margin: '0.3rem 0' }}>{info.ruling}</p>
            {'socialDifference' in info && (
              <p className="hint">Social game, for reference only: {info.socialDifference}</p>
            )}
            <p className="hint">Effect on the game: {info.effect}</p>
          </section>
        );
      })}
      <h2 id="sources">Sources</h2>
      <dl>
        {SOURCES.map(([code, text]) => (
          <div key={code}>
            <dt>
              <strong>{code}</strong>
            </dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
