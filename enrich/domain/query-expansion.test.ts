import { describe, expect, it } from 'vitest';
import { ABBREVIATIONS, DOMAIN_CONCEPTS, SYNONYM_GROUPS, expandQuery } from './query-expansion.ts';

describe('ABBREVIATIONS', () => {
  it('recognises at least 40 abbreviations (the spec promises more than 30)', () => {
    expect(Object.keys(ABBREVIATIONS).length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['OOS', 'Out of Specification'],
    ['OOT', 'Out of Trend'],
    ['BMR', 'Batch Manufacturing Record'],
    ['MBR', 'Master Batch Record'],
    ['EM', 'Environmental Monitoring'],
    ['DI', 'Data Integrity'],
    ['ALCOA', 'Attributable, Legible, Contemporaneous, Original, Accurate'],
    ['WFI', 'Water for Injection'],
    ['CIP', 'Clean in Place'],
    ['SIP', 'Steam in Place'],
    ['QU', 'Quality Unit'],
    ['API', 'Active Pharmaceutical Ingredient'],
    ['CPV', 'Continued Process Verification'],
    ['PV', 'Process Validation'],
    ['UDAF', 'Unidirectional Airflow'],
    ['CFU', 'Colony Forming Unit'],
    ['TOC', 'Total Organic Carbon'],
    ['DHR', 'Device History Record'],
    ['DMR', 'Device Master Record'],
    ['DHF', 'Design History File'],
    ['MDR', 'Medical Device Report'],
    ['BUD', 'Beyond-Use Date'],
    ['483', 'Form FDA 483'],
  ])('%s expands to %s', (key, expansion) => {
    expect(ABBREVIATIONS[key]?.expansion).toBe(expansion);
  });

  it('covers the rest of the required vocabulary', () => {
    const required = [
      'CAPA', 'SOP', 'HVAC', 'LIMS', 'QC', 'QA', 'IQ', 'OQ', 'PQ', 'IQ/OQ/PQ', 'HEPA', 'LAF', 'UDI', 'CQA', 'CPP', 'QRM', 'PQS',
      'GMP', 'cGMP', 'GCP', 'BIMO', 'FEI', 'NAI', 'VAI', 'OAI', 'EIR', 'CMC', 'ANDA', 'NDA', 'BLA', 'IND',
    ];
    expect(required.filter((key) => ABBREVIATIONS[key] === undefined)).toEqual([]);
  });

  it('ties device records to devices and leaves cross-program acronyms unassigned', () => {
    expect(ABBREVIATIONS.DHR?.programArea).toBe('devices');
    expect(ABBREVIATIONS.BLA?.programArea).toBe('biologics');
    expect(ABBREVIATIONS.OOS?.programArea).toBeUndefined();
  });
});

describe('SYNONYM_GROUPS', () => {
  it('has exactly 10 groups', () => {
    expect(SYNONYM_GROUPS).toHaveLength(10);
  });

  it('puts no term in two groups and has unique ids', () => {
    const terms = SYNONYM_GROUPS.flatMap((group) => group.terms.map((term) => term.toLowerCase()));
    expect(new Set(terms).size).toBe(terms.length);
    expect(new Set(SYNONYM_GROUPS.map((group) => group.id)).size).toBe(10);
  });

  it('gives every group at least two terms, so a match always has something to add', () => {
    expect(SYNONYM_GROUPS.filter((group) => group.terms.length < 2)).toEqual([]);
  });
});

describe('expandQuery: abbreviations', () => {
  it('expands inline in the form "ABBR (Expanded Form)"', () => {
    const result = expandQuery('OOS results not investigated');
    expect(result.expanded_query).toBe('OOS (Out of Specification) results not investigated');
    expect(result.abbreviations_found).toEqual(['OOS']);
  });

  it('expands several abbreviations in order of appearance', () => {
    const result = expandQuery('CAPA for EM excursions in the WFI loop');
    expect(result.expanded_query).toBe(
      'CAPA (Corrective and Preventive Action) for EM (Environmental Monitoring) excursions in the WFI (Water for Injection) loop',
    );
    expect(result.abbreviations_found).toEqual(['CAPA', 'EM', 'WFI']);
  });

  it('expands an abbreviation only once', () => {
    const result = expandQuery('OOS results and repeat OOS retests');
    expect(result.expanded_query).toBe('OOS (Out of Specification) results and repeat OOS retests');
    expect(result.abbreviations_found).toEqual(['OOS']);
  });

  it('does not expand when the expansion is already written beside it', () => {
    expect(expandQuery('OOS (out of specification) results').expanded_query).toBeNull();
    expect(expandQuery('Out-of-Specification (OOS) results').expanded_query).toBeNull();
    expect(expandQuery('FDA Form 483 responses').expanded_query).toBeNull();
    // Still recognised: it drives domain terms and intent.
    expect(expandQuery('OOS (out of specification) results').abbreviations_found).toEqual(['OOS']);
  });

  it('leaves short acronyms inside words and in lower-case prose alone', () => {
    const result = expandQuery('them item api pq em di qa pv the system');
    expect(result.expanded_query).toBeNull();
    expect(result.abbreviations_found).toEqual([]);
  });

  it('matches short acronyms only as exact upper-case tokens', () => {
    expect(expandQuery('Api and Pv batches').abbreviations_found).toEqual([]);
    expect(expandQuery('API batches').expanded_query).toBe('API (Active Pharmaceutical Ingredient) batches');
  });

  it('matches longer acronyms case-insensitively and reports the canonical key', () => {
    const result = expandQuery('capa effectiveness');
    expect(result.expanded_query).toBe('capa (Corrective and Preventive Action) effectiveness');
    expect(result.abbreviations_found).toEqual(['CAPA']);
  });

  it('expands the combined IQ/OQ/PQ form once, and not its parts again', () => {
    const result = expandQuery('IQ/OQ/PQ not performed; PQ protocol missing');
    expect(result.expanded_query).toBe('IQ/OQ/PQ (Installation, Operational and Performance Qualification) not performed; PQ protocol missing');
    expect(result.abbreviations_found[0]).toBe('IQ/OQ/PQ');
  });

  it('expands other slash groups with one shared parenthesis', () => {
    expect(expandQuery('NAI/VAI/OAI outcomes').expanded_query).toBe(
      'NAI/VAI/OAI (No Action Indicated / Voluntary Action Indicated / Official Action Indicated) outcomes',
    );
  });

  it('expands plurals with a plural expansion', () => {
    expect(expandQuery('SOPs not followed').expanded_query).toBe('SOPs (Standard Operating Procedures) not followed');
    expect(expandQuery('most cited 483s').expanded_query).toBe('most cited 483s (Form FDA 483s)');
  });

  it('reads context: DI water is deionised water, 42 CFR 483 is not the form', () => {
    expect(expandQuery('DI water system').abbreviations_found).toEqual([]);
    expect(expandQuery('42 CFR 483.10 resident rights').abbreviations_found).toEqual([]);
  });

  it('returns expanded_query null when nothing changes', () => {
    const result = expandQuery('gowning practices in the filling room');
    expect(result.expanded_query).toBeNull();
    expect(result.original).toBe('gowning practices in the filling room');
  });
});

describe('expandQuery: synonyms', () => {
  it('adds up to three other terms of a matched group, in group order', () => {
    expect(expandQuery('deviation not documented in the log').synonyms_added).toEqual(
      expect.arrayContaining(['discrepancy', 'nonconformance', 'unexplained discrepancy']),
    );
    expect(expandQuery('bioburden').synonyms_added).toEqual(['contamination', 'microbial contamination', 'cross-contamination']);
  });

  it('matches multi-word terms as phrases and does not re-add terms present', () => {
    const result = expandQuery('audit trail review');
    expect(result.synonyms_added).toEqual(['data integrity', 'electronic records', 'electronic signatures']);
  });

  it('matches simple inflections and -ise spellings', () => {
    expect(expandQuery('results not investigated').synonyms_added).toEqual(['root cause analysis', 'failure investigation', 'laboratory investigation']);
    expect(expandQuery('sanitisation frequency').synonyms_added).toEqual(['cleaning', 'disinfection', 'equipment cleaning']);
  });

  it('uses the expanded abbreviation: DI triggers the data-integrity group', () => {
    expect(expandQuery('DI lapses').synonyms_added).toEqual(['audit trail', 'electronic records', 'electronic signatures']);
  });

  it('does not trigger a group from a word inside a longer term of another group', () => {
    // 'records' sits inside 'electronic records' and 'qualification' inside 'personnel qualification'.
    const synonyms = expandQuery('electronic records and personnel qualification').synonyms_added;
    expect(synonyms).not.toContain('documentation');
    expect(synonyms).not.toContain('validation');
    expect(synonyms).toContain('training');
  });

  it('keeps synonyms out of expanded_query and puts them in search_text', () => {
    const result = expandQuery('OOS investigation');
    expect(result.expanded_query).toBe('OOS (Out of Specification) investigation');
    expect(result.synonyms_added).toContain('root cause analysis');
    expect(result.expanded_query).not.toContain('root cause analysis');
    expect(result.search_text).toContain('root cause analysis');
    expect(result.search_text.startsWith('OOS (Out of Specification) investigation')).toBe(true);
  });

  it('adds nothing for a query outside the groups', () => {
    expect(expandQuery('pest control in the warehouse').synonyms_added).toEqual([]);
  });
});

describe('expandQuery: domain terms', () => {
  it('adds concepts implied by gowning and media fills', () => {
    expect(expandQuery('gowning').domain_terms_added).toEqual(['aseptic technique', 'personnel monitoring']);
    expect(expandQuery('media fill failures').domain_terms_added).toEqual(['aseptic process simulation']);
  });

  it('adds Part 11 for audit trails, but not data integrity twice (already a synonym)', () => {
    const result = expandQuery('audit trail disabled');
    expect(result.domain_terms_added).toEqual(['21 CFR Part 11']);
    expect(result.synonyms_added).toContain('data integrity');
  });

  it('adds expiration dating for stability', () => {
    expect(expandQuery('stability program gaps').domain_terms_added).toContain('expiration dating');
  });

  it('takes abbreviation domain terms first, without terms already in the query', () => {
    expect(expandQuery('OOS results').domain_terms_added).toEqual(['laboratory investigation', '21 CFR 211.192']);
    expect(expandQuery('OOS results under 211.192').domain_terms_added).toEqual(['laboratory investigation']);
    expect(expandQuery('OOS laboratory investigation').domain_terms_added).toEqual(['21 CFR 211.192']);
  });

  it('de-duplicates terms implied twice', () => {
    const terms = expandQuery('smoke study under UDAF').domain_terms_added;
    expect(terms.filter((t) => t === 'unidirectional airflow')).toHaveLength(0);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('has concept triggers that are unique', () => {
    const triggers = DOMAIN_CONCEPTS.map((c) => c.trigger);
    expect(new Set(triggers).size).toBe(triggers.length);
  });
});

describe('expandQuery: intent.query_type', () => {
  it.each([
    ['what is ALCOA', 'definition'],
    ['define bioburden', 'definition'],
    ['what does OOT mean', 'definition'],
    ['meaning of nonconformance', 'definition'],
    ['what are the requirements for media fills', 'requirements'],
    ['what does 21 CFR 211.192 require', 'requirements'],
    ['cleaning validation must include worst-case products', 'requirements'],
    ['how to comply with 820.100', 'requirements'],
    ['examples of data integrity observations', 'examples'],
    ['show me gowning findings', 'examples'],
    ['sample observations for HEPA filters', 'examples'],
    ['how many OAI inspections in 2023', 'analytical'],
    ['most common 483 observations for sterile drugs', 'analytical'],
    ['trend in OOS citations', 'analytical'],
    ['compare EM findings between sites', 'analytical'],
    ['percentage of citations for 211.192', 'analytical'],
    ['gowning practices in the filling room', 'general'],
    ['reserve samples not retained', 'general'],
    ['what are the observations issued to sterile drug outsourcing facilities in Ohio last year', 'general'],
  ] as const)('%s → %s', (query, type) => {
    expect(expandQuery(query).intent.query_type).toBe(type);
  });

  it('ranks analytical over definition and examples over requirements', () => {
    expect(expandQuery('what is the most common OOS finding').intent.query_type).toBe('analytical');
    expect(expandQuery('examples of what is required for line clearance').intent.query_type).toBe('examples');
  });
});

describe('expandQuery: intent.cfr_section', () => {
  it.each([
    ['OOS results under 211.192', '21 CFR 211.192'],
    ['21 CFR 211.192 investigations', '21 CFR 211.192'],
    ['21CFR211.22(d) quality unit', '21 CFR 211.22'],
    ['§ 211.68 computer controls', '21 CFR 211.68'],
    ['21 C.F.R. 820.100 CAPA', '21 CFR 820.100'],
    ['part 11.10 controls', '21 CFR 11.10'],
    ['sterile drug products 211.113(b)', '21 CFR 211.113'],
  ])('%s → %s', (query, section) => {
    expect(expandQuery(query).intent.cfr_section).toBe(section);
  });

  it('takes the first section when several are cited', () => {
    expect(expandQuery('211.100 and 211.192').intent.cfr_section).toBe('21 CFR 211.100');
  });

  it('is null for part-only references and for decimals that are not CFR sections', () => {
    expect(expandQuery('part 11 compliance').intent.cfr_section).toBeNull();
    expect(expandQuery('21 CFR 820 findings').intent.cfr_section).toBeNull();
    expect(expandQuery('assay of 100.5 percent').intent.cfr_section).toBeNull();
    expect(expandQuery('gowning').intent.cfr_section).toBeNull();
  });
});

describe('expandQuery: intent.program_area', () => {
  it.each([
    ['sterile drug products', 'drugs'],
    ['compounding pharmacy observations', 'drugs'],
    ['medical device complaint files', 'devices'],
    ['510(k) cleared products', 'devices'],
    ['blood establishment deviations', 'biologics'],
    ['vaccine manufacturing', 'biologics'],
    ['dietary supplement identity testing', 'food'],
    ['HACCP plan deviations', 'food'],
  ] as const)('from words: %s → %s', (query, area) => {
    expect(expandQuery(query).intent.program_area).toBe(area);
  });

  it.each([
    ['21 CFR 211.192', 'drugs'],
    ['21 CFR 820.30 design control', 'devices'],
    ['606.100 procedures', 'biologics'],
    ['610.12 sterility testing', 'biologics'],
    ['21 CFR 117.126 food safety plan', 'food'],
    ['111.70 specifications', 'food'],
    ['820 findings', 'devices'],
  ] as const)('from CFR parts: %s → %s', (query, area) => {
    expect(expandQuery(query).intent.program_area).toBe(area);
  });

  it('from abbreviations tied to one program', () => {
    expect(expandQuery('DHR review gaps').intent.program_area).toBe('devices');
    expect(expandQuery('ANDA batches').intent.program_area).toBe('drugs');
    expect(expandQuery('BLA supplements').intent.program_area).toBe('biologics');
  });

  it('prefers words over CFR parts, and specific programs over "drug"', () => {
    expect(expandQuery('blood bank 211.192 investigations').intent.program_area).toBe('biologics');
    expect(expandQuery('drug-device combination products').intent.program_area).toBe('devices');
  });

  it('ignores the agency name and biological indicators', () => {
    expect(expandQuery('Food and Drug Administration inspections of devices').intent.program_area).toBe('devices');
    expect(expandQuery('biological indicator failures').intent.program_area).toBeNull();
    expect(expandQuery('OOS results').intent.program_area).toBeNull();
  });
});

describe('expandQuery: robustness', () => {
  it('handles a 5,000-character query without catastrophic backtracking', () => {
    const query = 'OOS results not investigated by them; API batches, EM data, 211.192 and gowning. '.repeat(70).slice(0, 5000);
    expect(query).toHaveLength(5000);
    const result = expandQuery(query);
    expect(result.abbreviations_found).toEqual(['OOS', 'API', 'EM']);
    // Three inline expansions, each once.
    expect(result.expanded_query?.match(/\(Out of Specification\)/g)).toHaveLength(1);
    expect(result.intent.cfr_section).toBe('21 CFR 211.192');
  });

  it('returns for long inputs that have defeated naive patterns', () => {
    for (const query of ['A/'.repeat(2500), 'what does '.repeat(500), '21 C F R '.repeat(500), '§ '.repeat(2500) + '211.1']) {
      expect(expandQuery(query).original).toBe(query);
    }
  });

  it('handles an empty query', () => {
    expect(expandQuery('')).toEqual({
      original: '',
      expanded_query: null,
      abbreviations_found: [],
      synonyms_added: [],
      domain_terms_added: [],
      intent: { program_area: null, query_type: 'general', cfr_section: null },
      search_text: '',
    });
  });

  it('is deterministic', () => {
    expect(expandQuery('CAPA for OOS in aseptic processing')).toEqual(expandQuery('CAPA for OOS in aseptic processing'));
  });
});
