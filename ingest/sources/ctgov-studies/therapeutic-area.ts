/**
 * A therapeutic-area hint for a study, so searches and dashboards can filter trials by area
 * without reading MeSH trees. It is a hint, not a classification: one label, or null.
 *
 * The study's own conditions decide first: each condition in the order the sponsor listed them
 * (the first is usually the main one) against the keyword rules below, in order; then the MeSH
 * terms CT.gov mapped them to. Only when no text matches do CT.gov's "browse branches"
 * (derivedSection.conditionBrowseModule) name the area, because they are broad and noisy (a
 * lumbar disc herniation study can carry Neoplasms and Behaviors branches); among branches,
 * Oncology and Infections come first because a tumour or infection study also sits under its
 * organ's branch. Many records carry no branches at all (older downloads, new registrations).
 */
const AREAS_BY_BRANCH: ReadonlyArray<readonly [string, string]> = [
  ['BC04', 'Oncology'],
  ['BC01', 'Infectious disease'],
  ['BC14', 'Cardiovascular'],
  ['BC08', 'Respiratory'],
  ['BC10', 'Neurology'],
  ['BXM', 'Psychiatry'],
  ['BC05', 'Musculoskeletal'],
  ['BC20', 'Immunology'],
  ['BC18', 'Metabolism and endocrinology'],
  ['BC19', 'Metabolism and endocrinology'],
  ['BC15', 'Hematology'],
  ['BC17', 'Dermatology'],
  ['BC06', 'Gastroenterology'],
  ['BXS', 'Nephrology, urology and reproductive health'],
  ['BC11', 'Ophthalmology'],
  ['BC09', 'Otolaryngology'],
  ['BC07', 'Oral and dental health'],
  ['BC16', 'Congenital and neonatal conditions'],
  ['BC26', 'Trauma'],
];

const AREAS_BY_KEYWORD: ReadonlyArray<readonly [RegExp, string]> = [
  [/cancer|carcinoma|tumou?r|neoplas|lymphoma|leuka?emia|myeloma|sarcoma|melanoma|gliom|glioblastoma|\bn?sclc\b|metasta/i, 'Oncology'],
  [/infect|covid|sars-cov|\bhiv\b|hepatitis|influenza|tuberculosis|malaria|sepsis|bacteri|viral\b/i, 'Infectious disease'],
  [/heart|cardiac|cardio|hypertension|atrial|coronary|myocardi|vascular|stroke/i, 'Cardiovascular'],
  [/asthma|\bcopd\b|pulmonary|\blung|bronch|respiratory|cystic fibrosis/i, 'Respiratory'],
  [/alzheimer|parkinson|epilep|migraine|multiple sclerosis|neuropath|dementia|spinal cord|nervous system/i, 'Neurology'],
  [/depress|schizophren|bipolar|anxiety|autis|adhd|substance use|alcohol use|opioid use/i, 'Psychiatry'],
  [/herniat|intervertebral|\bdis[ck]\b|prolapse|lumbar|spondyl|spinal stenosis|back pain|sciatica|radiculopathy|arthritis|osteo|fracture|musculoskeletal/i, 'Musculoskeletal'],
  [/lupus|psoria|crohn|colitis|systemic sclerosis|scleroderma|allerg/i, 'Immunology'],
  [/diabet|obesity|thyroid|metabolic|lipid|cholesterol/i, 'Metabolism and endocrinology'],
  [/an(a)?emia|h(a)?emophilia|sickle|thrombocytop/i, 'Hematology'],
  [/dermat|eczema|acne|\bskin\b/i, 'Dermatology'],
  [/liver|hepatic|gastr|bowel|cirrhosis/i, 'Gastroenterology'],
  [/kidney|renal|urinary|prostat|bladder|pregnan|infertil/i, 'Nephrology, urology and reproductive health'],
  [/macular|glaucoma|retin|ocular|\beye\b/i, 'Ophthalmology'],
];

/** The hint from the conditions, else their MeSH terms, else CT.gov's browse branches (abbrev codes). */
export function therapeuticAreaHint(conditions: readonly string[], meshTerms: readonly string[], branchAbbrevs: readonly string[]): string | null {
  for (const text of [...conditions, ...meshTerms]) {
    for (const [pattern, area] of AREAS_BY_KEYWORD) if (pattern.test(text)) return area;
  }
  for (const [abbrev, area] of AREAS_BY_BRANCH) if (branchAbbrevs.includes(abbrev)) return area;
  return null;
}
