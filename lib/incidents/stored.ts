import { effectInWords, INCIDENT_INFO, type IncidentKind, type Proposal } from '@/lib/rules';
import type { StoredRuling } from '@/lib/sheets/mutations/pending-rulings';

type StoredIncident = { kind: string; proposal: unknown; ruling: unknown };

/** What an incident row says, in words: its kind's title, the ruling (or while open the proposal), its rules. */
export function incidentSummary(incident: StoredIncident) {
  const proposal = incident.proposal as Proposal | null;
  const ruling = incident.ruling as StoredRuling | null;
  const effects = [...(ruling?.effects ?? []), ...(ruling?.playerEffects ?? [])];
  return {
    title: INCIDENT_INFO[incident.kind as IncidentKind]?.title ?? incident.kind,
    /** For an override, the Director's reason. */
    words: ruling?.ruling ?? proposal?.ruling ?? '',
    decision: ruling?.decision ?? null,
    effects,
    effectWords: effects.map(effectInWords),
    /** The tournament rules cited, each once; the social game's are for reference only, never applied. */
    rules: [...new Set((proposal?.citations ?? []).filter((c) => !c.social).map((c) => c.rule))],
    proposedEffects: [...(proposal?.effects ?? []), ...(proposal?.playerEffects ?? [])],
  };
}
