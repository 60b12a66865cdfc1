import { describe, expect, test } from 'vitest';
import { declarationIn, grainsHeader, GRAINS_HEADER } from '@/server/http/cache-grains';
import { digestOf, formatDeclaration, parseDeclaration, parseGrains, type Stamps } from '@/lib/live/grains';

/** What an answer of these headers and body declared. */
const said = (grains: string | null, contentType: string, body: Buffer, cacheControl: string | null = null) =>
  declarationIn({ grains, contentType, cacheControl }, body);
const html = (head: string) => Buffer.from(`<!DOCTYPE html><html><head>${head}</head><body>…</body></html>`);

describe('what an answer says it shows', () => {
  test('a route handler says it in a header, a page in a meta of its head', () => {
    const declared = { grains: ['frame' as const, 'table:3:12' as const], until: 1_800_000_000_000 };
    const header = grainsHeader(declared)[GRAINS_HEADER]!;
    expect(said(header, 'application/json', Buffer.from('{}'))).toEqual(declared);
    const meta = `<meta name="cache-grains" content="${formatDeclaration(declared)}"/>`;
    expect(said(null, 'text/html; charset=utf-8', html(meta))).toEqual(declared);
  });

  test('a page’s payload for the client router carries its meta as an element; a name that only looks like one does not', () => {
    const content = 'frame table:1:3 place:7;until=1800000000000';
    const element = `["$","meta",null,{"name":"cache-grains","content":"${content}"}]`;
    const payload = (rows: string) => Buffer.from(`0:{"b":"x"}\n${rows}\n`);
    const declared = { grains: ['frame', 'table:1:3', 'place:7'], until: 1_800_000_000_000 };
    expect(said(null, 'text/x-component', payload(`d:[${element},["$","p",null,{}]]`))).toEqual(declared);
    // A player named after the element is a JSON string in the payload: its quotes escaped.
    const named = `e:["$","td",null,{"children":${JSON.stringify(element.replace('frame', 'all'))}}]`;
    expect(said(null, 'text/x-component', payload(named))).toBeNull();
    expect(said(null, 'text/html', payload(`d:[${element}]`))).toBeNull();
  });

  test('an answer marked immutable (Next’s build files) shows nothing that moves, whatever it contains', () => {
    const script = Buffer.from('self.__next_f.push(["$","meta",null,{"name":"cache-grains","content":"frame"}])');
    const immutable = 'public, max-age=31536000, immutable';
    expect(said(null, 'application/javascript', script, immutable)).toEqual({ grains: [], until: null });
    expect(said(null, 'application/javascript', script, 'public, max-age=0')).toBeNull();
  });

  test('nothing said, or nonsense, is nothing said', () => {
    expect(said(null, 'text/html', html('<title>x</title>'))).toBeNull();
    expect(said(null, 'text/csv', Buffer.from('<meta name="cache-grains" content="frame">'))).toBeNull();
    expect(parseDeclaration('frame;until=soon')).toBeNull();
    expect(parseGrains('frame,table:1')).toBeNull();
    expect(parseGrains('')).toBeNull();
    expect(parseGrains(Array(65).fill('frame').join(','))).toBeNull();
    expect(parseGrains('frame,place:7,table:2:40')).toEqual(['frame', 'place:7', 'table:2:40']);
  });

  test('a digest moves exactly when a grain it names does; a grain not there reads as such', () => {
    const stamps: Stamps = {
      frame: 'f',
      standings: 's',
      ranking: 'r',
      all: 'a',
      tables: { '1:3': '2' },
      places: { '7': '12' },
    };
    const grains = parseGrains('frame,table:1:3,place:7,table:1:9')!;
    expect(digestOf(stamps, grains)).toBe('f|2|12|-');
    expect(digestOf({ ...stamps, standings: 's2', tables: { ...stamps.tables, '1:4': '5' } }, grains)).toBe('f|2|12|-');
  });
});
