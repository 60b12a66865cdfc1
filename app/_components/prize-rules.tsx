import {
  DEFAULT_PRIZE_SETTINGS,
  SPECIAL_PRIZES,
  SPECIAL_PRIZE_INFO,
  type PlaceTier,
  type PrizeSettings,
} from '@/lib/prizes/settings';
import { html } from '@/lib/util/html';
import { entryParagraph, hereAndDefault, rulebookEntry } from './rulebook-entry';

const tiersText = (tiers: readonly PlaceTier[]) =>
  tiers.map((t) => `from ${t.fromPlayers} player${t.fromPlayers === 1 ? '' : 's'}: top ${t.places}`).join('; ');

const onOff = (on: boolean) => (on ? 'on' : 'off');

type Setting = { label: string; meaning: string; value: (s: PrizeSettings) => string };

const SETTINGS: readonly Setting[] = [
  {
    label: 'Places awarded',
    meaning:
      'By the size of the field (ranked players): the line with the most players the field reaches applies. Places follow the standings; players the standings rank equal share their places and those places’ prizes equally (the Mah Jongg Master Points rule), a tie at the cut-off included.',
    value: (s) => tiersText(s.places),
  },
  {
    label: 'Round winners',
    meaning:
      'The top scores of each round, once all its sheets are accepted; equal scores share the place and its prize.',
    value: (s) => (s.roundWinners === 0 ? 'none' : `top ${s.roundWinners} of each round`),
  },
  ...SPECIAL_PRIZES.map((key) => ({
    label: SPECIAL_PRIZE_INFO[key].label,
    meaning: `Special prize: ${SPECIAL_PRIZE_INFO[key].meaning}, from accepted sheets; shared by everyone who reaches it. A disqualified player wins no prize.`,
    value: (s: PrizeSettings) => onOff(s.specials[key]),
  })),
];

/**
 * The rulebook's prize settings with their defaults, and this tournament's values when given: HTML text, as the
 * rulebook's entries are.
 */
export function PrizeRules({ settings }: { settings?: PrizeSettings }) {
  const entries = SETTINGS.map((setting) => {
    const values = hereAndDefault(settings ? setting.value(settings) : null, setting.value(DEFAULT_PRIZE_SETTINGS));
    return rulebookEntry(
      setting.label,
      html`${entryParagraph(values)}
        <p class="hint">${setting.meaning}</p>`,
    );
  });
  const text = html`<h2 id="prizes">Prizes</h2>
    ${entries}`.text;
  return <section aria-labelledby="prizes" dangerouslySetInnerHTML={{ __html: text }} />;
}
