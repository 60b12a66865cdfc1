import { zoneLabel } from '@/lib/util/time';

/** Names, once per page, the time zone every time on it is in. */
export function ZoneNote({ zone }: { zone: string }) {
  return <p className="muted zone-note">Times in {zoneLabel(zone, new Date())}.</p>;
}
