import { describe, expect, test } from 'vitest';
import { parsePlayersCsv, readPlayerLines } from '@/lib/players/csv';
import { playersCsv } from '@/lib/players/export-csv';

const problems = (text: string) => {
  const result = parsePlayersCsv(text);
  return result.ok ? [] : result.problems;
};

describe('parsePlayersCsv', () => {
  test('reads number, name, club and email, with a header in any case, a BOM, CRLF, blank lines and quotes', () => {
    const text =
      '\uFEFFNumber,NAME,Club,Email\r\n\r\n1,Ann Adler\r\n2,"Cohen, Bea",Mahj Club,bea@example.com\r\n  \r\n3,"Dot ""Lucky"" Diaz",,\r\n';
    expect(parsePlayersCsv(text)).toEqual({
      ok: true,
      players: [
        { line: 3, number: 1, name: 'Ann Adler' },
        { line: 4, number: 2, name: 'Cohen, Bea', club: 'Mahj Club', email: 'bea@example.com' },
        { line: 6, number: 3, name: 'Dot "Lucky" Diaz' },
      ],
    });
  });

  test('a file without a header is read from its first line', () => {
    expect(parsePlayersCsv('7,Gail Gold\n8,Iris Klein,East Side')).toEqual({
      ok: true,
      players: [
        { line: 1, number: 7, name: 'Gail Gold' },
        { line: 2, number: 8, name: 'Iris Klein', club: 'East Side' },
      ],
    });
  });

  test('every bad line is reported with its line number and nothing is imported', () => {
    const text = [
      'number,name,club,email',
      '1,Ann',
      ',No Number',
      'x2,Bad Number',
      '0,Zero',
      '1.5,Half',
      '1,Again',
      '4,',
      `5,${'N'.repeat(81)}`,
      '6,Frances,,not-an-email',
      '7,Gloria,Club,g@example.com,Town,ST,extra',
      '8,"Unclosed',
      '9,Helen',
    ].join('\n');
    expect(problems(text)).toEqual([
      { line: 3, field: 'number', message: 'the player number is missing' },
      { line: 4, field: 'number', message: 'the player number must be a whole number' },
      { line: 5, field: 'number', message: 'the player number must be 1 or more' },
      { line: 6, field: 'number', message: 'the player number must be a whole number' },
      { line: 7, field: 'number', message: 'number 1 is also on line 2' },
      { line: 8, field: 'name', message: 'the name is empty' },
      { line: 9, field: 'name', message: 'the name is longer than 80 characters' },
      { line: 10, field: 'email', message: 'the email address is not valid' },
      { line: 11, message: 'too many columns: expected number, name, club, email, city, state' },
      { line: 12, message: 'a quoted field is not closed' },
    ]);
  });

  test('one line can have several problems', () => {
    expect(problems('abc,,,nope')).toEqual([
      { line: 1, field: 'number', message: 'the player number must be a whole number' },
      { line: 1, field: 'name', message: 'the name is empty' },
      { line: 1, field: 'email', message: 'the email address is not valid' },
    ]);
  });

  test('trailing empty columns are fine; a number too large is not', () => {
    expect(parsePlayersCsv('1,Ann,,,,')).toEqual({ ok: true, players: [{ line: 1, number: 1, name: 'Ann' }] });
    expect(problems('100000,Big')).toEqual([
      { line: 1, field: 'number', message: 'the player number must be at most 99999' },
    ]);
  });

  test('a file with no players is a problem', () => {
    expect(problems('number,name\n\n')).toEqual([{ line: 1, message: 'the file has no players' }]);
    expect(problems('')).toEqual([{ line: 1, message: 'the file has no players' }]);
  });

  test('an import also sees a line repeating a number, to check it against the tournament', () => {
    expect(readPlayerLines('1,Ann\nx,Bad\n1,Again')).toEqual({
      players: [
        { line: 1, number: 1, name: 'Ann' },
        { line: 3, number: 1, name: 'Again' },
      ],
      problems: [
        { line: 2, field: 'number', message: 'the player number must be a whole number' },
        { line: 3, field: 'number', message: 'number 1 is also on line 1' },
      ],
    });
  });
});

describe('city and state', () => {
  test('are read after club and email, the state as the player’s region', () => {
    expect(parsePlayersCsv('number,name,club,email,city,state\n9,Rose Kaplan,,,Boca Raton,FL\n10,Lily Chen')).toEqual({
      ok: true,
      players: [
        { line: 2, number: 9, name: 'Rose Kaplan', city: 'Boca Raton', region: 'FL' },
        { line: 3, number: 10, name: 'Lily Chen' },
      ],
    });
  });

  test('the roster export reads back as the same players', () => {
    const players = [
      { number: 1, name: 'Cohen, Bea', club: 'Mahj Club', email: 'bea@example.com', city: 'Toronto', region: 'ON' },
      { number: 2, name: 'Ann Adler', club: null, email: null, city: null, region: null },
    ];
    const read = parsePlayersCsv(playersCsv(players));
    expect(read.ok && read.players.map(({ line: _, ...p }) => p)).toEqual([
      players[0],
      { number: 2, name: 'Ann Adler' },
    ]);
  });

  test('a city longer than 80 characters is named', () => {
    expect(problems(`1,Ann,,,${'x'.repeat(81)}`)).toEqual([
      { line: 1, field: 'city', message: 'the city is longer than 80 characters' },
    ]);
  });
});
