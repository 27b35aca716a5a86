import { describe, expect, it } from 'vitest';
import { focusAreaOf } from './cfr-subparts.ts';

describe('focusAreaOf', () => {
  it.each([
    // Part 211 subparts as printed in the eCFR (cfr_title21 mirror).
    ['21 CFR 211.192', '21 CFR 211 Subpart J — Records and Reports'],
    ['21 CFR 211.22(d)', '21 CFR 211 Subpart B — Organization and Personnel'],
    ['21 CFR 211.113(b)', '21 CFR 211 Subpart F — Production and Process Controls'],
    ['21 CFR 211.68(b)', '21 CFR 211 Subpart D — Equipment'],
    ['21 CFR 211.160', '21 CFR 211 Subpart I — Laboratory Controls'],
    // Part 820 QSR for citations before 2 Feb 2026.
    ['21 CFR 820.100(a)', '21 CFR 820 Subpart J — Corrective and Preventive Action'],
    ['21 CFR 820.198(a)', '21 CFR 820 Subpart M — Records'],
    ['21 CFR 820.30(i)', '21 CFR 820 Subpart C — Design Controls'],
    // Parts without a subpart table are named at part level; Act sections by section.
    ['21 CFR 606.100', '21 CFR 606'],
    ['FDCA 501(a)(2)(B)', 'FDCA 501'],
  ])('%s → %s', (reference, area) => {
    expect(focusAreaOf(reference, '2024-06-01')).toBe(area);
  });

  it('places Part 820 by the text in force on the citation date', () => {
    expect(focusAreaOf('21 CFR 820.10', '2026-03-01')).toBe('21 CFR 820 Subpart B — Supplemental Provisions');
    expect(focusAreaOf('21 CFR 820.1', '2026-02-01')).toBe('21 CFR 820 Subpart A — General Provisions');
    expect(focusAreaOf('21 CFR 820.100 (QSR)', '2026-03-01')).toBe('21 CFR 820 Subpart J — Corrective and Preventive Action');
  });

  it('is null for text that is no reference', () => {
    expect(focusAreaOf('see attached', '2024-06-01')).toBeNull();
  });
});
