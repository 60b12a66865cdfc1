/**
 * The arithmetic behind the pattern seed: the integers mod T, or the finite field GF(T) when T is a prime power.
 * Elements are 0..T−1; for GF(p^k) an element's base-p digits are the coefficients of a polynomial, multiplied
 * modulo an irreducible polynomial of degree k.
 */
export type Ring = {
  readonly size: number;
  readonly isField: boolean;
  add(a: number, b: number): number;
  mul(a: number, b: number): number;
};

export function integersMod(size: number): Ring {
  return { size, isField: false, add: (a, b) => (a + b) % size, mul: (a, b) => (a * b) % size };
}

/** GF(size), or null when size is not a prime power. */
export function finiteField(size: number): Ring | null {
  const power = primePower(size);
  if (power === null) return null;
  const { prime: p, exponent: k } = power;
  if (k === 1) return { ...integersMod(size), isField: true };
  const modulus = irreducible(p, k);
  const digits = (a: number): number[] => Array.from({ length: k }, (_, i) => Math.floor(a / p ** i) % p);
  const value = (ds: readonly number[]): number => ds.reduce((sum, d, i) => sum + d * p ** i, 0);
  const add = (a: number, b: number): number => {
    let sum = 0;
    for (let unit = 1, x = a, y = b; x > 0 || y > 0; unit *= p, x = Math.floor(x / p), y = Math.floor(y / p)) {
      sum += (((x % p) + (y % p)) % p) * unit;
    }
    return sum;
  };
  const mul = (a: number, b: number): number => {
    const product = new Array<number>(2 * k - 1).fill(0);
    digits(a).forEach((x, i) => digits(b).forEach((y, j) => (product[i + j] = (product[i + j]! + x * y) % p)));
    return value(reduce(product, modulus, p).slice(0, k));
  };
  return { size, isField: true, add, mul };
}

function primePower(n: number): { prime: number; exponent: number } | null {
  if (n < 2) return null;
  let prime = 2;
  while (n % prime !== 0) prime++;
  let rest = n;
  let exponent = 0;
  while (rest % prime === 0) [rest, exponent] = [rest / prime, exponent + 1];
  return rest === 1 ? { prime, exponent } : null;
}

/** Coefficients, lowest first, of a monic polynomial of degree k with no factor of lower degree. */
function irreducible(p: number, k: number): number[] {
  for (let lower = 0; lower < p ** k; lower++) {
    const candidate = [...Array.from({ length: k }, (_, i) => Math.floor(lower / p ** i) % p), 1];
    let factorFound = false;
    for (let degree = 1; degree <= k / 2 && !factorFound; degree++) {
      for (let f = 0; f < p ** degree && !factorFound; f++) {
        const divisor = [...Array.from({ length: degree }, (_, i) => Math.floor(f / p ** i) % p), 1];
        factorFound = reduce(candidate, divisor, p).every((c) => c === 0);
      }
    }
    if (!factorFound) return candidate;
  }
  throw new Error(`no irreducible polynomial of degree ${k} over GF(${p})`);
}

/** The remainder of `dividend` by the monic `divisor`, coefficients mod p, padded to the dividend's length. */
function reduce(dividend: readonly number[], divisor: readonly number[], p: number): number[] {
  const rest = dividend.slice();
  const degree = divisor.length - 1;
  for (let i = rest.length - 1; i >= degree; i--) {
    const factor = rest[i]!;
    if (factor === 0) continue;
    for (let j = 0; j <= degree; j++)
      rest[i - degree + j] = (((rest[i - degree + j]! - factor * divisor[j]!) % p) + p) % p;
  }
  return rest;
}
