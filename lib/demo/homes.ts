/** Where the demo's players come from: cities of the American mah jongg circuit, taken in turn by badge number. */
const HOMES = [
  ['Boca Raton', 'FL'],
  ['Scottsdale', 'AZ'],
  ['Great Neck', 'NY'],
  ['Cherry Hill', 'NJ'],
  ['Toronto', 'ON'],
  ['Skokie', 'IL'],
  ['Delray Beach', 'FL'],
  ['Newton', 'MA'],
  ['Palm Springs', 'CA'],
  ['Silver Spring', 'MD'],
] as const;

/** The demo player numbered `number`'s city and state or province: fixed, so the seed's draws stay as they were. */
export function demoHome(number: number): { city: string; region: string } {
  const [city, region] = HOMES[(number - 1) % HOMES.length]!;
  return { city, region };
}
