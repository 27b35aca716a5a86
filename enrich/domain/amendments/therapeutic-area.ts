import { SEARCH_THERAPEUTIC_AREAS } from '../requirements-search.ts';
import type { SearchTherapeuticArea } from '../requirements-search.ts';
import type { StudyVersion } from './study-version.ts';

/**
 * The spec's eight therapeutic areas (doc 1) for a registered study, so the amendment statistics
 * can be asked per area. CT.gov carries no such label: the study's conditions are matched against
 * the keyword rules below, and only when no condition matches, the MeSH terms CT.gov derived from
 * them. The derived terms come second because CT.gov's mapping is noisy: it can turn the word
 * "secondary" into the MeSH term Neoplasm Metastasis (a "macular edema secondary to retinal vein
 * occlusion" study in the mirror carries it), so that term is never read; a real cancer study
 * names its cancer in the conditions, which decide first. The sponsor's keywords are not read at
 * all, because they name interventions and outcomes as often as the disease (a cancer "peptide
 * vaccine", "anxiety" as an outcome of a disc-surgery nursing study).
 *
 * A study may sit in several areas (systemic sclerosis is Immunology, Rheumatology and a rare
 * disease), so the answer is a list, possibly empty: many registrations (disc herniation, asthma,
 * MRI contrast agents) belong to none of the eight, and forcing them into one would put them in
 * statistics they do not describe. The ingest connector's single `therapeutic_area_hint` uses a
 * wider, different vocabulary (Respiratory, Musculoskeletal, …) and lives in a room this pure code
 * may not import, hence this map.
 *
 * Rare_Disease is a keyword list of conditions that are rare by the US definition (fewer than
 * 200,000 patients) and common in registrations, or an explicit "rare"/"orphan" in the text; it is
 * not an orphan-designation lookup. Radiculopathy and sciatica count as Neurology because MeSH
 * files them under nervous-system diseases.
 */
const AREA_RULES: ReadonlyArray<readonly [SearchTherapeuticArea, RegExp]> = [
  ['Oncology', /cancer|carcinoma|tumou?r|neoplas|lymphoma|leuka?emia|myeloma|sarcoma|melanoma|gliom|glioblastoma|blastoma|mesothelioma|\bn?sclc\b|metasta|malignan|oncolog/i],
  ['Cardiovascular', /\bheart\b|cardiac|cardio|hypertension|atrial fibrillation|coronary|myocardi|arrhythm|angina|atheroscl|thrombo|embolism|stroke|dyslipid|hyperlipid|cholesterol/i],
  ['Neurology', /alzheimer|parkinson|epilep|seizure|migraine|multiple sclerosis|neuropath|dementia|spinal cord injur|stroke|huntington|amyotrophic|neuromuscular|muscular dystrophy|spinal muscular atrophy|myasthenia|radiculopathy|sciatica/i],
  ['Psychiatry', /depress|schizophren|bipolar|anxiety|autis|adhd|attention deficit|substance use|alcohol use|opioid use|post-?traumatic stress|ptsd|obsessive|psychos|psychiatr|eating disorder/i],
  ['Immunology', /lupus|psoria|crohn|colitis|inflammatory bowel|systemic sclerosis|scleroderma|allerg|atopic|autoimmun|(?<!human )immunodeficien|graft.versus.host|transplant rejection/i],
  ['Rheumatology', /rheumat|arthritis|\bgout\b|ankylosing spondylitis|spondyloarthritis|lupus|systemic sclerosis|scleroderma|sj[oö]gren|vasculitis|polymyalgia|fibromyalgia|myositis/i],
  ['Infectious_Disease', /infect|covid|sars-cov|\bhiv\b|\bhepatitis|influenza|tuberculosis|malaria|sepsis|bacter|viral\b|virus|pneumonia/i],
  ['Rare_Disease', /rare disease|orphan|cystic fibrosis|duchenne|spinal muscular atrophy|huntington|amyotrophic lateral|sickle cell|ha?emophilia|fabry|gaucher|pompe|phenylketonuria|mucopolysaccharid|thalass|systemic sclerosis|idiopathic pulmonary fibrosis|myasthenia gravis|pulmonary arterial hypertension|amyloidosis/i],
];

/** The MeSH term CT.gov can derive from the word "secondary" in any condition. */
const MISREAD_MESH_TERM = 'Neoplasm Metastasis';

/**
 * Words that name an area in outcome measures and inclusion criteria but rarely in a condition
 * list: rating scales and disease-defining terms (HAMD/PANSS for psychiatric trials, RECIST and
 * chemotherapy for oncology, NYHA and ischaemia for cardiovascular trials, ...). Read only by the
 * text inference below, together with the condition rules above.
 */
