import { describe, expect, it } from 'vitest';
import { EVENT_TAXONOMY } from '../../graph/knowledge/event-taxonomy.ts';
import {
  CALIBRATION,
  CLASSIFIER_PRODUCT_TYPES,
  MAX_SECONDARY,
  MIN_CONFIDENCE,
  NAMED_IN_TEXT,
  buildLexicon,
  classifyEvent,
  confidenceBand,
  createClassifierModel,
  inferProductType,
  primaryConfidence,
  lexicalEvidence,
  resolveProductType,
  stem,
  withNamedSections,
  withinOneEdit,
  type CalibrationWeights,
  type ClassifierEventType,
  type EventClassificationResult,
} from './event-classifier.ts';

/*
 * Expected values come from the spec (product-type keyword lists), the taxonomy file (terms and
 * CFR citations, copied by hand below) or arithmetic written beside the assertion. Embeddings are
 * faked with basis vectors: a text vector equal to one type's prototype gives that type cosine 1
 * and every other type 0, so the semantic evidence is known exactly.
 */

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** One-hot vector: the fake embedding of "type i" in a space with one axis per type. */
const basis = (index: number, dimensions: number) => Float32Array.from({ length: dimensions }, (_, i) => (i === index ? 1 : 0));

function ok(outcome: ReturnType<typeof classifyEvent>): EventClassificationResult {
  if (!outcome.ok) throw new Error(`expected a classification, got ${outcome.error.message}`);
  return outcome.result;
}

describe('product type (spec document 3, POST /v1/kg/classify)', () => {
  // The spec's lists, verbatim: "drug: pharmaceutical, tablet, capsule, injectable; food: food,
  // beverage, allergen, pathogen; supplement: dietary supplement, vitamin, herbal; api: active
  // pharmaceutical ingredient, bulk drug; device: medical device, implant, diagnostic".
  const specLists = {
    drug: ['pharmaceutical', 'tablet', 'capsule', 'injectable'],
    food: ['food', 'beverage', 'allergen', 'pathogen'],
    supplement: ['dietary supplement', 'vitamin', 'herbal'],
    api: ['active pharmaceutical ingredient', 'bulk drug'],
    device: ['medical device', 'implant', 'diagnostic'],
  } as const;

  for (const [productType, keywords] of Object.entries(specLists)) {
    for (const keyword of keywords) {
      it(`infers ${productType} from "${keyword}"`, () => {
        expect(inferProductType(`Operators reported a problem with the ${keyword} during the night shift.`)).toEqual({
          product_type: productType,
          source: 'inferred',
          terms: [keyword],
        });
      });
    }
  }

  it('defaults to drug when no keyword matches', () => {
    expect(inferProductType('The line stopped for an hour after a power cut.')).toEqual({ product_type: 'drug', source: 'default', terms: [] });
  });

  it('reads plurals, and ignores "food" inside the name of the Food and Drug Administration', () => {
    expect(inferProductType('Two capsules were cracked.').product_type).toBe('drug');
    expect(inferProductType('The U.S. Food and Drug Administration inspected the site.')).toEqual({ product_type: 'drug', source: 'default', terms: [] });
  });

  it('lets the longer keyword win: "active pharmaceutical ingredient" is api, not also pharmaceutical', () => {
    expect(inferProductType('The active pharmaceutical ingredient failed assay.')).toEqual({ product_type: 'api', source: 'inferred', terms: ['active pharmaceutical ingredient'] });
  });

  it('counts occurrences, and breaks ties towards the more specific class', () => {
    // food 2 (beverage, food) against drug 1 (tablet).
    expect(inferProductType('Beverage and food samples were stored next to a tablet press.').product_type).toBe('food');
    // supplement 1 (vitamin) against drug 1 (tablets): a tie, and supplement names a product class.
    expect(inferProductType('The vitamin tablets were discoloured.').product_type).toBe('supplement');
  });

  it('takes the given product type over the inferred one, case-insensitively', () => {
    expect(resolveProductType('A cracked implant was returned.', 'Food')).toEqual({ ok: true, decision: { product_type: 'food', source: 'given', terms: [] } });
  });

  it('refuses an invalid product type with a typed error naming drug, food, device, api', () => {
    const outcome = resolveProductType('anything', 'pharma');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('VALIDATION_ERROR');
    expect(outcome.error.field).toBe('product_type');
    expect(outcome.error.message).toContain('drug, food, device, api');
    expect(outcome.error.allowed_values).toEqual(['drug', 'food', 'device', 'api']);
  });
});

