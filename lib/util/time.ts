/**
 * Times as the tournament's room reads them: in the tournament's IANA time zone, named once per page. Pure: the
 * zone is passed in (the server's own zone is the default, chosen by the shell).
 */

/** Whether `zone` is an IANA time zone this runtime knows ("America/New_York", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const parts = (date: Date, zone: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/** 14:05 */
export function timeIn(date: Date, zone: string): string {
  const p = parts(date, zone);
  return `${p.hour}:${p.minute}`;
}

/** 2026-11-21 14:05 */
export function stampIn(date: Date, zone: string): string {
  const p = parts(date, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** "America/New_York (EST)": the zone as the page names it, with its abbreviation at `at`. */
export function zoneLabel(zone: string, at: Date): string {
  const short = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return short && short !== zone ? `${zone} (${short})` : zone;
}
