import type { Random } from '@/lib/random';

const FIRST = [
  'Ada', 'Barbara', 'Beverly', 'Carol', 'Cynthia', 'Debra', 'Diane', 'Donna', 'Doris', 'Edith', 'Eileen', 'Elaine',
  'Ellen', 'Esther', 'Evelyn', 'Florence', 'Frances', 'Gail', 'Gloria', 'Harriet', 'Helen', 'Irene', 'Iris', 'Janet',
  'Joan', 'Joyce', 'Judith', 'June', 'Karen', 'Laura', 'Linda', 'Lois', 'Lorraine', 'Marcia', 'Margaret', 'Marilyn',
  'Marion', 'Martha', 'Maxine', 'Miriam', 'Myra', 'Nancy', 'Naomi', 'Norma', 'Paula', 'Phyllis', 'Rhoda', 'Rita',
  'Roberta', 'Ruth', 'Sandra', 'Sharon', 'Sheila', 'Shirley', 'Sylvia', 'Susan', 'Thelma', 'Vera', 'Wendy', 'Zelda',
  'Arthur', 'Bernard', 'David', 'Harold', 'Irving', 'Leonard', 'Martin', 'Norman', 'Stanley', 'Walter',
];
const LAST = [
  'Abrams', 'Adler', 'Baker', 'Bloom', 'Brennan', 'Chen', 'Cohen', 'Diaz', 'Edwards', 'Feldman', 'Fischer', 'Garcia',
  'Gold', 'Goldberg', 'Green', 'Gross', 'Hart', 'Hoffman', 'Horowitz', 'Jacobs', 'Kaplan', 'Katz', 'Klein', 'Kramer',
  'Levin', 'Levy', 'Lieberman', 'Marks', 'Meyer', 'Miller', 'Morales', 'Nelson', "O'Brien", 'Park', 'Perlman',
  'Price', 'Reyes', 'Rosen', 'Rubin', 'Russo', 'Sachs', 'Schwartz', 'Segal', 'Shapiro', 'Silver', 'Singer', 'Stein',
  'Sullivan', 'Tanaka', 'Turner', 'Wagner', 'Walsh', 'Weiss', 'Wexler', 'Wolf', 'Young', 'Zimmerman',
];

/** `count` distinct player names, the same for the same random sequence. */
export function demoNames(count: number, random: Random): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    const first = FIRST[random.int(FIRST.length)];
    const last = LAST[random.int(LAST.length)];
    const base = `${first} ${last}`;
    // Past ~4,000 players the plain combinations run out: number the rest.
    names.add(names.has(base) && names.size > FIRST.length * LAST.length * 0.9 ? `${base} ${names.size + 1}` : base);
  }
  return [...names];
}
