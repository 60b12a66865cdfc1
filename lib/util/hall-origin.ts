/**
 * The origin of an address a Director types for the hall ("192.168.1.20:3000", "https://mahjong.example.org/"):
 * http or https, scheme added when left out, path dropped; null when it is not such an address. Pure.
 */
export function hallOriginOf(address: string): string | null {
  const text = address.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || !url.hostname) return null;
    return url.origin;
  } catch {
    return null;
  }
}
