/** Where a player is from, as one line: "Boca Raton, FL", "Toronto", or null when neither is given. */
export const homeOf = (player: { city: string | null; region: string | null }): string | null =>
  [player.city, player.region].filter(Boolean).join(', ') || null;
