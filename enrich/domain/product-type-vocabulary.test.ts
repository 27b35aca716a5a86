import { describe, expect, it } from 'vitest';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import { inferProductType, negatedPositions, productTypeOfEvent, words, type ClassifierEventType } from './event-classifier.ts';
import { cfrPartsNamed, cfrSectionsNamed, productTypeOfCfrPart } from './product-type-vocabulary.ts';

/*
 * Expected product classes come from what each Title 21 part regulates (210/211 finished drugs,
 * 600–680 biologics, 111 dietary supplements, 110/117 human food, 800–898 devices) and from the
 * ordinary vocabulary of each field, written beside each case; nothing is read back from the module.
 */

describe('Title 21 parts named in a text', () => {
  it('reads "21 CFR 211.192", "Part 117", "21 CFR Part 111" and a bare "820.30(a)", one naming each', () => {
    const named = cfrPartsNamed('Cited 21 CFR 211.192 and 820.30(a), Part 117 and 21 CFR Part 111.');
    expect(named.map((entry) => entry.part).sort()).toEqual([111, 117, 211, 820]);
  });

  it('takes no part from numbers that are not citations ("0.9%", "117 units", "12.5 mg")', () => {
    expect(cfrPartsNamed('Water content 0.9% in 117 units; 12.5 mg tablets.')).toEqual([]);
  });

  it('takes no part from a reading with its unit ("119.2 °C", "121.1 degrees", "110.5 mg", "101.3 kPa")', () => {
    expect(cfrPartsNamed('Cold spot at 119.2 °C, sterilised at 121.1 degrees; 110.5 mg per vial at 101.3 kPa and 820.5 rpm.')).toEqual([]);
    // A section followed by ordinary words stays a citation.
    expect(cfrPartsNamed('Cited under 211.192 and 117.150 in the report.').map((entry) => entry.part)).toEqual([211, 117]);
  });

  it('maps each part to the product class it regulates', () => {
    expect([211, 610, 111, 117, 110, 820, 803, 1271].map(productTypeOfCfrPart)).toEqual(['drug', 'drug', 'supplement', 'food', 'food', 'device', 'device', 'drug']);
    expect(productTypeOfCfrPart(11)).toBeNull(); // Part 11 (electronic records) applies to every class.
  });
});

describe('product type inferred from the vocabulary of each field', () => {
  const cases: Array<[string, string]> = [
    ['The catheter lot was shipped although the DHR lacks the sterilization chart.', 'device'],
    ['Design verification was signed before the test report existed.', 'device'],
    ['Listeria found on a drain swab in the ready-to-eat room.', 'food'],
    ['Cookies packed in wrappers that do not declare milk.', 'food'],
    ['Mother liquor from the crystallization step was recycled without a study.', 'api'],
    ['The API lot failed residual solvents.', 'api'],
    ['Botanical ingredient accepted on the supplier certificate alone.', 'supplement'],
    ['Media fill for the vaccine line had two positive units.', 'drug'],
    ['Observation cites 21 CFR 820.100 for the open corrective action.', 'device'],
    // Part 111's own words (dietary ingredient, master manufacturing record) and a botanical.
    ['Ashwagandha root powder released without an identity test of the dietary ingredient.', 'supplement'],
    ['The master manufacturing record does not give the theoretical yield.', 'supplement'],
    // Part 117: a food contact surface and a critical control point (CCP) are food-plant terms.
    ['Food contact surfaces on line 2 were not sanitised after the wash-down.', 'food'],
    ['CCP 2 (metal detection) records were left blank for the night shift.', 'food'],
    // ICH Q7's vocabulary: the wet cake of an isolation step, a drug master file.
    ['The wet cake was held for six days without a hold-time study.', 'api'],
    // A drug product's batch manufacturing record (BMR) and its excipients.
    ['Excipient lots were used before their release by the quality unit.', 'drug'],
    // A sterilized convenience or surgical kit is a device (FDA regulates kits under Part 820).
    ['The sterilizer biological indicator results were not reviewed before release of the surgical kits.', 'device'],
  ];
  for (const [text, expected] of cases) {
    it(`"${text}" → ${expected}`, () => {
      const decision = inferProductType(text);
      expect(decision.product_type).toBe(expected);
      expect(decision.source).toBe('inferred');
      expect(decision.terms.length).toBeGreaterThan(0);
    });
  }

  it('weighs a biologic above the drug-substance wording: a monoclonal antibody bulk is a (biologic) drug', () => {
    // biologics vocabulary 1.5 ("monoclonal antibody") against api 1 ("drug substance").
    expect(inferProductType('Endotoxin above limit in the monoclonal antibody drug substance.').product_type).toBe('drug');
  });

  it('takes the active ingredient dispensed under a drug batch record (BMR) for a drug product, not an API', () => {
    // drug: BMR 1 + dispensing 0.5 against api: "API" 1.
    expect(inferProductType('BMR lot 23K014: no second-person check of the API dispensing at step 4.2.').product_type).toBe('drug');
  });

  it('reads "API" only as written: "api" inside a word or in lower case is no evidence', () => {
    expect(inferProductType('The rapid check was skipped.')).toEqual({ product_type: 'drug', source: 'default', terms: [] });
  });
});

