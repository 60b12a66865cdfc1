'use client';

import { useState, type ReactNode } from 'react';
import { TablePlan } from '@/app/_components/table-plan';
import { AddPlayerForm } from './add-player-form';
import { PinSlipSheet } from './pin-slips';
import { ImportForm } from './import-form';
import { PlayerList } from './player-list';
import { ReissuePinsForm } from './reissue-pins-form';
import type { PinSlip, Done, PlayerView } from './types';
import './players.css';

type Props = {
  slug: string;
  tournamentName: string;
  players: PlayerView[];
  canEdit: boolean;
  roundInPlay: number | null;
};

/** Merges new slips into the sheet: a player's newest PIN replaces one shown before. */
function withSlips(sheet: readonly PinSlip[], added: readonly PinSlip[]): PinSlip[] {
  const renewed = new Set(added.map((b) => b.number));
  return [...sheet.filter((b) => !renewed.has(b.number)), ...added].sort((a, b) => a.number - b.number);
}

/** A director's tool, folded away once the tournament has players so that the list comes first. */
function Tool({
  title,
  id,
  initiallyOpen,
  children,
}: {
  title: string;
  id: string;
  initiallyOpen: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details className="card pl-tool" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h2 id={id}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

/** The players page: the director's tools, the list, and PIN slips for the PINs made since the page opened. */
export function PlayersWorkspace({ slug, tournamentName, players, canEdit, roundInPlay }: Props) {
  const [slips, setSlips] = useState<PinSlip[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const done: Done = (text, added) => {
    if (text) setMessage(text);
    if (added?.length) setSlips((sheet) => withSlips(sheet, added));
  };
  const active = players.filter((p) => p.status === 'ACTIVE').length;

  return (
    <>
      <div className="pl-screen">
        <h1>Players</h1>
        <p className="muted">
          {players.length} players, {active} active.
          {canEdit && players.length > 0 && (
            <>
              {' '}
              <a href={`/api/tournaments/${slug}/players.csv`}>Download the players as CSV</a>
            </>
          )}
        </p>
        {active > 0 && <TablePlan playerCount={active} />}
        <div aria-live="polite" role="status">
          {message && <p className="notice">{message}</p>}
        </div>
      </div>
      {slips.length > 0 && <PinSlipSheet tournamentName={tournamentName} slips={slips} onClear={() => setSlips([])} />}
      <div className="pl-screen">
        {canEdit && roundInPlay !== null && (
          <p className="notice warn">
            Round {roundInPlay} is in play: withdrawals and substitutions wait until its time is called.
          </p>
        )}
        {canEdit && (
          <div className="pl-tools">
            <Tool title="Add a player" id="add-player-title" initiallyOpen={players.length === 0}>
              <AddPlayerForm slug={slug} onDone={done} />
            </Tool>
            <Tool title="Import from CSV" id="import-title" initiallyOpen={players.length === 0}>
              <ImportForm slug={slug} onDone={done} />
            </Tool>
            {active > 0 && (
              <Tool title="PIN slips" id="pin-slips-tool-title" initiallyOpen={false}>
                <ReissuePinsForm slug={slug} onDone={done} />
              </Tool>
            )}
          </div>
        )}
        <PlayerList slug={slug} players={players} canEdit={canEdit} roundInPlay={roundInPlay} onDone={done} />
      </div>
    </>
  );
}
