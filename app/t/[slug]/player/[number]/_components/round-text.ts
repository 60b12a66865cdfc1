import type { PlayerRound } from '@/lib/players/public-queries';
import { html, type Html } from '@/lib/util/html';

// A round of a player's page as text (lib/util/html.ts): ten rounds of 40 elements each were most of what React did
// for the page, which is made again for the table's four players at each change to their sheet.

const SHEET_WORDS = { OPEN: 'open', SUBMITTED: 'handed in', ACCEPTED: 'accepted' } as const;

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export const tableHref = (slug: string, round: PlayerRound) => `/t/${slug}/rounds/${round.round}/tables/${round.table}`;

/** The round's heading (its badges), where the player sat and their opponents. */
export function roundHead(slug: string, round: PlayerRound, when: 'now' | 'upcoming' | null): Html {
  const sheet = round.sheet
    ? html`<span class="badge status sheet-${round.sheet.toLowerCase()}">${SHEET_WORDS[round.sheet]}</span>`
    : html`<span class="badge status">no sheet</span>`;
  return html`<h2>
      Round ${round.round} ${when && html`<span class="badge status round-${when}">${when}</span>`} ${sheet}
    </h2>
    <p class="player-where">
      <a href="${tableHref(slug, round)}">Table ${round.table}</a> · Seat <strong>${round.seat}</strong>
    </p>
    <ul class="player-opponents" aria-label="Opponents">
      ${round.opponents.map(
        (o) =>
          html`<li>
            <span class="letter">${o.seat}</span><a href="/t/${slug}/player/${o.player.number}">${o.player.name}</a
            ><span class="muted">#${o.player.number}</span>
          </li>`,
      )}
    </ul>`;
}

/** A settled round's games in one line, the points of each (a Director's ruling marked); the rest is on the table's page. */
export function gamePoints(slug: string, round: PlayerRound): Html {
  if (round.games.length === 0) return html`<p class="muted">No game entered.</p>`;
  return html`<p class="player-game-points">
    ${round.games.map(
      (game) =>
        html`<span
          >Game ${game.number}
          <strong>${signed(game.points)}</strong
          >${game.overrideReason && html`<span class="muted"> (ruled)</span>`}</span
        >`,
    )}<a href="${tableHref(slug, round)}">Each game and its rules</a>
  </p>`;
}

/** The card's total and whether the player who checks it has verified it (T4); nothing before a game is entered. */
export function cardTotal({ games, card }: PlayerRound): Html | null {
  if (games.length === 0) return null;
  const { verification, verifier } = card;
  const state = verification
    ? html`✓ verified by ${verification.verifiedByLetter} ${verification.verifiedBy?.name}
        <span class="muted"
          >(${verification.initials},
          ${verification.method === 'PIN' ? 'PIN at the table' : 'initials on the card'})</span
        >`
    : html`<span class="muted"
        >not yet verified${verifier && `: ${verifier.seat} ${verifier.player?.name ?? ''} checks it`}</span
      >`;
  return html`<p class="player-card-total">
    <span>Card total <strong>${card.total}</strong></span
    ><span class="player-verified">${state}</span>
  </p>`;
}