describe('text matching helpers', () => {
  it('counts one edit, including a swap of neighbours, and no more', () => {
    expect(withinOneEdit('calibraiton', 'calibration')).toBe(true); // swap
    expect(withinOneEdit('callibration', 'calibration')).toBe(true); // one letter too many
    expect(withinOneEdit('filler', 'filter')).toBe(true); // one substitution
    expect(withinOneEdit('calbiraton', 'calibration')).toBe(false);
    expect(withinOneEdit('abc', 'abcde')).toBe(false);
  });

  it('stems the forms of a word alike', () => {
    expect(stem('deviations')).toBe(stem('deviation'));
    expect(stem('calibrated')).toBe(stem('calibration'));
    expect(stem('cleaned')).toBe(stem('cleaning'));
    expect(stem('batches')).toBe(stem('batch'));
    expect(stem('status')).toBe('status');
  });
});

describe('lexical evidence on taxonomy v3.0', () => {
  const lexicon = buildLexicon(EVENT_TAXONOMY.event_types);
  const at = (id: string) => EVENT_TAXONOMY.event_types.findIndex((type) => type.id === id);

  it('finds a misspelling, an unseen typo and an abbreviation, each labelled', () => {
    // "temprature" is a listed misspelling; "refrigerater" is one substitution from the keyword
    // "refrigerator"; "MKT" is an abbreviation of temperature_excursion.
    const evidence = lexicalEvidence('Temprature in the refrigerater exceeded 8 C for six hours; MKT was not calculated.', lexicon)[at('temperature_excursion')]!;
    expect(evidence.matches).toEqual([
      { term: 'temprature', kind: 'misspelling', text: 'temprature' },
      { term: 'refrigerator', kind: 'fuzzy', text: 'refrigerater' },
      { term: 'MKT', kind: 'abbreviation', text: 'MKT' },
    ]);
    // Weights: one-word misspelling 0.7; the typo 0.7 × 0.6 = 0.42; a 3-letter abbreviation 1.
    expect(evidence.sum).toBeCloseTo(0.7 + 0.42 + 1, 6);
  });

  it('matches abbreviations case-sensitively', () => {
    expect(lexicalEvidence('MKT was not calculated', lexicon)[at('temperature_excursion')]!.matches).toHaveLength(1);
    expect(lexicalEvidence('mkt was not calculated', lexicon)[at('temperature_excursion')]!.matches).toHaveLength(0);
  });

  it('counts the spellings of one abbreviation once', () => {
    // "CoA" and "COA" are both listed for supplier_qualification_gap and release_testing_failure:
    // one three-letter abbreviation (1) shared by two types.
    const evidence = lexicalEvidence('CoA received; the COA was not checked.', lexicon)[at('supplier_qualification_gap')]!;
    expect(evidence.matches).toEqual([{ term: 'CoA', kind: 'abbreviation', text: 'CoA' }]);
    expect(evidence.sum).toBeCloseTo(0.5, 6);
  });

  it('weighs a term shared by three types a third', () => {
    // "impact assessment" is a keyword of investigation_deficiency, deviation_management and
    // change_control: a two-word phrase (1.25) divided by 3.
    const evidence = lexicalEvidence('No impact assessment.', lexicon);
    for (const id of ['investigation_deficiency', 'deviation_management', 'change_control']) expect(evidence[at(id)]!.sum).toBeCloseTo(1.25 / 3, 6);
    expect(evidence.filter((entry) => entry.sum > 0)).toHaveLength(3);
  });

  it('drops a match inside a longer match of the same type', () => {
    const evidence = lexicalEvidence('The executed batch record was incomplete.', lexicon)[at('batch_record_incomplete')]!;
    expect(evidence.matches.map((match) => match.term)).toEqual(['executed batch record']);
    expect(evidence.sum).toBeCloseTo(1.5, 6);
  });
});

