/** @jest-environment node */
import { compareWithControl, normalCdf, normalQuantile, sampleSizePerVariant, twoProportionZTest, wilsonInterval } from '@/scripts/campaign-stats';

describe('the normal distribution', () => {
  it('has the quantiles every table gives', () => {
    // R: qnorm(0.975) = 1.959963984540054, qnorm(0.8) = 0.8416212335729143, qnorm(0.9) = 1.281551565544601.
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281551565544601, 12);
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-1.959963984540054)).toBeCloseTo(0.025, 14);
  });
});

describe('wilsonInterval', () => {
  // Newcombe, R. G. (1998). Two-sided confidence intervals for the single proportion: comparison of
  // seven methods. Statistics in Medicine 17, 857-872, Table I, method 3 (score interval, Wilson 1927).
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [29, 29, 0.883, 1],
  ])('%i of %i: %f to %f (Newcombe 1998, Table I)', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('has no interval without visitors', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});

describe('twoProportionZTest', () => {
  it('5 of 83 against 12 of 99: z = 1.408, p = 0.159 (statsmodels proportions_ztest docs and test suite)', () => {
    // statsmodels.stats.proportion.proportions_ztest docstring: count [5, 12], nobs [83, 99] -> p 0.159;
    // its test_proportion.py (GH 2969) pins z = -1.4078304151258787, p = 0.15918129181156992 (first
    // minus second; here the variant minus the control, so the sign turns).
    const test = twoProportionZTest(5, 83, 12, 99)!;
    expect(test.z).toBeCloseTo(1.4078304151258787, 12);
    expect(test.pValue).toBeCloseTo(0.15918129181156992, 12);
  });

  it.each([
    [73, 86, 90, 93, 0.00533824886503131],
    [90, 93, 114, 136, 0.002026764254350234],
    [73, 86, 114, 136, 0.8327574849753566],
  ])('%i of %i against %i of %i: p = %f (R pairwise tests without continuity correction, in statsmodels test_proportion.py)', (x1, n1, x2, n2, p) => {
    // TestProportion.res_ppt_pvals_raw: R's pairwise 2-sample chi-squared tests (= z²) of smokers2 out of patients.
    expect(twoProportionZTest(x1, n1, x2, n2)!.pValue).toBeCloseTo(p, 12);
  });

  it('is undefined without visitors or when nobody converted', () => {
    expect(twoProportionZTest(0, 0, 3, 10)).toBeNull();
    expect(twoProportionZTest(0, 50, 0, 60)).toBeNull();
  });
});

describe('sampleSizePerVariant', () => {
  it.each([
    [0.5, 0.75, 0.05, 0.9, 76.7],
    [0.5, 0.501, 0.001, 0.9, 10451937],
  ])('%f against %f at alpha %f, power %f: n = %f per group (R power.prop.test examples)', (p1, p2, alpha, power, n) => {
    // R's ?power.prop.test examples: power.prop.test(p1 = .50, p2 = .75, power = .90) "=> n = 76.7" and
    // power.prop.test(p1 = .5, p2 = 0.501, sig.level = .001, power = 0.90) "=> n = 10451937".
    expect(sampleSizePerVariant(p1, p2, alpha, power)).toBeCloseTo(n, n > 1000 ? -1 : 1);
  });

  it('is infinite when the rates are equal', () => {
    expect(sampleSizePerVariant(0.1, 0.1)).toBe(Infinity);
  });
});

describe('compareWithControl', () => {
  it('calls a difference with p < 0.05 significant', () => {
    expect(compareWithControl({ visitors: 93, converters: 90 }, { visitors: 86, converters: 73 })).toEqual({
      outcome: 'significant',
      difference: expect.closeTo(73 / 86 - 90 / 93, 12),
      z: expect.any(Number),
      pValue: expect.closeTo(0.00533824886503131, 12),
    });
  });

  it('says how many more visitors each variant needs when it is not significant yet', () => {
    const comparison = compareWithControl({ visitors: 83, converters: 5 }, { visitors: 99, converters: 12 });
    const needed = Math.ceil(sampleSizePerVariant(5 / 83, 12 / 99));
    expect(comparison).toEqual({
      outcome: 'not significant',
      difference: expect.any(Number),
      z: expect.any(Number),
      pValue: expect.closeTo(0.1592, 4),
      neededPerVariant: needed,
      moreVisitorsPerVariant: needed - 83,
    });
  });

  it('says no difference when the rates are equal, and too few visitors when a variant has none', () => {
    expect(compareWithControl({ visitors: 100, converters: 10 }, { visitors: 200, converters: 20 })).toEqual({ outcome: 'no difference' });
    expect(compareWithControl({ visitors: 100, converters: 10 }, { visitors: 0, converters: 0 })).toEqual({ outcome: 'too few visitors' });
  });
});