const TEXT_CUES: Readonly<Partial<Record<SearchTherapeuticArea, RegExp>>> = {
  Oncology: /chemotherap|radiotherap|recist|\becog\b|progression.free|histologically (?:confirmed|proven)|\bhcc\b/i,
  Cardiovascular: /heart failure|\bnyha\b|isch(?:a)?emi|arterial (?:occlusion|occlusive|disease)|peripheral (?:occlusive )?arterial|anticoagula|platelet|blood pressure/i,
  Neurology: /supranuclear palsy|updrs|\bedss\b|deep brain stimulation|\bdbs\b|neurolog/i,
  Psychiatry: /\bhamd\b|hamilton|madrs|panss|\bbprs\b|\bdsm\b|icd-10[^a-z]*f\s?\d|psychotherap|mentally ill|mental (?:illness|disorder|health)/i,
  Immunology: /allergen|immunoglobulin e|\bige\b/i,
  Rheumatology: /\bdas28\b|\bacr\s?20\b|rheumatolog/i,
  Infectious_Disease: /viral load|antibiotic treatment of|antimicrobial/i,
};

/** Criteria text up to the exclusions: diseases named there are what the trial keeps out, not its area. */
export function inclusionText(criteria: string | null): string {
  if (criteria === null) return '';
  const cut = /exclusion criteria|patient characteristics:|prior concurrent therapy:/i.exec(criteria);
  return cut ? criteria.slice(0, cut.index) : criteria;
}

/**
 * The areas of a study whose registry record names no condition (ClinicalTrials.gov record
 * histories carry none): inferred from the outcome measures and the inclusion criteria. Method:
 * for each of the eight areas, count the matches of its condition rule and its text cues in that
 * text; the areas with the highest count (at least one match) are the answer, several on a tie.
 * Exclusion criteria are not read (they list what the trial keeps out). Simple on purpose: a
 * keyword lexicon per area, its accuracy measured on a hand-labelled sample of the mirror's
 * histories (see therapeutic-area.shared.test.ts).
 */
export function inferredTherapeuticAreas(version: Pick<StudyVersion, 'primary_outcomes' | 'secondary_outcomes' | 'eligibility_criteria'>): SearchTherapeuticArea[] {
  const text = [...version.primary_outcomes, ...version.secondary_outcomes].map((outcome) => outcome.measure).join('\n') + '\n' + inclusionText(version.eligibility_criteria);
  const scores = new Map<SearchTherapeuticArea, number>();
  for (const [area, rule] of AREA_RULES) {
    const cue = TEXT_CUES[area];
    const count = (pattern: RegExp) => text.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
    const score = count(rule) + (cue ? count(cue) : 0);
    if (score > 0) scores.set(area, score);
  }
  const best = Math.max(0, ...scores.values());
  return best === 0 ? [] : SEARCH_THERAPEUTIC_AREAS.filter((area) => scores.get(area) === best);
}

type AreaInput = Pick<StudyVersion, 'conditions' | 'condition_mesh_terms'> & Partial<Pick<StudyVersion, 'primary_outcomes' | 'secondary_outcomes' | 'eligibility_criteria'>>;

/**
 * The areas of a study version, in the spec's order; empty when none of the eight fits. A record
 * that names no condition at all (no conditions, no MeSH terms) is read by `inferredTherapeuticAreas`.
 */
export function studyTherapeuticAreas(version: AreaInput): SearchTherapeuticArea[] {
  const known = AREAS_OF.get(version);
  if (known) return [...known];
  const areas =
    version.conditions.length === 0 && version.condition_mesh_terms.length === 0
      ? inferredTherapeuticAreas({ primary_outcomes: version.primary_outcomes ?? [], secondary_outcomes: version.secondary_outcomes ?? [], eligibility_criteria: version.eligibility_criteria ?? null })
      : areasOf(version.conditions).length > 0
        ? areasOf(version.conditions)
        : areasOf(version.condition_mesh_terms.filter((term) => term !== MISREAD_MESH_TERM));
  AREAS_OF.set(version, areas);
  return [...areas];
}

/**
 * Areas already worked out per version object: the statistics ask each version once per area,
 * period and phase (180 times a recomputation), and the text inference scans long criteria.
 * Versions are never mutated once read, so the object is a safe key.
 */
const AREAS_OF = new WeakMap<object, SearchTherapeuticArea[]>();

function areasOf(texts: readonly string[]): SearchTherapeuticArea[] {
  const found = new Set<SearchTherapeuticArea>();
  for (const [area, pattern] of AREA_RULES) if (texts.some((text) => pattern.test(text))) found.add(area);
  return SEARCH_THERAPEUTIC_AREAS.filter((area) => found.has(area));
}
