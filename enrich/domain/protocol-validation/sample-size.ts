/**
 * Textbook sample-size arithmetic used to test whether a protocol's stated power is attainable:
 * normal approximation for two means (standardised difference) and Schoenfeld's formula for
 * the number of events of a log-rank comparison, both for 1:1 allocation.
 */

/** Inverse of the standard normal CDF (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) / ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) / (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
}

const zSum = (alpha: number, power: number, oneSided: boolean): number => normalQuantile(1 - (oneSided ? alpha : alpha / 2)) + normalQuantile(power);

/** Participants per arm to detect a standardised difference `d` (two-sample, equal variance). */
export function participantsPerArm(d: number, alpha: number, power: number, oneSided = false): number {
  return Math.ceil((2 * zSum(alpha, power, oneSided) ** 2) / (d * d));
}

/** Events needed to detect hazard ratio `hr` with a log-rank test, 1:1 allocation (Schoenfeld). */
export function eventsForHazardRatio(hr: number, alpha: number, power: number, oneSided = false): number {
  return Math.ceil((4 * zSum(alpha, power, oneSided) ** 2) / Math.log(hr) ** 2);
}

/** A hazard ratio stated in the effect-size text (`HR 0.75`, `hazard ratio of 0.7`), if any. */
export function parseHazardRatio(text: string): number | null {
  const match = /\b(?:hr|hazard ratio)\s*(?:of|=|:|≤|<=)?\s*(0?\.\d+)/i.exec(text);
  const value = match ? Number(match[1]) : NaN;
  return value > 0 && value < 1 ? value : null;
}

/** A standardised effect stated in the effect-size text (`d = 0.4`, `Cohen's d 0.5`, `standardized effect 0.3`). */
export function parseStandardisedEffect(text: string): number | null {
  const match = /(?:cohen'?s\s+d|standardi[sz]ed\s+(?:effect(?:\s+size)?|(?:mean\s+)?difference)|\bd)\s*(?:of|=|:)?\s*(\d*\.\d+|\d+)/i.exec(text);
  const value = match ? Number(match[1]) : NaN;
  return value > 0 && value <= 3 ? value : null;
}
