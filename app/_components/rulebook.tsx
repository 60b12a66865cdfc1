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
import { html, type Html } from '@/lib/util/html';
import { entryParagraph, hereAndDefault, rulebookEntry } from './rulebook-entry';
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
function amounts(keys: readonly RulesetKey[], ruleset: Ruleset): string {
  const here = amountsOf(keys, ruleset);
  const byDefault = amountsOf(keys, DEFAULT_RULESET);
  if (!here) return '';
  return ` (${here === byDefault ? `default: ${here}` : `here: ${here}; default: ${byDefault}`})`;
}

/**
 * The rulebook as HTML text (lib/util/html.ts), every value escaped: a long page of plain text, which as React's
 * elements cost its page 7 ms of the app's CPU uncached beside the layout's 16 (docs/PERFORMANCE.md, session 41).
 */
export function rulebookHtml(ruleset: Ruleset, tournamentName?: string): Html {
  const scope = tournamentName ? `this tournament (${tournamentName})` : 'a tournament with the default ruleset';
  const items = ITEMS.map((item) => {
    const info = ITEM_INFO[item];
    const points = html`<strong>Who:</strong> ${info.who}<br /><strong>Points:</strong> ${info.points}${amounts(
        info.rulesetKeys,
        ruleset,
      )}`;
    return rulebookEntry(info.label, entryParagraph(points), info.citation, `item-${item}`);
  });
  const outcomes = OUTCOMES.map((outcome) => {
    const info = OUTCOME_INFO[outcome];
    return rulebookEntry(info.label, entryParagraph(info.explanation), info.citation);
  });
  const foundDead = rulebookEntry(
    FOUND_DEAD_INFO.label,
    entryParagraph(FOUND_DEAD_INFO.explanation),
    FOUND_DEAD_INFO.citation,
    'found-dead',
  );
  const options = RULESET_OPTIONS.map((option) => {
    const here = tournamentName ? optionValueText(option, ruleset[option.key]) : null;
    const values = hereAndDefault(here, optionValueText(option, option.default));
    const body = html`${entryParagraph(values)}${entryParagraph(option.meaning)}
      <p class="hint">The other choice: ${option.otherReading}</p>`;
    return rulebookEntry(option.label, body, option.citation);
  });
  const incidents = INCIDENT_KINDS.map((kind) => {
    const info = INCIDENT_INFO[kind];
    const social =
      'socialDifference' in info
        ? html`<p class="hint">Social game, for reference only: ${info.socialDifference}</p>`
        : '';
    return rulebookEntry(
      info.title,
      html`${entryParagraph(info.ruling)}${social}
        <p class="hint">Effect on the game: ${info.effect}</p>`,
    );
  });
  return html`<p class="muted">
      Scores as computed for ${scope}. A rule is cited by its source: T13.5 is item 13.5 of the tournament rules. In a
      tournament the T rules govern; the others fill in where T is silent, and the Director's ruling is final (T27).
    </p>
    <nav aria-label="Contents" class="row">${CONTENTS.map(([id, label]) => html`<a href="#${id}">${label}</a>`)}</nav>
    <h2 id="items">What a game scores: line items</h2>
    <div class="cards">${items}</div>
    <h2 id="outcomes">How a game can end: outcomes</h2>
    ${outcomes}${foundDead}
    <h2 id="options">Options and the readings chosen</h2>
    <p class="muted">
      Where the texts can be read two ways, the default reading applies unless the Director chose the other.
    </p>
    ${options}
    <h2 id="incidents">Incidents and rulings</h2>
    ${incidents}
    <h2 id="sources">Sources</h2>
    <dl>
      ${SOURCES.map(
        ([code, text]) =>
          html`<div>
            <dt><strong>${code}</strong></dt>
            <dd>${text}</dd>
          </div>`,
      )}
    </dl>`;
}

/** The rulebook: line items, outcomes, options and incidents, with citations and, per tournament, its values. */
export function Rulebook({ ruleset, tournamentName }: { ruleset: Ruleset; tournamentName?: string }) {
  return <div className="rulebook" dangerouslySetInnerHTML={{ __html: rulebookHtml(ruleset, tournamentName).text }} />;
}
