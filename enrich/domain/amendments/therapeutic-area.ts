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

/** The areas of a study version, in the spec's order; empty when none of the eight fits. */
export function studyTherapeuticAreas(version: Pick<StudyVersion, 'conditions' | 'condition_mesh_terms'>): SearchTherapeuticArea[] {
  const fromConditions = areasOf(version.conditions);
  return fromConditions.length > 0 ? fromConditions : areasOf(version.condition_mesh_terms.filter((term) => term !== MISREAD_MESH_TERM));
}

function areasOf(texts: readonly string[]): SearchTherapeuticArea[] {
  const found = new Set<SearchTherapeuticArea>();
  for (const [area, pattern] of AREA_RULES) if (texts.some((text) => pattern.test(text))) found.add(area);
  return SEARCH_THERAPEUTIC_AREAS.filter((area) => found.has(area));
}
