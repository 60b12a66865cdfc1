'use client';

import { Fragment, useDeferredValue, useMemo, useState } from 'react';
import { hasEveryWord } from '@/lib/util/fold';
import { PlayerActions } from './player-actions';
import type { Done, PlayerView } from './types';

type Props = { slug: string; players: PlayerView[]; canEdit: boolean; roundInPlay: number | null; onDone: Done };

/** A number finds that player (and numbers starting with it); words find names containing every one of them. */
function matches(player: PlayerView, query: string): boolean {
  const q = query.trim().replace(/^#/, '');
  if (q === '') return true;
  if (/^\d+$/.test(q)) return String(player.number).startsWith(q);
  return hasEveryWord(player.name, q);
}

const STATUS_LABEL = { ACTIVE: 'active', WITHDRAWN: 'withdrawn', DISQUALIFIED: 'disqualified' } as const;

function Status({ player, className = '' }: { player: PlayerView; className?: string }) {
  return (
    <span className={`badge pl-status-${player.status.toLowerCase()} ${className}`}>{STATUS_LABEL[player.status]}</span>
  );
}

function Replacement({ player }: { player: PlayerView }) {
  if (player.substitute)
    return (
      <span className="hint">
        replaced by #{player.substitute.number} {player.substitute.name}
      </span>
    );
  if (player.substituteFor)
    return (
      <span className="hint">
        substitute for #{player.substituteFor.number} {player.substituteFor.name}
      </span>
    );
  return null;
}

/** Every player of the tournament, searchable by name or number; the director manages one at a time. */
export function PlayerList({ slug, players, canEdit, roundInPlay, onDone }: Props) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => players.filter((p) => matches(p, deferred)), [players, deferred]);
  const columns = canEdit ? 4 : 3; // the status column is hidden on phones, which colSpan tolerates

  return (
    <section aria-labelledby="player-list-title">
      <div className="pl-list-head">
        <h2 id="player-list-title">Player list</h2>
        <label className="pl-search">
          Find a player
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name or number"
            autoComplete="off"
          />
        </label>
      </div>
      <p className="hint" aria-live="polite">
        {query.trim()
          ? `${shown.length} of ${players.length} players match “${query.trim()}”.`
          : `${players.length} players.`}
      </p>
      <div className="table-wrap">
        <table className="pl-table">
          <thead>
            <tr>
              <th className="num">No.</th>
              <th>Name</th>
              <th className="pl-wide-only">Status</th>
              {canEdit && (
                <th className="no-print">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((player) => (
              <Fragment key={player.id}>
                <tr className={player.status === 'ACTIVE' ? undefined : 'pl-inactive'}>
                  <td className="num">{player.number}</td>
                  <td>
                    <span className="pl-player-name">{player.name}</span>{' '}
                    <Status player={player} className="pl-narrow-only" />
                    {(player.club || player.home) && (
                      <span className="hint">{[player.club, player.home].filter(Boolean).join(' · ')}</span>
                    )}
                    <Replacement player={player} />
                  </td>
                  <td className="pl-wide-only">
                    <Status player={player} />
                  </td>
                  {canEdit && (
                    <td className="no-print pl-manage">
                      <button
                        type="button"
                        className="secondary"
                        aria-expanded={open === player.id}
                        aria-controls={`manage-${player.id}`}
                        onClick={() => setOpen(open === player.id ? null : player.id)}
                      >
                        {open === player.id ? 'Close' : 'Manage'}
                        <span className="sr-only"> #{player.number}</span>
                      </button>
                    </td>
                  )}
                </tr>
                {canEdit && open === player.id && (
                  <tr className="pl-panel-row no-print">
                    <td colSpan={columns} id={`manage-${player.id}`}>
                      <PlayerActions
                        slug={slug}
                        player={player}
                        roundInPlay={roundInPlay}
                        onDone={(message, slips) => {
                          setOpen(null);
                          onDone(message, slips);
                        }}
                      />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
            {shown.length === 0 && (
              <tr>
                <td colSpan={columns}>
                  {players.length === 0 ? 'No players yet: add them or import a CSV.' : 'No player matches.'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
