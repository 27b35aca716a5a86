import { describe, expect, it } from 'vitest';
import { requirementSentences, sentencesOf } from './ich.ts';

// Text as ICH Q7 prints it (section 4.4, paragraphs 4.40–4.41), numbers and abbreviations included.
const Q7_4_4 =
  '4.40 Dedicated production areas, which can include facilities, air handling equipment and/or process equipment, should be employed in the production of highly sensitizing materials, such as penicillins or cephalosporins. ' +
  '4.41 Dedicated production areas should also be considered when material of an infectious nature or high pharmacological activity or toxicity is involved (e.g., certain steroids or cytotoxic anti-cancer agents) unless validated inactivation and/or cleaning procedures are established and maintained.';

describe('sentencesOf', () => {
  it('keeps paragraph numbers and "e.g." inside their sentence and drops the leading number', () => {
    expect(sentencesOf(Q7_4_4)).toEqual([
      'Dedicated production areas, which can include facilities, air handling equipment and/or process equipment, should be employed in the production of highly sensitizing materials, such as penicillins or cephalosporins.',
      'Dedicated production areas should also be considered when material of an infectious nature or high pharmacological activity or toxicity is involved (e.g., certain steroids or cytotoxic anti-cancer agents) unless validated inactivation and/or cleaning procedures are established and maintained.',
    ]);
  });

  it('does not end a sentence at an abbreviation followed by a lower-case word, and keeps a text without a final period', () => {
    expect(sentencesOf('Equipment (i.e. reactors, storage containers) should be cleaned. Records must be kept')).toEqual([
      'Equipment (i.e. reactors, storage containers) should be cleaned.',
      'Records must be kept',
    ]);
  });
});

describe('requirementSentences', () => {
  it('keeps the sentences that state a requirement, whole', () => {
    const found = requirementSentences(`${Q7_4_4} The facility is large.`);
    expect(found).toHaveLength(2);
    expect(found[1]).toMatch(/^Dedicated production areas should also be considered .* \(e\.g\., certain steroids or cytotoxic anti-cancer agents\) unless .* maintained\.$/);
  });
});