describe('product type from the event type when the text names none', () => {
  const type = (id: string): ClassifierEventType => EVENT_TAXONOMY.event_types.find((entry) => entry.id === id)!;

  it('takes the one product class a type is mapped for (HACCP plan → food, design control → device)', () => {
    const none = { product_type: 'drug' as const, source: 'default' as const, terms: [] };
    expect(productTypeOfEvent(none, type('haccp_plan'))).toMatchObject({ product_type: 'food', source: 'inferred' });
    expect(productTypeOfEvent(none, type('design_control'))).toMatchObject({ product_type: 'device', source: 'inferred' });
    // A type mapped for several classes says nothing: the default stays.
    expect(productTypeOfEvent(none, type('capa_failure'))).toEqual(none);
  });

  it('never overrides a product type the text or the caller gave', () => {
    const given = { product_type: 'drug' as const, source: 'given' as const, terms: [] };
    expect(productTypeOfEvent(given, type('haccp_plan'))).toEqual(given);
  });
});

describe('negation: findings the text says are absent', () => {
  const negatedWords = (text: string) => {
    const original = words(text);
    return [...negatedPositions(original)].sort((a, b) => a - b).map((index) => original[index]);
  };

  it('marks the words under "no evidence of", before "not detected", and between "no" and "observed"', () => {
    expect(negatedWords('No evidence of rodent activity in the warehouse.')).toEqual(['rodent', 'activity', 'in', 'the']);
    expect(negatedWords('Salmonella not detected.')).toEqual(['salmonella']);
    expect(negatedWords('No pest activity was observed.')).toEqual(['pest', 'activity', 'was']);
  });

  it('keeps a negation that is itself the finding ("no investigation was performed")', () => {
    expect(negatedWords('No investigation was performed for the OOS result.')).toEqual([]);
    expect(negatedWords('The lot was released without testing.')).toEqual([]);
  });
});

describe('cfrSectionsNamed', () => {
  it('reads the sections a text names, at section level, in order, once each', () => {
    expect(cfrSectionsNamed('Form 483 under 21 CFR 211.113(b) and 211.192; see also 21 CFR 211.113(a).')).toEqual(['21 CFR 211.113', '21 CFR 211.192']);
    expect(cfrSectionsNamed('Complaint not evaluated per § 820.198(a).')).toEqual(['21 CFR 820.198']);
    // "21 CFR" admits a part of no product class (Part 11, electronic records).
    expect(cfrSectionsNamed('Audit trail disabled contrary to 21 CFR 11.10(e).')).toEqual(['21 CFR 11.10']);
  });

  it('takes no reading, lot number or bare number of another part for a section', () => {
    expect(cfrSectionsNamed('The autoclave reached 121.1 °C for 15.5 min.')).toEqual([]);
    expect(cfrSectionsNamed('Lot 1234.56 and batch 305.2 were released.')).toEqual([]);
    expect(cfrSectionsNamed('Cited under Part 117 with no section.')).toEqual([]);
  });
});