describe('classifyEvent on a synthetic taxonomy with known weights', () => {
  // Eight types, each with one two-word keyword of its own; the embedding carries no weight, so
  // p = sigmoid(-2 + 4 × lexical) and lexical = 1 - e^(-s).
  const weights: CalibrationWeights = { bias: -2, lexical: 4, lexicalMargin: 0, semantic: 0, semanticMargin: 0 };
  const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
  const types: ClassifierEventType[] = names.map((name, index) => ({
    id: `${name}_event`,
    category: 'synthetic',
    name: `Synthetic ${name}`,
    description: `A synthetic ${name} event type used to test the classifier.`,
    severity: 'major',
    keywords: [`${name} signal`, `${name} three word`, `${name} second`, `${name}word`],
    abbreviations: [],
    misspellings: [],
    cfr_sections: { drug: [{ section: `21 CFR 211.${100 + index}`, relevance: 'direct' }] },
  }));
  // The identity second stage (σ(logit p) = p) keeps the primary's confidence at its type's probability,
  // so the arithmetic below is the first stage's alone; the second stage has its own test.
  const identity = { bias: 0, logit: 1, margin: 0 };
  const model = createClassifierModel({ types, prototypeVectors: types.map(() => [[1, 0]]), embeddingModel: 'fake', taxonomyVersion: 'test', weights, primaryWeights: identity });
  const classify = (text: string) => ok(classifyEvent({ text }, [1, 0], model));

  it('turns the top two probabilities into the chance the top type is right (second stage)', () => {
    // p1 = 0.5, p2 = 0.2: logit 0, margin 0 - ln(0.25) = 1.3863; z = 0.4 + 2·0 + 0.5·1.3863 = 1.0931; e^-1.0931 = 0.3352; σ = 1 / 1.3352 = 0.7490.
    expect(primaryConfidence(0.5, 0.2, { bias: 0.4, logit: 2, margin: 0.5 })).toBeCloseTo(0.749, 3);
    // The identity weights give back p1.
    expect(primaryConfidence(0.37, 0.1, identity)).toBeCloseTo(0.37, 10);
    // Through classifyEvent: the same text decided by a stricter second stage becomes unknown.
    const strict = createClassifierModel({ types, prototypeVectors: types.map(() => [[1, 0]]), embeddingModel: 'fake', taxonomyVersion: 'test', weights, primaryWeights: { bias: -3, logit: 1, margin: 0 } });
    const result = ok(classifyEvent({ text: 'An alpha signal was recorded.' }, [1, 0], strict));
    // p1 = 0.701 (see below): z = -3 + logit(0.701) = -3 + 0.8524 = -2.1476; σ = 0.1046.
    expect(result.classification).toMatchObject({ event_type: 'unknown', confidence: 0.105 });
    expect(result.evidence.candidates[0]).toMatchObject({ event_type: 'alpha_event', probability: 0.701 });
  });

  it('reads the unknown prototypes and the top type\'s lexical score in the second stage', () => {
    // unknownLead = similarity to the unknown prototypes - the top type's similarity; lexical = its lexical score.
    // z = 0 + 1·logit(0.5) + 0 + (-10)·0.3 + 2·0.5 = -2; σ(-2) = 0.1192.
    expect(primaryConfidence(0.5, 0.2, { bias: 0, logit: 1, margin: 0, unknownLead: -10, lexical: 2 }, { unknownLead: 0.3, lexical: 0.5 })).toBeCloseTo(0.1192, 4);
    // Weights absent count as 0 (a model fitted before the evidence existed behaves as before).
    expect(primaryConfidence(0.5, 0.2, identity, { unknownLead: 0.3, lexical: 0.5 })).toBeCloseTo(0.5, 10);
    const weighted = { bias: 0, logit: 1, margin: 0, unknownLead: -10, lexical: 0 };
    const text = 'An alpha signal was recorded.';
    // Type prototypes at [1, 0]: the text [0.6, 0.8] has similarity 0.6 to each type.
    const nearUnknown = createClassifierModel({ types, prototypeVectors: types.map(() => [[1, 0]]), unknownVectors: [[0, 1], [0, 1]], embeddingModel: 'fake', taxonomyVersion: 'test', weights, primaryWeights: weighted });
    const farFromUnknown = createClassifierModel({ types, prototypeVectors: types.map(() => [[1, 0]]), unknownVectors: [[-1, 0], [-1, 0]], embeddingModel: 'fake', taxonomyVersion: 'test', weights, primaryWeights: weighted });
    // Closer to the non-events (0.8) than to the type (0.6): unknown. Far from them (-0.6): the type stands.
    expect(ok(classifyEvent({ text }, [0.6, 0.8], nearUnknown)).classification.event_type).toBe('unknown');
    expect(ok(classifyEvent({ text }, [0.6, 0.8], farFromUnknown)).classification.event_type).toBe('alpha_event');
  });

  it('returns unknown below 0.60 with manual review suggested', () => {
    const result = classify('Nothing here resembles any of the types.');
    // No evidence: p = sigmoid(-2) = 0.119 for every type.
    expect(result.classification).toEqual({
      event_type: 'unknown',
      confidence: round3(sigmoid(-2)),
      category: 'unknown',
      severity: null,
      confidence_band: 'low',
      manual_review_suggested: true,
    });
    expect(result.secondary).toEqual([]);
    expect(result.applicable_cfr_sections).toEqual([]);
    expect(result.evidence.matched_terms).toEqual([]);
    expect(result.evidence.candidates).toHaveLength(5);
  });

  it('keeps a single common word below the floor: one keyword is not a classification', () => {
    // "alphaword": one word, weight 0.7; lexical = 1 - e^-0.7 = 0.5034; z = -2 + 2.0137; p = 0.503.
    const result = classify('The alphaword was seen.');
    expect(result.classification.event_type).toBe('unknown');
    expect(result.classification.confidence).toBe(round3(sigmoid(-2 + 4 * (1 - Math.exp(-0.7)))));
    expect(result.evidence.candidates[0]!.event_type).toBe('alpha_event');
  });

  it('puts one phrase in the medium band and three phrases in the high band', () => {
    // One two-word phrase: s = 1.25, lexical 0.7135, p = sigmoid(0.854) = 0.701.
    const one = classify('An alpha signal was recorded.');
    expect(one.classification).toMatchObject({ event_type: 'alpha_event', confidence: 0.701, confidence_band: 'medium', manual_review_suggested: false, severity: 'major' });
    // Three phrases: s = 1.25 + 1.25 + 1.5 = 4, lexical 0.9817, p = sigmoid(1.927) = 0.873.
    const three = classify('An alpha signal, then alpha second, then alpha three word.');
    expect(three.classification).toMatchObject({ event_type: 'alpha_event', confidence: round3(sigmoid(-2 + 4 * (1 - Math.exp(-4)))), confidence_band: 'high' });
    expect(three.applicable_cfr_sections).toEqual(['21 CFR 211.100']);
  });

  it('returns at most five distinct secondaries, each at or above 0.60, never the primary', () => {
    // Seven types each get one phrase (p = 0.701 each); hotel gets none (p = 0.119).
    const result = classify(names.slice(0, 7).map((name) => `${name} signal`).join(', '));
    const secondaryIds = result.secondary.map((entry) => entry.event_type);
    expect(result.secondary).toHaveLength(MAX_SECONDARY);
    expect(new Set(secondaryIds).size).toBe(secondaryIds.length);
    expect(secondaryIds).not.toContain(result.classification.event_type);
    expect(secondaryIds).not.toContain('hotel_event');
    for (const entry of result.secondary) {
      expect(entry.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
      expect(entry.confidence).toBe(0.701);
      expect(entry.confidence_band).toBe('medium');
      expect(entry.applicable_cfr_sections).toHaveLength(1);
    }
  });

  it('keeps every confidence inside [0, 1]', () => {
    for (const text of ['alpha signal alpha second alpha three word alphaword', 'nothing at all', 'bravo signal charlie signal']) {
      const result = classify(text);
      for (const candidate of result.evidence.candidates) {
        expect(candidate.probability).toBeGreaterThanOrEqual(0);
        expect(candidate.probability).toBeLessThanOrEqual(1);
      }
      expect(result.classification.confidence).toBeGreaterThanOrEqual(0);
      expect(result.classification.confidence).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an empty event and an invalid product type', () => {
    expect(classifyEvent({ text: '   ' }, [1, 0], model)).toEqual({ ok: false, error: { code: 'VALIDATION_ERROR', field: 'event', message: 'Missing required field: event' } });
    const invalid = classifyEvent({ text: 'alpha signal', productType: 'cosmetic' }, [1, 0], model);
    expect(invalid.ok).toBe(false);
  });
});

describe('classifyEvent on taxonomy v3.0 with a fake embedder', () => {
  const types = EVENT_TAXONOMY.event_types;
  const model = createClassifierModel({
    types,
    prototypeVectors: types.map((_, index) => [basis(index, types.length), basis(index, types.length)]),
    // One non-event prototype orthogonal to every type (cosine 0 to each type's vector).
    unknownVectors: [new Array<number>(types.length).fill(0)],
    embeddingModel: 'fake-basis',
    taxonomyVersion: EVENT_TAXONOMY.taxonomy_version,
  });
  const vectorOf = (id: string) => basis(types.findIndex((type) => type.id === id), types.length);
  const text = 'Temprature in the refrigerater exceeded 8 C for six hours; MKT was not calculated.';

  it('classifies with the calibrated weights and reports the evidence', () => {
    const result = ok(classifyEvent({ text }, vectorOf('temperature_excursion'), model));
    // Cosine 1 to its prototypes, margin 1 over every other type: the embedding terms alone give
    // z = -3.56 + 4.16 + 18.8 > 19, so the probability rounds to the 0.999 cap.
    expect(CALIBRATION.semantic + CALIBRATION.semanticMargin + CALIBRATION.bias).toBeGreaterThan(10);
    expect(result.classification).toMatchObject({ event_type: 'temperature_excursion', confidence: 0.999, category: 'environmental_controls', severity: 'major', confidence_band: 'high' });
    expect(result.evidence.method).toBe('hybrid_keyword_embedding');
    expect(result.evidence.embedding_model).toBe('fake-basis');
    expect(result.evidence.taxonomy_version).toBe('v3.0');
    expect(result.evidence.matched_terms.map((match) => `${match.kind}:${match.term}`)).toEqual(['misspelling:temprature', 'fuzzy:refrigerator', 'abbreviation:MKT']);
    expect(result.evidence.candidates[0]).toMatchObject({ event_type: 'temperature_excursion', embedding_similarity: 1 });
  });

  it('maps CFR sections for the product type, as the taxonomy cites them', () => {
    const sectionsFor = (productType: string) => ok(classifyEvent({ text, productType }, vectorOf('temperature_excursion'), model)).applicable_cfr_sections;
    // graph/knowledge/event-taxonomy.ts, temperature_excursion.
    expect(sectionsFor('drug')).toEqual(['21 CFR 211.142', '21 CFR 211.46', '21 CFR 211.166']);
    expect(sectionsFor('api')).toEqual(['21 CFR 211.142']);
    expect(sectionsFor('food')).toEqual(['21 CFR 117.93', '21 CFR 117.80']);
    expect(sectionsFor('device')).toEqual(['21 CFR 820.10', '21 CFR 820.150 (QSR)']);
    expect(sectionsFor('supplement')).toEqual(['21 CFR 111.455']);
    const regulations = ok(classifyEvent({ text, productType: 'drug' }, vectorOf('temperature_excursion'), model)).applicable_regulations;
    expect(regulations.map((regulation) => regulation.relevance)).toEqual(['direct', 'indirect', 'indirect']);
  });

  it('maps nothing where the taxonomy has no citation for the product type', () => {
    // stability_testing_gap cites no food sections and has no supplement entry.
    const stability = vectorOf('stability_testing_gap');
    for (const productType of ['food', 'supplement']) {
      const result = ok(classifyEvent({ text: 'Stability pulls were missed.', productType }, stability, model));
      expect(result.classification.event_type).toBe('stability_testing_gap');
      expect(result.applicable_cfr_sections).toEqual([]);
    }
  });

  it('infers the product type when none is given and says so', () => {
    const result = ok(classifyEvent({ text: `${text} The herbal capsules were affected.` }, vectorOf('temperature_excursion'), model));
    // supplement 1 (herbal) against drug 1 (capsules): the tie goes to supplement.
    expect(result.product_type).toBe('supplement');
    expect(result.product_type_source).toBe('inferred');
    expect(result.evidence.product_type_terms).toEqual(['herbal']);
    expect(result.applicable_cfr_sections).toEqual(['21 CFR 111.455']);
  });

  it('covers every product type the taxonomy maps', () => {
    expect([...CLASSIFIER_PRODUCT_TYPES].sort()).toEqual(['api', 'device', 'drug', 'food', 'supplement']);
  });
});

describe('confidence bands (rule 2)', () => {
  it('puts 0.85 and up in high, 0.60 to 0.84 in medium, below 0.60 in low', () => {
    expect(confidenceBand(0.85)).toBe('high');
    expect(confidenceBand(0.849)).toBe('medium');
    expect(confidenceBand(0.6)).toBe('medium');
    expect(confidenceBand(0.599)).toBe('low');
  });
});

describe('negated findings give no lexical evidence (taxonomy v3.0)', () => {
  const lexicon = buildLexicon(EVENT_TAXONOMY.event_types);
  const pest = EVENT_TAXONOMY.event_types.findIndex((type) => type.id === 'pest_control');

  it('"rodent droppings" is evidence of pest control; "no evidence of rodent droppings" is not', () => {
    expect(lexicalEvidence('Rodent droppings behind rack C.', lexicon)[pest]!.sum).toBeGreaterThan(0);
    expect(lexicalEvidence('No evidence of rodent droppings behind rack C.', lexicon)[pest]!.sum).toBe(0);
  });
});

describe('sections the event text names', () => {
  it('come first, as direct, and stand for the type citation of the same section (a QSR key included)', () => {
    const citations = [
      { section: '21 CFR 820.198 (QSR)', relevance: 'direct' as const },
      { section: '21 CFR 820.10', relevance: 'indirect' as const },
    ];
    expect(withNamedSections(['21 CFR 820.198', '21 CFR 803.50'], citations)).toEqual([
      { section: '21 CFR 820.198', relevance: 'direct', note: NAMED_IN_TEXT },
      { section: '21 CFR 803.50', relevance: 'direct', note: NAMED_IN_TEXT },
      { section: '21 CFR 820.10', relevance: 'indirect' },
    ]);
    expect(withNamedSections([], citations)).toEqual(citations);
  });
});
