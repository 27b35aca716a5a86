/**
 * What an FDA guidance is about, from its title (and, live, FDA's topic tags): whether it belongs
 * to the spec's `fda-oncology` source, and a therapeutic area when the title names exactly one.
 * Most guidances are cross-cutting (510(k) content, software, inspections): those get no area
 * rather than a guess, and a title naming two areas ("cervical cancer screening" reads as both
 * oncology and gynaecology) gets none either. Words with a regulatory sense are left out on
 * purpose: "seizure" in a compliance policy guide is a legal seizure, not neurology.
 */

const ONCOLOGY = /\b(?:oncolog\w*|cancers?|tumou?rs?|carcinoma\w*|leuka?emi\w*|lymphoma\w*|myeloma\w*|malignan\w*|neoplas\w*|sarcoma\w*|chemotherap\w*)\b/i;

const AREAS: ReadonlyArray<readonly [string, RegExp]> = [
  ['Oncology', ONCOLOGY],
  ['Cardiology', /\b(?:cardi\w*|heart|coronary|atrial|ventricular|defibrillator\w*|pacemaker\w*|electrocardiogra\w*|ECGs?)\b/i],
  ['Ophthalmology', /\b(?:ophthalm\w*|contact lens\w*|intraocular|keratom\w*|keratoprosthes\w*|LASIK|tonomet\w*|slit lamp|retina\w*|glaucoma|orthokeratology|aqueous shunts?)\b/i],
  ['Dentistry', /\b(?:dental|dentures?|orthodont\w*|endosseous)\b/i],
  ['Orthopaedics', /\b(?:orthop(?:a)?edic\w*|spinal|spine|hip|knee|femoral|fracture|bone)\b/i],
  ['Neurology', /\b(?:neuro\w*|brain|electroencephal\w*|EEG|epilep\w*)\b/i],
  ['Infectious diseases', /\b(?:COVID-19|coronavirus|SARS-CoV-2|HIV|hepatitis|influenza|sepsis|antimicrobial\w*|antibiotic\w*|tuberculosis|Zika|Ebola|mpox|monkeypox|sexually transmitted|STDs?)\b/i],
  ['Nephrology', /\b(?:h(?:a)?emodialysis|dialys\w*|renal|kidney)\b/i],
  ['Diabetes', /\b(?:diabet\w*|glucose|insulin)\b/i],
  ['Obstetrics and gynaecology', /\b(?:gyn(?:a)?ecolog\w*|obstetric\w*|pregnan\w*|contracept\w*|menstrual|tampons?|hysteroscop\w*|cervical cytology)\b/i],
  ['Respiratory', /\b(?:ventilat\w*|respirat\w*|pulmonary|asthma|spiromet\w*|CPAP|sleep apnea)\b/i],
  ['Urology', /\b(?:urolog\w*|urine|urinary|penile|lithotript\w*)\b/i],
  ['Dermatology', /\b(?:dermat\w*|dermabrasion)\b/i],
];

/** True when an FDA guidance belongs to the spec's `fda-oncology` source. */
export function isOncologyGuidance(title: string, topics: readonly string[] = []): boolean {
  return ONCOLOGY.test(title) || topics.some((topic) => ONCOLOGY.test(topic));
}

/** The one therapeutic area a title names, or null when it names none or several. */
export function therapeuticAreaFromTitle(title: string): string | null {
  const matched = AREAS.filter(([, pattern]) => pattern.test(title)).map(([area]) => area);
  return matched.length === 1 ? matched[0]! : null;
}
