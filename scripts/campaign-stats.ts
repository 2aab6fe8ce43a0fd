// The statistics of `npm run campaign:results`: a variant's click-through rate with its 95 % interval,
// and whether it differs from the control's. Visitors and converters are unique people, so a rate
// is a proportion and the binomial methods below apply.

/** Standard normal CDF, by Marsaglia's Taylor series (J. Stat. Softw. 11(4), 2004): absolute error about 1e-15. */
export function normalCdf(x: number): number {
  // Outside ±8.5 the tail is under 1e-17, finer than the series resolves (and it overflows past ±37).
  if (Math.abs(x) > 8.5) return x < 0 ? 0 : 1;
  let sum = x;
  let term = x;
  let previous = 0;
  for (let i = 1; sum !== previous;) {
    previous = sum;
    i += 2;
    term *= (x * x) / i;
    sum += term;
  }
  return Math.min(1, Math.max(0, 0.5 + sum * Math.exp(-0.5 * x * x - 0.91893853320467274178)));
}

/** The z with normalCdf(z) = p, by bisection: slower than a rational approximation, and nothing to get wrong. */
export function normalQuantile(p: number): number {
  let low = -40;
  let high = 40;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < p) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's score interval (Wilson 1927): unlike the normal one it stays inside [0, 1] and holds up with few conversions. */
export function wilsonInterval(successes: number, trials: number, confidence = 0.95): Interval | null {
  if (trials === 0) return null;
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const p = successes / trials;
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ZTest {
  z: number;
  /** Two-sided. */
  pValue: number;
}

/** Two-proportion z-test with the pooled proportion under the null hypothesis; null when it is undefined (no visitors, or nobody or everybody converted). */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): ZTest | null {
  if (n1 === 0 || n2 === 0) return null;
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return null;
  const z = (x2 / n2 - x1 / n1) / se;
  return { z, pValue: Math.min(1, 2 * normalCdf(-Math.abs(z))) };
}

/**
 * Visitors each of two variants needs for a two-sided test at `alpha` to detect the difference between
 * `p1` and `p2` with probability `power` (Fleiss, Levin & Paik, Statistical Methods for Rates and
 * Proportions, 3rd ed., eq. 4.14 without continuity correction; what R's power.prop.test solves).
 * Unrounded; Infinity when the rates are equal.
 */
export function sampleSizePerVariant(p1: number, p2: number, alpha = 0.05, power = 0.8): number {
  if (p1 === p2) return Infinity;
  const pBar = (p1 + p2) / 2;
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zBeta = normalQuantile(power);
  const root = zAlpha * Math.sqrt(2 * pBar * (1 - pBar)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return (root * root) / ((p1 - p2) * (p1 - p2));
}

export const ALPHA = 0.05;
export const POWER = 0.8;

/** A variant against the control, as the report words it. */
export type Comparison =
  | { outcome: 'too few visitors' }
  | { outcome: 'no difference' }
  | { outcome: 'significant'; difference: number; z: number; pValue: number }
  | {
      outcome: 'not significant';
      difference: number;
      z: number;
      pValue: number;
      /** Visitors each variant needs for 80 % power at the rates seen so far. */
      neededPerVariant: number;
      /** What the smaller of the two still lacks of that; 0: it has them, so the real difference is likely smaller than the one seen. */
      moreVisitorsPerVariant: number;
    };

/** `difference` is the variant's rate minus the control's, as a proportion. */
export function compareWithControl(control: { visitors: number; converters: number }, variant: { visitors: number; converters: number }): Comparison {
  if (control.visitors === 0 || variant.visitors === 0) return { outcome: 'too few visitors' };
  const [p1, p2] = [control.converters / control.visitors, variant.converters / variant.visitors];
  const test = twoProportionZTest(control.converters, control.visitors, variant.converters, variant.visitors);
  if (p1 === p2 || !test) return { outcome: 'no difference' };
  const difference = p2 - p1;
  if (test.pValue < ALPHA) return { outcome: 'significant', difference, ...test };
  const neededPerVariant = Math.ceil(sampleSizePerVariant(p1, p2, ALPHA, POWER));
  return {
    outcome: 'not significant',
    difference,
    ...test,
    neededPerVariant,
    moreVisitorsPerVariant: Math.max(0, neededPerVariant - Math.min(control.visitors, variant.visitors)),
  };
}
