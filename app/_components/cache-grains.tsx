import { GRAINS_META } from '@/server/http/cache-grains';
import { formatDeclaration, type Declaration } from '@/lib/live/grains';

/** Tells the front cache what this page shows (React puts the `<meta>` in the page's head). */
export function CacheGrains(declaration: Declaration) {
  return <meta name={GRAINS_META} content={formatDeclaration(declaration)} />;
}
