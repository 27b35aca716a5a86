import { z } from 'zod';
import { referenceLookupKeys } from './cfr.ts';

/**
 * The eleven observation categories of the API contract (spec doc 2, "Observation categories").
 * Order is the spec's: the six it names, then the five seen in data.
 */
export const OBSERVATION_CATEGORIES = [
  'Data Integrity',
  'Process Controls',
  'Quality System',
  'Laboratory Controls',
  'Facility & Equipment',
  'Sterility Assurance',
  'Aseptic Processing',
  'Environmental Monitoring',
  'Process Validation',
  'Documentation',
  'Stability Studies',
] as const;

/** Validates a category value at the API and storage boundaries. */
export const ObservationCategory = z.enum(OBSERVATION_CATEGORIES);
/** One of the eleven observation categories. */
export type ObservationCategory = z.infer<typeof ObservationCategory>;

/** One assigned category with the evidence for it, so a reviewer can see why it was chosen. */
export interface CategoryAssignment {
  category: ObservationCategory;
  /** 0..1, saturating in the weighted evidence: 0.4 at the assignment threshold, 0.8 at 6× it. */
  score: number;
  /** The keyword labels (and `cfr:<section>` hints) that contributed, strongest first. */
  matched: string[];
}

/** What the categoriser reads: the observation text, and optionally its CFR and catalogue title. */
export interface CategoriseInput {
  text: string;
  cfr?: string | null;
  shortDescription?: string | null;
}

/** A keyword rule: a regex source over normalised (lowercased) text, and its evidence weight. */
export interface KeywordRule {
  /** Regex source over normalised text. A space matches any run of spaces or hyphens, or none, so 'media fill' finds 'media-fill' and 'mediafill'. */
  pattern: string;
  weight: number;
  /** Shown in `matched`; defaults to the pattern. */
  label?: string;
}

/** A CFR-section hint: the categories the regulation itself is about. */
export interface CfrHint {
  category: ObservationCategory;
  weight: number;
}

/* ------------------------------------------------------------------------------------------------
 * Keyword lists.
 *
 * Weights: 5 = the phrase alone names the category (e.g. "media fill", "audit trail"); 3–4 = a
 * strong term an investigator uses almost only in that context (OOS, calibration, gowning); 2 = a
 * term that leans toward the category but also occurs elsewhere (investigation, cleaning); 1 =
 * background vocabulary that only counts in combination (record, validation, BUD). The assignment
 * threshold is 4, so one weak term never labels an observation, and text in the observation's lead
 * sentence (the citation's boilerplate, which states what was violated) counts double.
 * ---------------------------------------------------------------------------------------------- */

/**
 * Keyword rules per category. Exported so the weights can be reviewed and tested; see the block
 * comment above for how weights were set.
 */
export const CATEGORY_KEYWORDS: Readonly<Record<ObservationCategory, readonly KeywordRule[]>> = {
  // FDA's data-integrity guidance (2018) vocabulary: ALCOA, audit trails, shared logins, trial
  // injections, deletion, backdating; plus the 211.68(b) boilerplate about computers and
  // "authorized personnel", which is how data-integrity findings are usually cited on a 483.
  'Data Integrity': [
    { pattern: 'data integrity', weight: 5 },
    { pattern: 'integrity of (the )?(data|records?)', weight: 4, label: 'integrity of data' },
    { pattern: 'audit trails?', weight: 5, label: 'audit trail' },
    { pattern: 'alcoa\\+?', weight: 5, label: 'ALCOA' },
    { pattern: 'back ?dat(e|ed|ing)', weight: 5, label: 'backdating' },
    { pattern: 'falsif[a-z]*', weight: 5, label: 'falsification' },
    { pattern: 'fabricat(ed|ion of) (data|records?|results?|entries)', weight: 5, label: 'fabricated data' },
    { pattern: 'trial (injections?|runs?)', weight: 4, label: 'trial injection' },
    { pattern: 'test(ing)? into compliance', weight: 5, label: 'testing into compliance' },
    { pattern: 'orphan(ed)? data', weight: 4, label: 'orphan data' },
    { pattern: '(delet(ed|ion|ing)|overwr[a-z]*) (of )?(the )?(data|results?|files?|chromatograms?|injections?|records?|entries)', weight: 4, label: 'data deletion' },
    { pattern: 'manual(ly)? (re)?integrat[a-z]*', weight: 3, label: 'manual integration' },
    { pattern: '(shared|generic|common|group) (log ?ins?|passwords?|user ?(names?|ids?|accounts?)|accounts?|credentials)', weight: 4, label: 'shared login' },
    { pattern: 'passwords?', weight: 2, label: 'password' },
    { pattern: 'user (access|privileges?|accounts?|roles?|levels?)', weight: 3, label: 'user access' },
    { pattern: 'admin(istrator|istrative)? (rights|privileges?|access|accounts?)', weight: 4, label: 'administrator rights' },
    { pattern: 'unauthori[sz]ed (access|changes?|personnel|deletions?|modifications?)', weight: 3, label: 'unauthorized access' },
    { pattern: 'authori[sz]ed personnel', weight: 2, label: 'authorized personnel' },
    { pattern: 'computers? or related systems', weight: 5, label: 'computers or related systems' },
    { pattern: 'computer(i[sz]ed)? (systems?|controls?)', weight: 3, label: 'computer system' },
    { pattern: '(admin(istrator)?|shared) (log ?ins?|passwords?|user ?names?)', weight: 4, label: 'admin login' },
    { pattern: 'shred(ded|der|ding)?( bins?)?|discarded (records?|data|documents?|forms?)', weight: 3, label: 'discarded records' },
    { pattern: 'electronic (records?|data|signatures?|raw data)', weight: 3, label: 'electronic records' },
    { pattern: 'part 11', weight: 4, label: 'Part 11' },
    { pattern: 'raw data', weight: 2 },
    { pattern: 'meta ?data', weight: 3, label: 'metadata' },
    { pattern: 'contemporaneous(ly)?', weight: 3, label: 'contemporaneous' },
    { pattern: 'attributable', weight: 3 },
    { pattern: 'uncontrolled (forms?|worksheets?|documents?|copies|records?|notebooks?)', weight: 3, label: 'uncontrolled forms' },
    { pattern: '(loose|scrap) (sheets?|papers?|notes?)|sticky notes?|post ?its?', weight: 3, label: 'loose paper' },
    { pattern: 'back ?ups?', weight: 2, label: 'backup' },
    { pattern: 'input to and output from', weight: 3, label: '211.68(b) input/output' },
    { pattern: 'checked for accuracy', weight: 2 },
    { pattern: 'chromatography data system|\\bcds\\b', weight: 3, label: 'CDS' },
  ],
  // Subparts E (components), F (production and process controls) and H (holding): time limits,
  // hold times, charge-in, yields, in-process controls, line clearance, mix-ups, material
  // handling. Generic "procedure" vocabulary is left out: it is in every category's boilerplate.
  'Process Controls': [
    { pattern: 'production and process controls?', weight: 5, label: 'production and process control' },
    { pattern: 'process controls?', weight: 3, label: 'process control' },
    { pattern: 'in ?process', weight: 3, label: 'in-process' },
    { pattern: 'hold(ing)? times?', weight: 3, label: 'hold time' },
    { pattern: 'time limit(s|ations?)?', weight: 3, label: 'time limits' },
    { pattern: 'production phases?', weight: 3, label: 'production phase' },
    { pattern: 'theoretical yields?|actual yields?', weight: 3, label: 'yield' },
    { pattern: 'charge(d|s)? in', weight: 3, label: 'charge-in' },
    { pattern: 'mix ?ups?', weight: 3, label: 'mix-up' },
    { pattern: 'line clearance', weight: 4 },
    { pattern: 'blend (uniformity|homogeneity)|content uniformity', weight: 3, label: 'blend uniformity' },
    { pattern: 'deviations? from (written )?(production|process|procedures?)', weight: 3, label: 'deviation from procedure' },
    { pattern: '(critical )?process parameters?', weight: 3, label: 'process parameters' },
    { pattern: 'weigh(ing|ed)? (and|or) dispens[a-z]*|weight (checks?|variation)', weight: 2, label: 'weighing' },
    { pattern: 're ?process(ing|ed)|re ?work(ed|ing)?', weight: 2, label: 'reprocessing' },
    { pattern: 'segregat[a-z]*', weight: 2, label: 'segregation' },
    { pattern: 'cross ?contaminat[a-z]*', weight: 2, label: 'cross-contamination' },
    { pattern: 'quarantin[a-z]*', weight: 3, label: 'quarantine' },
    { pattern: '(raw|starting|incoming) materials?|incoming components?', weight: 2, label: 'incoming materials' },
    { pattern: 'components?', weight: 1, label: 'component' },
    { pattern: 'warehous[a-z]*', weight: 2, label: 'warehousing' },
    { pattern: 'non ?pharmaceutical grade', weight: 3, label: 'non-pharmaceutical grade' },
    { pattern: '(labell?ing|packaging) (operations?|controls?)|label (issuance|reconciliation)', weight: 2, label: 'labeling operations' },
    { pattern: 'bulk (holds?|drug|product|solutions?)', weight: 2, label: 'bulk hold' },
    { pattern: 'compounding (process|operations?|steps?)|manufacturing (process(es)?|operations?|steps?|instructions?)', weight: 1, label: 'manufacturing process' },
    { pattern: 'hazardous drugs?|beta ?lactams?|penicillin', weight: 2, label: 'hazardous/beta-lactam' },
    { pattern: 'production (records?|operations?)', weight: 1, label: 'production' },
  ],
  // The quality unit (211.22), CAPA, investigations of discrepancies (211.192), complaints,
  // annual product review, change control, training, recalls and reporting duties (field alerts,
  // MDR, adverse events) — the management layer an investigator cites when systems fail.
  'Quality System': [
    { pattern: 'quality (control|assurance) units?', weight: 5, label: 'quality control unit' },
    { pattern: 'quality units?', weight: 5, label: 'quality unit' },
    { pattern: '\\bqcu\\b', weight: 4, label: 'QCU' },
    { pattern: '\\bq ?a\\b', weight: 2, label: 'QA' },
    { pattern: 'quality assurance', weight: 3 },
    { pattern: 'quality (systems?|programs?|policy|manual)', weight: 3, label: 'quality system' },
    { pattern: '\\bcapas?\\b', weight: 4, label: 'CAPA' },
    { pattern: 'corrective (and|or|&) preventive actions?', weight: 4, label: 'corrective and preventive action' },
    { pattern: 'corrective actions?|preventive actions?', weight: 2, label: 'corrective action' },
    { pattern: 'root causes?', weight: 3, label: 'root cause' },
    { pattern: 'investigat[a-z]*', weight: 2, label: 'investigation' },
    { pattern: 'unexplained discrepanc[a-z]*', weight: 4, label: 'unexplained discrepancy' },
    { pattern: 'deviations?', weight: 2, label: 'deviation' },
    { pattern: 'complaints?', weight: 3, label: 'complaint' },
    { pattern: 'annual(ly)? (product )?reviews?|evaluations? (done|conducted) at least annually|\\bapr\\b|\\bpqr\\b|product quality reviews?', weight: 4, label: 'annual product review' },
    { pattern: 'change controls?|change management', weight: 4, label: 'change control' },
    { pattern: 'training|trained', weight: 2, label: 'training' },
    { pattern: 'management reviews?', weight: 4, label: 'management review' },
    { pattern: '(quality|internal) audits?', weight: 4, label: 'quality audit' },
    { pattern: 'supplier (qualification|audits?|management|controls?)|purchasing controls?|vendor qualification', weight: 3, label: 'supplier controls' },
    { pattern: 'recall(s|ed|ing)?', weight: 2, label: 'recall' },
    { pattern: 'adverse (events?|reactions?|drug experiences?)', weight: 3, label: 'adverse event' },
    { pattern: '\\bmdrs?\\b|medical device reports?', weight: 4, label: 'MDR' },
    { pattern: 'field alert( reports?)?|\\bfars?\\b', weight: 4, label: 'field alert' },
    { pattern: '(biological )?product deviation reports?', weight: 4, label: 'deviation report' },
    { pattern: 'approve (and|or) reject|approving or rejecting', weight: 3, label: 'approve/reject' },
    { pattern: 'responsibilities and procedures', weight: 2 },
    { pattern: 'non ?conform(ing|ances?|ities)', weight: 3, label: 'nonconformance' },
    { pattern: 'risk (assessments?|analysis|management)', weight: 2, label: 'risk assessment' },
    { pattern: 'oversight', weight: 2 },
  ],
  // Subpart I (laboratory controls) and 211.194 records: OOS/OOT, test methods and their
  // validation, specifications, reference standards, identity testing, CoAs, contract labs.
  'Laboratory Controls': [
    { pattern: 'laboratory controls?', weight: 5, label: 'laboratory controls' },
    { pattern: 'laborator(y|ies)|\\blabs?\\b', weight: 3, label: 'laboratory' },
    { pattern: '\\boos\\b', weight: 4, label: 'OOS' },
    { pattern: 'out ?of ?specifications?', weight: 4, label: 'out of specification' },
    { pattern: 'out ?of ?trend|\\boot\\b', weight: 3, label: 'out of trend' },
    { pattern: 'test (methods?|procedures?)', weight: 3, label: 'test method' },
    { pattern: 'analytical (methods?|procedures?|testing|results?|data)', weight: 4, label: 'analytical method' },
    { pattern: 'method (validation|verification|transfer)|validated (test |analytical )?methods?', weight: 3, label: 'method validation' },
    { pattern: 'specifications?', weight: 1, label: 'specification' },
    { pattern: 'assays?', weight: 2, label: 'assay' },
    { pattern: 'potency|(sub|super) ?potent', weight: 3, label: 'potency' },
    { pattern: 'label claim', weight: 2 },
    { pattern: '\\bhplcs?\\b|\\buplc\\b|gas chromatograph[a-z]*|\\bgc\\b|chromatogra[a-z]*', weight: 3, label: 'chromatography' },
    { pattern: 'dissolution', weight: 3 },
    { pattern: 'impurit(y|ies)|related substances|degradants?', weight: 2, label: 'impurities' },
    { pattern: 'reference standards?|standard solutions?', weight: 3, label: 'reference standard' },
    { pattern: 'reagents?', weight: 2, label: 'reagent' },
    { pattern: 'certificates? of analysis|\\bc ?of ?as?\\b|\\bcoas?\\b|reports? of analys[ie]s', weight: 3, label: 'certificate of analysis' },
    { pattern: 'identity (test(s|ing)?|verification)|specific identity', weight: 3, label: 'identity testing' },
    { pattern: 'sampling plans?', weight: 2, label: 'sampling plan' },
    { pattern: '(release|finished product|final product) testing|testing and release', weight: 3, label: 'release testing' },
    { pattern: 'microbiological (testing|tests?|examination)|microbial limits?', weight: 3, label: 'microbiological testing' },
    { pattern: 'sterility test(s|ing)?', weight: 3, label: 'sterility testing' },
    { pattern: 'contract (testing )?laborator(y|ies)|third ?party (testing )?laborator(y|ies)', weight: 3, label: 'contract laboratory' },
    { pattern: 'analysts?', weight: 2, label: 'analyst' },
    { pattern: '(reserve|retain(ed)?|retention) samples?', weight: 3, label: 'reserve samples' },
    { pattern: 'scientifically sound', weight: 3 },
    { pattern: 'conformance to (the )?(appropriate |final )?(written )?specifications?', weight: 2, label: 'conformance to specifications' },
    { pattern: 'test(ed|ing)', weight: 1, label: 'testing' },
    { pattern: 'samples?', weight: 1, label: 'sample' },
  ],
  // Subpart C (buildings, 211.42–211.58) and D (equipment, 211.63–211.68(a)): repair, design,
  // sanitation, pest control, HVAC and water utilities, calibration, qualification, maintenance,
  // equipment cleaning (cleaning *validation* is scored under Process Validation as well).
  'Facility & Equipment': [
    { pattern: 'buildings?', weight: 2, label: 'building' },
    { pattern: 'state of repair|disrepair|not (maintained|kept) in (a )?good (state of )?repair', weight: 4, label: 'state of repair' },
    { pattern: 'facilit(y|ies) (design|construction|maintenance)|(design|construct)(ed|ion)? (and|or|to) (facilitate|construct)', weight: 3, label: 'facility design' },
    { pattern: 'suitable (size|construction|location)|adequate (size|space)', weight: 3, label: 'suitable construction' },
    { pattern: 'equipment', weight: 1 },
    { pattern: 'utensils?', weight: 2, label: 'utensils' },
    { pattern: 'calibrat[a-z]*', weight: 3, label: 'calibration' },
    { pattern: 'preventive maintenance|\\bpm\\b', weight: 4, label: 'preventive maintenance' },
    { pattern: 'maint(ain|enance)', weight: 1, label: 'maintenance' },
    { pattern: 'equipment (qualification|design|cleaning|logs?|maintenance|failures?|malfunctions?)', weight: 3, label: 'equipment qualification/maintenance' },
    { pattern: '(installation|operational|performance) qualifications?|\\biq\\b|\\boq\\b', weight: 3, label: 'IQ/OQ/PQ' },
    { pattern: 'cleaning', weight: 2 },
    { pattern: 'saniti[sz](e|ed|ing|ation|er)', weight: 2, label: 'sanitization' },
    { pattern: 'clean and sanitary|sanitary (condition|operations|facilities)', weight: 3, label: 'sanitary condition' },
    { pattern: '\\bhvac\\b|air handl(ing|ers?)', weight: 3, label: 'HVAC' },
    { pattern: 'ventilation|air filtration', weight: 2, label: 'ventilation' },
    { pattern: '\\bhepa\\b|high ?efficiency particulate', weight: 2, label: 'HEPA' },
    { pattern: '(purified )?water systems?|purified water|water for injection|\\bwfi\\b', weight: 3, label: 'water system' },
    { pattern: 'pests?|rodents?|insects?|vermin|infestation|birds', weight: 3, label: 'pest control' },
    { pattern: 'ceilings?|walls?|floors?', weight: 2, label: 'walls/floors/ceilings' },
    { pattern: 'peeling|rust(ed|y)?|cracks?|cracked|crevices?|holes|corrosion|corroded|chipped', weight: 2, label: 'surface damage' },
    { pattern: 'dust|residues?|powder residue', weight: 2, label: 'dust/residue' },
    { pattern: 'non ?microbial contamination', weight: 3, label: 'non-microbial contamination' },
    { pattern: 'lighting|plumbing|drains?|sewage', weight: 2, label: 'utilities' },
    { pattern: 'easily cleanable|smooth (and|,)? ?hard surfaces?', weight: 2, label: 'cleanable surfaces' },
    { pattern: 'dedicated (equipment|facilit(y|ies)|areas?)', weight: 2, label: 'dedicated equipment' },
    { pattern: '(cleaning|use|equipment|maintenance) logs?', weight: 2, label: 'equipment log' },
    { pattern: 'malfunctions?', weight: 2, label: 'malfunction' },
    { pattern: 'thermometers?|gauges?|balances?|scales?|recording devices?|instruments?', weight: 1, label: 'instruments' },
    { pattern: '(temperature )?mapping stud(y|ies)|temperature mapping', weight: 3, label: 'temperature mapping' },
    { pattern: 'capsule (machine|filler)|tablet (press|compression)|(compression|filling|blending|mixing) (machines?|equipment)', weight: 2, label: 'production equipment' },
  ],
  // 211.113(b), 211.167 and the sterile-products guidance: sterilisation processes, sterility
  // testing and failures, depyrogenation, endotoxin, bioburden, container-closure integrity and
  // filter integrity. 'Sterile', 'sterility' and "purporting to be sterile" are weak on their own:
  // 483s use them as product descriptors ("endotoxin testing of drug products purported to be
  // sterile") in observations that are about something else.
  'Sterility Assurance': [
    { pattern: '(?<!non ?)sterile', weight: 1, label: 'sterile' },
    { pattern: 'sterility', weight: 2 },
    { pattern: 'sterili[sz](ation|ed|e|ing|er)', weight: 3, label: 'sterilization' },
    { pattern: 'purport(ing|ed)? to be sterile', weight: 2, label: 'purporting to be sterile' },
    { pattern: 'sterility (failures?|positives?|assurance)|(presumptive|confirmed) (sterility )?positives?|failed sterility', weight: 4, label: 'sterility failure' },
    { pattern: 'microbiological contamination', weight: 3 },
    { pattern: 'microbial contamination|contaminated with (mou?ld|bacteria|fung[a-z]*|microorganisms?)', weight: 2, label: 'microbial contamination' },
    { pattern: 'autoclav[a-z]*', weight: 4, label: 'autoclave' },
    { pattern: 'depyrogenat[a-z]*', weight: 4, label: 'depyrogenation' },
    { pattern: 'endotoxins?|pyrogen(s|ic)?|\\blal\\b', weight: 3, label: 'endotoxin' },
    { pattern: 'bioburden', weight: 3 },
    { pattern: 'container ?closure integrity|\\bccit?\\b|leak(ing|ers|s)? (test(ing)?|vials?|bags?)', weight: 4, label: 'container closure integrity' },
    { pattern: 'terminal(ly)? sterili[sz][a-z]*', weight: 4, label: 'terminal sterilization' },
    { pattern: 'filter integrity|bubble point|sterili[sz]ing (grade )?filt[a-z]*|sterile filt[a-z]*', weight: 4, label: 'sterile filtration' },
    { pattern: '\\bsip\\b|steam in place', weight: 4, label: 'SIP' },
    { pattern: 'biological indicators?', weight: 4, label: 'biological indicator' },
    { pattern: 'ethylene oxide|\\beto\\b|gamma (irradiation|sterili[sz]ation)|dry heat', weight: 3, label: 'sterilization method' },
    { pattern: 'spore ?form[a-z]*|spores', weight: 2, label: 'spore-formers' },
    { pattern: 'objectionable (micro ?)?organisms?|objectionable microbes?', weight: 2, label: 'objectionable organisms' },
    { pattern: '(sub)?visible particu?l[a-z]*|particulate matter', weight: 2, label: 'particulates' },
  ],
  // Sterile-products guidance (2004) and USP <797> vocabulary for the aseptic operation itself:
  // ISO 5 / Grade A zones, LAF/UDAF hoods, first air, smoke studies, gowning and glove practice,
  // media fills, interventions, disinfection of the aseptic area.
  'Aseptic Processing': [
    { pattern: 'aseptic(ally)?', weight: 4, label: 'aseptic' },
    { pattern: 'media fills?|(aseptic )?process simulations?', weight: 5, label: 'media fill' },
    { pattern: 'iso ?(class )?5|class 100\\b|grade a\\b', weight: 4, label: 'ISO 5' },
    { pattern: 'first ?(pass )?air', weight: 4, label: 'first air' },
    { pattern: 'uni ?directional (air ?)?flow|\\budaf\\b|laminar (air ?)?flow|\\blafw?\\b|\\b[vh]?lfhs?\\b|\\blafhs?\\b', weight: 4, label: 'LAF/UDAF' },
    { pattern: 'smoke (stud(y|ies)|tests?|patterns?)|air ?flow (patterns?|visuali[sz]ation|stud(y|ies))|dynamic air ?flow', weight: 4, label: 'smoke study' },
    { pattern: 'gown(s|ed|ing)?', weight: 3, label: 'gowning' },
    { pattern: 'sterile gloves?|gloved hands?|glove (changes?|saniti[a-z]*|disinfect[a-z]*)', weight: 3, label: 'glove practice' },
    { pattern: 'gloves?', weight: 1, label: 'gloves' },
    { pattern: 'biological safety cabinets?|\\bbscs?\\b|isolators?|\\brabs\\b|restricted access barrier', weight: 4, label: 'BSC/isolator/RABS' },
    { pattern: 'hoods?', weight: 1, label: 'hood' },
    { pattern: 'interventions?', weight: 2, label: 'intervention' },
    { pattern: 'sporicid[a-z]*', weight: 3, label: 'sporicidal' },
    { pattern: 'disinfect[a-z]*', weight: 2, label: 'disinfection' },
    { pattern: 'clean ?rooms?', weight: 2, label: 'cleanroom' },
    { pattern: 'buffer (rooms?|areas?)|ante ?(rooms?|areas?)', weight: 3, label: 'buffer/ante room' },
    { pattern: 'critical (areas?|zones?|surfaces?|sites?)', weight: 2, label: 'critical area' },
    { pattern: 'sterile (technicians?|operators?|compounding)', weight: 2, label: 'sterile operator' },
    { pattern: 'exposed (skin|hands|wrists|hair)|street ?(clothes|clothing|wear)', weight: 3, label: 'exposed skin' },
    { pattern: 'open (sterile )?(units?|vials?|containers?)|stoppered|fill(ing)? (lines?|rooms?|operations?)', weight: 2, label: 'open units/filling' },
  ],
  // 211.42(c)(10)(iv) and the guidance's EM section: viable/non-viable monitoring, settle and
  // contact plates, personnel (fingertip) monitoring, CFU counts, alert/action levels, excursions,
  // species identification of isolates (moulds in particular), cleanroom classification.
  'Environmental Monitoring': [
    { pattern: 'environmental monitoring', weight: 5 },
    { pattern: 'monitoring environmental conditions', weight: 5 },
    { pattern: '\\bem\\b', weight: 3, label: 'EM' },
    { pattern: 'environmental (conditions?|controls?|excursions?|samples?|sampling|programs?|isolates?|data|cleanliness)', weight: 3, label: 'environmental conditions' },
    { pattern: '(non ?)?viable( air| particles?| monitoring| counts?)?', weight: 2, label: 'viable/non-viable' },
    { pattern: 'particle counts?|particulate monitoring|particle monitoring|airborne particu[a-z]*', weight: 3, label: 'particle counts' },
    { pattern: '(settle|contact|agar|media|tsa) plates?|\\brodac\\b', weight: 3, label: 'settle/contact plates' },
    { pattern: '(active )?air sampl[a-z]*|surface sampl[a-z]*|swab sampl[a-z]*', weight: 3, label: 'air/surface sampling' },
    { pattern: 'personnel monitoring|finger ?tips?', weight: 4, label: 'personnel monitoring' },
    { pattern: '\\bcfus?\\b|colony forming units?', weight: 3, label: 'CFU' },
    { pattern: '(alert|action) (levels?|limits?)', weight: 3, label: 'alert/action levels' },
    { pattern: 'excursions?', weight: 2, label: 'excursion' },
    { pattern: 'mou?lds?|fung(i|us|al)|yeasts?', weight: 2, label: 'mold/fungi' },
    { pattern: 'microbial (recover[a-z]*|isolates?|identification|counts?|species)|microbial recover[a-z]*', weight: 3, label: 'microbial recovery' },
    { pattern: 'species (level|identification)|identified to (the )?species|genus', weight: 3, label: 'species identification' },
    { pattern: 'recover(y|ies|ed)', weight: 1, label: 'recovery' },
    { pattern: 'isolates?', weight: 2, label: 'isolate' },
    { pattern: 'iso ?(class )?[678]|class (10|100) ?,?000|grade [bcd]\\b', weight: 3, label: 'ISO 7/8' },
    { pattern: 'classified (areas?|environments?|rooms?|spaces?)', weight: 2, label: 'classified area' },
    { pattern: 'pressure differentials?|differential pressures?|room pressur[a-z]*|(positive|negative) pressure', weight: 2, label: 'pressure differential' },
    { pattern: 'temperature (and|&) (relative )?humidity|humidity', weight: 1, label: 'temperature/humidity' },
    { pattern: 'trend(s|ing|ed)?', weight: 1, label: 'trending' },
  ],
  // Process validation guidance (2011): stage 1–3, PPQ, CPV, 211.110(a)'s "validate the
  // performance of those manufacturing processes", cleaning validation, revalidation; for devices
  // 820.75 and design/software validation.
  'Process Validation': [
    { pattern: 'process validations?', weight: 5, label: 'process validation' },
    { pattern: 'validat[a-z]* the performance', weight: 4, label: 'validate the performance' },
    { pattern: '(process(es)?|manufacturing process(es)?) (has |have |was |were |is |are )?(not )?(been )?(adequately )?validated', weight: 3, label: 'process not validated' },
    { pattern: 'validation', weight: 2 },
    { pattern: 'validat(e|ed|ing)', weight: 1, label: 'validated' },
    { pattern: 'un ?validated|not (been )?validated|lack(s|ed|ing)? (of )?(adequate )?validation', weight: 3, label: 'not validated' },
    { pattern: '\\bppq\\b|process performance qualification', weight: 5, label: 'PPQ' },
    { pattern: 'continued process verification|\\bcpv\\b|process verification', weight: 4, label: 'CPV' },
    { pattern: '(validation|qualification) (protocols?|reports?|stud(y|ies)|batches|runs|lots|data)', weight: 3, label: 'validation study' },
    { pattern: 'cleaning validation|cleaning verification', weight: 4, label: 'cleaning validation' },
    { pattern: 'worst ?case', weight: 2, label: 'worst case' },
    { pattern: 'variability', weight: 2 },
    { pattern: 're ?validat[a-z]*', weight: 3, label: 'revalidation' },
    { pattern: 'scale ?up', weight: 2, label: 'scale-up' },
    { pattern: 'design (validation|verification|inputs?|outputs?|reviews?|changes?|controls?|transfer)', weight: 3, label: 'design controls' },
    { pattern: 'software validation|validated for (its )?intended use', weight: 3, label: 'software validation' },
    { pattern: 'qualif(y|ied|ication)', weight: 1, label: 'qualification' },
    { pattern: 'maximum allowable carry ?over|\\bmac\\b|carry ?over', weight: 2, label: 'carryover limit' },
  ],
  // Subpart J records (211.180–211.198) and GDP: batch and master records, logbooks, labels and
  // labeling content, concurrent recording, signatures; DHR/DMR/DHF for devices; case histories
  // and consent documentation for BIMO.
  Documentation: [
    { pattern: 'batch (production (and control )?)?records?|production and control records?', weight: 4, label: 'batch record' },
    { pattern: '\\b[bm][bmp]rs?\\b', weight: 3, label: 'BPR/MBR' },
    { pattern: 'master (production|batch|formula)( and control)? records?', weight: 4, label: 'master record' },
    { pattern: 'records?', weight: 1, label: 'record' },
    { pattern: 'documentation', weight: 2 },
    { pattern: 'not (been )?(documented|recorded)|no documentation|without (any )?documentation|(failed|fail|failure) to (document|record)', weight: 3, label: 'not documented' },
    { pattern: 'document(ed|s)?', weight: 1, label: 'document' },
    { pattern: 'log ?books?|\\blogs?\\b', weight: 2, label: 'logbook' },
    { pattern: 'good documentation practices?|\\bgdp\\b', weight: 4, label: 'GDP' },
    { pattern: 'signatures?|initials|signed|sign ?off', weight: 2, label: 'signature' },
    { pattern: 'label(?! ?claim)(s|ed|ing)?|labell(ed|ing)', weight: 2, label: 'labeling' },
    { pattern: 'package inserts?|container labels?', weight: 2, label: 'package insert' },
    { pattern: '503b ?\\(a\\) ?\\(10\\)', weight: 4, label: '503B(a)(10) label content' },
    { pattern: 'concurrent(ly)?|at the time of performance', weight: 3, label: 'concurrent recording' },
    { pattern: 'device (history|master) records?|\\bdhrs?\\b|\\bdmrs?\\b|\\bdhfs?\\b|design history files?', weight: 4, label: 'DHR/DMR' },
    { pattern: 'document control', weight: 4 },
    { pattern: 'complete (information|records?|data)', weight: 2, label: 'complete records' },
    { pattern: 'records? (are|were|was|is|have|has) not (been )?(maintained|kept|made|prepared|retained)', weight: 3, label: 'records not kept' },
    { pattern: 'worksheets?|notebooks?|forms?', weight: 1, label: 'forms' },
    { pattern: 'case histor(y|ies)|case report forms?|\\bcrfs?\\b|informed consent', weight: 3, label: 'case histories/consent' },
    { pattern: 'retention|archiv[a-z]*|readily available', weight: 2, label: 'record retention' },
    { pattern: 'distribution records?', weight: 3, label: 'distribution records' },
    { pattern: '\\bsops?\\b|standard operating procedures?|written procedures?', weight: 1, label: 'SOP' },
  ],
  // 211.166 / 211.137 and ICH Q1A: stability programs, expiry and beyond-use dating, shelf life,
  // storage conditions, time points. BUD is weight 1: compounding 483s print "BUD" beside every
  // lot number, so it only supports a stability reading, never makes one.
  'Stability Studies': [
    { pattern: 'stability', weight: 4 },
    { pattern: 'expir(y|ation) (dat[a-z]*|periods?)|expiration', weight: 3, label: 'expiration dating' },
    { pattern: 'beyond ?use dat[a-z]*', weight: 2, label: 'beyond-use date' },
    { pattern: '\\bbuds?\\b', weight: 1, label: 'BUD' },
    { pattern: 'shelf ?li(fe|ves)', weight: 4, label: 'shelf life' },
    { pattern: 'accelerated (stability|conditions?|stud(y|ies))|long ?term (stability|stud(y|ies)|conditions?)', weight: 3, label: 'accelerated/long-term' },
    { pattern: 'time ?points?', weight: 2, label: 'time point' },
    { pattern: 'retest (dates?|periods?)', weight: 3, label: 'retest date' },
    { pattern: 'photo ?stability', weight: 4, label: 'photostability' },
    { pattern: 'storage conditions?', weight: 2, label: 'storage conditions' },
    { pattern: 'degradat[a-z]*|deteriorat[a-z]*', weight: 2, label: 'degradation' },
    { pattern: 'ich q1', weight: 4, label: 'ICH Q1' },
  ],
};

/* ------------------------------------------------------------------------------------------------
 * CFR hints: what the cited regulation is about. Keys are canonical sections with or without
 * paragraphs; the most specific key present wins. Weight 4 alone passes the threshold (the
 * regulation is decisive evidence of its subject); 2–3 only supports keyword evidence.
 * ---------------------------------------------------------------------------------------------- */

const H = (category: ObservationCategory, weight: number): CfrHint => ({ category, weight });

/**
 * Category hints per CFR section, paragraph-specific where a section covers several subjects
 * (211.42(c)(10)(iv) is environmental monitoring, 211.42(a) is building design). Derived from the
 * subject headings of 21 CFR 211, 212, 820, 600–680, 1271, 58, 312, 50/56, 117, 111 and the FD&C
 * Act sections FDA cites on compounding 483s.
 */
export const CFR_CATEGORY_HINTS: Readonly<Record<string, readonly CfrHint[]>> = {
  // 21 CFR 211 — drug CGMP
  '211.22': [H('Quality System', 4)],
  '211.25': [H('Quality System', 4)],
  '211.28': [H('Aseptic Processing', 3), H('Quality System', 2)],
  '211.34': [H('Quality System', 3)],
  '211.42': [H('Facility & Equipment', 4)],
  '211.42(c)': [H('Facility & Equipment', 3), H('Process Controls', 3)],
  '211.42(c)(10)': [H('Aseptic Processing', 4), H('Environmental Monitoring', 3)],
  '211.42(c)(10)(i)': [H('Aseptic Processing', 3), H('Facility & Equipment', 4)],
  '211.42(c)(10)(ii)': [H('Aseptic Processing', 3), H('Environmental Monitoring', 3)],
  '211.42(c)(10)(iii)': [H('Aseptic Processing', 3), H('Facility & Equipment', 4)],
  '211.42(c)(10)(iv)': [H('Environmental Monitoring', 5), H('Aseptic Processing', 3)],
  '211.42(c)(10)(v)': [H('Aseptic Processing', 4), H('Facility & Equipment', 3)],
  '211.42(c)(10)(vi)': [H('Aseptic Processing', 4), H('Facility & Equipment', 3)],
  '211.46': [H('Facility & Equipment', 4), H('Environmental Monitoring', 2)],
  '211.48': [H('Facility & Equipment', 4)],
  '211.52': [H('Facility & Equipment', 4)],
  '211.56': [H('Facility & Equipment', 4)],
  '211.58': [H('Facility & Equipment', 4)],
  '211.63': [H('Facility & Equipment', 4)],
  '211.65': [H('Facility & Equipment', 4)],
  '211.67': [H('Facility & Equipment', 4), H('Process Validation', 2)],
  '211.68': [H('Facility & Equipment', 3), H('Data Integrity', 3)],
  '211.68(a)': [H('Facility & Equipment', 4)],
  '211.68(b)': [H('Data Integrity', 5), H('Documentation', 2)],
  '211.72': [H('Facility & Equipment', 3), H('Sterility Assurance', 2)],
  '211.80': [H('Process Controls', 4)],
  '211.82': [H('Process Controls', 4)],
  '211.84': [H('Laboratory Controls', 4), H('Process Controls', 3)],
  '211.84(d)(6)': [H('Laboratory Controls', 4), H('Sterility Assurance', 3)],
  '211.86': [H('Process Controls', 4)],
  '211.87': [H('Process Controls', 4), H('Stability Studies', 2)],
  '211.89': [H('Process Controls', 4), H('Quality System', 2)],
  '211.94': [H('Process Controls', 4), H('Sterility Assurance', 2)],
  '211.94(c)': [H('Sterility Assurance', 4), H('Process Controls', 2)],
  '211.100': [H('Process Controls', 4), H('Process Validation', 3)],
  '211.100(b)': [H('Process Controls', 4), H('Documentation', 3)],
  '211.101': [H('Process Controls', 4)],
  '211.103': [H('Process Controls', 4)],
  '211.105': [H('Process Controls', 4), H('Facility & Equipment', 2)],
  '211.110': [H('Process Controls', 4), H('Process Validation', 3)],
  '211.110(a)': [H('Process Validation', 4), H('Process Controls', 4)],
  '211.111': [H('Process Controls', 4)],
  '211.113': [H('Process Controls', 3), H('Sterility Assurance', 3)],
  '211.113(a)': [H('Process Controls', 4), H('Laboratory Controls', 2)],
  '211.113(b)': [H('Sterility Assurance', 5), H('Aseptic Processing', 4), H('Process Validation', 2)],
  '211.115': [H('Process Controls', 4)],
  '211.122': [H('Documentation', 4), H('Process Controls', 3)],
  '211.125': [H('Documentation', 4), H('Process Controls', 3)],
  '211.130': [H('Process Controls', 4), H('Documentation', 3)],
  '211.132': [H('Process Controls', 3), H('Documentation', 3)],
  '211.134': [H('Process Controls', 3), H('Documentation', 3)],
  '211.137': [H('Stability Studies', 5), H('Documentation', 2)],
  '211.142': [H('Process Controls', 4), H('Stability Studies', 2)],
  '211.150': [H('Process Controls', 4), H('Documentation', 2)],
  '211.160': [H('Laboratory Controls', 5)],
  '211.160(b)(4)': [H('Laboratory Controls', 4), H('Facility & Equipment', 3)],
  '211.165': [H('Laboratory Controls', 5)],
  '211.165(e)': [H('Laboratory Controls', 5), H('Process Validation', 2)],
  '211.166': [H('Stability Studies', 5), H('Laboratory Controls', 2)],
  '211.167': [H('Laboratory Controls', 4), H('Sterility Assurance', 4)],
  '211.170': [H('Laboratory Controls', 4)],
  '211.173': [H('Laboratory Controls', 4)],
  '211.176': [H('Laboratory Controls', 4), H('Process Controls', 2)],
  '211.180': [H('Documentation', 4)],
  '211.180(e)': [H('Quality System', 4), H('Documentation', 3)],
  '211.182': [H('Documentation', 4), H('Facility & Equipment', 3)],
  '211.184': [H('Documentation', 4), H('Process Controls', 2)],
  '211.186': [H('Documentation', 5)],
  '211.188': [H('Documentation', 5)],
  '211.192': [H('Quality System', 4), H('Laboratory Controls', 3)],
  '211.194': [H('Laboratory Controls', 4), H('Documentation', 3)],
  '211.194(a)': [H('Laboratory Controls', 4), H('Data Integrity', 3), H('Documentation', 3)],
  '211.196': [H('Documentation', 4)],
  '211.198': [H('Quality System', 5)],
  '211.204': [H('Quality System', 4)],
  '211.208': [H('Quality System', 4)],
  // 21 CFR 212 — PET drugs
  '212.20': [H('Quality System', 4)],
  '212.30': [H('Facility & Equipment', 4)],
  '212.50': [H('Process Controls', 4)],
  '212.60': [H('Laboratory Controls', 4)],
  '212.70': [H('Laboratory Controls', 4)],
  '212.71': [H('Quality System', 4)],
  // 21 CFR 820 — device quality system regulation
  '820.20': [H('Quality System', 5)],
  '820.22': [H('Quality System', 5)],
  '820.25': [H('Quality System', 4)],
  '820.30': [H('Process Validation', 3), H('Documentation', 3), H('Quality System', 2)],
  '820.40': [H('Documentation', 5)],
  '820.50': [H('Quality System', 4)],
  '820.60': [H('Process Controls', 3), H('Documentation', 2)],
  '820.65': [H('Process Controls', 3), H('Documentation', 2)],
  '820.70': [H('Process Controls', 4)],
  '820.70(c)': [H('Environmental Monitoring', 4), H('Process Controls', 2)],
  '820.70(e)': [H('Facility & Equipment', 3), H('Process Controls', 3)],
  '820.70(f)': [H('Facility & Equipment', 4)],
  '820.70(g)': [H('Facility & Equipment', 4)],
  '820.70(i)': [H('Process Validation', 4), H('Data Integrity', 2)],
  '820.72': [H('Facility & Equipment', 4), H('Laboratory Controls', 2)],
  '820.75': [H('Process Validation', 5)],
  '820.80': [H('Laboratory Controls', 3), H('Process Controls', 3)],
  '820.86': [H('Process Controls', 3)],
  '820.90': [H('Quality System', 4), H('Process Controls', 2)],
  '820.100': [H('Quality System', 5)],
  '820.120': [H('Documentation', 4), H('Process Controls', 3)],
  '820.130': [H('Process Controls', 3), H('Documentation', 2)],
  '820.140': [H('Process Controls', 4)],
  '820.150': [H('Process Controls', 4), H('Stability Studies', 2)],
  '820.160': [H('Process Controls', 4), H('Documentation', 2)],
  '820.170': [H('Process Controls', 3)],
  '820.180': [H('Documentation', 5)],
  '820.181': [H('Documentation', 5)],
  '820.184': [H('Documentation', 5)],
  '820.186': [H('Documentation', 5)],
  '820.198': [H('Quality System', 5)],
  '820.200': [H('Quality System', 3), H('Documentation', 2)],
  '820.250': [H('Process Controls', 3), H('Laboratory Controls', 2)],
  '803': [H('Quality System', 4)],
  '806': [H('Quality System', 4)],
  // Part 11 electronic records; 58 GLP; 312/50/56 clinical (BIMO)
  '11': [H('Data Integrity', 5)],
  '58': [H('Laboratory Controls', 3), H('Documentation', 3)],
  '58.35': [H('Quality System', 4)],
  '58.63': [H('Facility & Equipment', 4)],
  '58.130': [H('Laboratory Controls', 4)],
  '58.185': [H('Documentation', 4)],
  '58.190': [H('Documentation', 4), H('Data Integrity', 2)],
  '58.195': [H('Documentation', 4)],
  '312': [H('Documentation', 3), H('Quality System', 3)],
  '312.62': [H('Documentation', 4)],
  '50': [H('Documentation', 4)],
  '56': [H('Quality System', 3), H('Documentation', 3)],
  // Biologics and HCT/Ps
  '600.14': [H('Quality System', 4)],
  '606.60': [H('Facility & Equipment', 4)],
  '606.100': [H('Documentation', 3), H('Process Controls', 3)],
  '606.100(c)': [H('Quality System', 4)],
  '606.160': [H('Documentation', 5)],
  '606.170': [H('Quality System', 4)],
  '606.171': [H('Quality System', 4)],
  '1271.150': [H('Quality System', 3), H('Process Controls', 3)],
  '1271.160': [H('Quality System', 5)],
  '1271.180': [H('Process Controls', 4)],
  '1271.190': [H('Facility & Equipment', 4)],
  '1271.195': [H('Environmental Monitoring', 5)],
  '1271.200': [H('Facility & Equipment', 4)],
  '1271.220': [H('Process Controls', 4)],
  '1271.225': [H('Process Controls', 3), H('Quality System', 2)],
  '1271.230': [H('Process Validation', 5)],
  '1271.260': [H('Process Controls', 4)],
  '1271.270': [H('Documentation', 5)],
  '1271.320': [H('Quality System', 5)],
  // Foods: 117 CGMP/preventive controls, 111 dietary supplements, 113/114 LACF and acidified
  '117.35': [H('Facility & Equipment', 4)],
  '117.20': [H('Facility & Equipment', 4)],
  '117.37': [H('Facility & Equipment', 4)],
  '117.40': [H('Facility & Equipment', 4)],
  '117.80': [H('Process Controls', 4)],
  '117.93': [H('Process Controls', 4)],
  '117.130': [H('Quality System', 3), H('Process Controls', 3)],
  '117.135': [H('Process Controls', 4)],
  '117.150': [H('Quality System', 4)],
  '117.165': [H('Process Validation', 3), H('Laboratory Controls', 2)],
  '117.190': [H('Documentation', 4)],
  '111.70': [H('Laboratory Controls', 4)],
  '111.75': [H('Laboratory Controls', 4)],
  '111.103': [H('Quality System', 4)],
  '111.260': [H('Documentation', 4)],
  '113': [H('Process Controls', 4), H('Sterility Assurance', 2)],
  '114': [H('Process Controls', 4)],
};

/** FD&C Act sections cited on compounding and outsourcing-facility 483s, keyed by canonical `FDCA` form; the most specific key present wins. */
const ACT_HINTS: Readonly<Record<string, readonly CfrHint[]>> = {
  'FDCA 501(a)(2)(A)': [H('Facility & Equipment', 3), H('Sterility Assurance', 3), H('Aseptic Processing', 2)],
  'FDCA 501(a)(2)(B)': [H('Quality System', 4)],
  'FDCA 503B(a)(10)': [H('Documentation', 5)],
  'FDCA 503B(b)(5)': [H('Quality System', 5)],
  'FDCA 503B(b)(2)': [H('Documentation', 3)],
};

/** Assignment threshold on raw evidence; see the keyword block comment. */
const THRESHOLD = 4;
/** Secondary labels must carry at least this share of the best label's evidence… */
const RELATIVE_THRESHOLD = 0.35;
/** …unless their own evidence is strong (three strong terms), so a dominant first label cannot hide a real second one. */
const STRONG_EVIDENCE = 12;
/** The API shows a short list; five or more labels would say nothing. */
const MAX_CATEGORIES = 4;
/** Lead-sentence (and short-description) evidence counts this many times in total. */
const LEAD_MULTIPLIER = 2;

// Whole-word OCR misreads of the commonest 483 words, seen in the FDA reading-room scans. Only
// non-words are listed: 'film' and 'mug' are also OCR output for 'firm' and 'drug' but are real
// words, so they are left alone.
const OCR_WORD_FIXES: Readonly<Record<string, string>> = {
  fnm: 'firm',
  fum: 'firm',
  fiim: 'firm',
  fom: 'firm',
  diug: 'drug',
  drng: 'drug',
  dmg: 'drug',
  chug: 'drug',
  contrnl: 'control',
  contrnls: 'controls',
};

// Page furniture printed on every 483 page (footer and header boxes). Left in, "signature" and
// "form" would vote for Documentation on every observation that crosses a page break.
const FORM_483_FURNITURE =
  /employee\(?s\)? (signature|name and title)( \(print or type\))?|see reverse of this page|form fda 483( \(\d\d\/\d\d\))?|previous edi\S* obso\S*|inspectional observations|page \S+ ?of ?\S+ pages|date issued|department of health and human services|food and drug administration|name and title of individual to whom report issued|district address and phone number|date\(?s\)? of inspection|type establishment inspected|city, state,? zip code,? country|firm name|street address|fei number/g;

/**
 * Repairs the OCR and layout noise seen in FDA 483 text so keyword matching works on it:
 * words hyphenated across lines are joined, digits misread inside words are mapped back ('1'→'r',
 * '0'→'o' as in 'ste1ility', 'purp01ted', 'dete1mined'), a few frequent misread words are fixed
 * ('fnm'→'firm', 'diug'→'drug', 'contrnl'→'control'), page furniture is dropped, then case and
 * whitespace are folded.
 * Exported for the catalogue matcher, which reads the same text.
 */
export function normaliseObservationText(text: string): string {
  return text
    .replace(/(\p{L})[-\u00ad\u2010][ \t]*\r?\n[ \t\r\n]*(\p{Ll})/gu, '$1$2')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\b[a-z]+[01][a-z01]*[a-z]\b/g, (w) => (/[a-z]{2}/.test(w) ? w.replace(/0/g, 'o').replace(/1/g, 'r') : w))
    .replace(/\b[a-z]+\b/g, (w) => OCR_WORD_FIXES[w] ?? w)
    .replace(/\s+/g, ' ')
    .replace(FORM_483_FURNITURE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first sentence of an observation (or of a lead already cut by split-observations'
 * `observationLead`), which on a 483 is the citation boilerplate
 * ("Aseptic processing areas are deficient regarding …") before "Specifically," and the details.
 * Capped at 80 words because OCR sometimes loses the sentence end.
 */
export function leadSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.search(/\b(?:specifically|for example|for instance)\b/i);
  let lead = cut > 0 ? flat.slice(0, cut) : flat;
  // A sentence ends at a full stop followed by a capital, a digit or a bracket (483s often run
  // straight into dates or "(b)(4)"); '21 CFR 310.305' has no space after its dot so it survives.
  const sentenceEnd = lead.search(/[.!?](?:\s+[A-Z0-9("*]|\s*$)/);
  if (sentenceEnd > 20) lead = lead.slice(0, sentenceEnd + 1);
  const words = lead.split(' ');
  return (words.length > 80 ? words.slice(0, 80).join(' ') : lead).trim();
}

interface CompiledRule {
  category: ObservationCategory;
  label: string;
  weight: number;
  regex: RegExp;
}

function compile(pattern: string): RegExp {
  // A space in a pattern stands for any run of spaces or hyphens (OCR and style both vary), and
  // matches must sit on word boundaries so 'em' never fires inside 'system'.
  const body = pattern.replace(/ /g, '[\\s\\-]*');
  return new RegExp(`(?<![a-z0-9])(?:${body})(?![a-z0-9])`, 'g');
}

const COMPILED: readonly CompiledRule[] = OBSERVATION_CATEGORIES.flatMap((category) =>
  CATEGORY_KEYWORDS[category].map((rule) => ({
    category,
    label: rule.label ?? rule.pattern,
    weight: rule.weight,
    regex: compile(rule.pattern),
  })),
);

function countMatches(regex: RegExp, text: string): number {
  regex.lastIndex = 0;
  let n = 0;
  while (regex.exec(text) !== null) n++;
  return n;
}

/**
 * The CFR hints for a reference, most specific key first: '211.42(c)(10)(iv)', then
 * '211.42(c)(10)', '211.42(c)', '211.42', then the part. Act references use {@link ACT_HINTS}.
 * Returns the key that matched so the evidence can name it.
 */
export function cfrCategoryHints(ref: string | null | undefined): { key: string; hints: readonly CfrHint[] } | null {
  const lookup = ref ? referenceLookupKeys(ref) : null;
  if (!lookup) return null;
  const table = lookup.kind === 'act' ? ACT_HINTS : CFR_CATEGORY_HINTS;
  for (const key of lookup.keys) {
    const hints = table[key];
    if (hints) return { key, hints };
  }
  return null;
}

function toScore(raw: number): number {
  // raw/(raw+6): 0.4 at the threshold of 4, 0.8 at 24; bounded so consumers can treat it as 0..1.
  return Math.round((raw / (raw + 6)) * 100) / 100;
}

/**
 * Assigns observation categories by keyword analysis (multi-label), as the API's `categories`
 * field promises. Evidence is the full text, the lead sentence and short description (counted
 * double, since they state the violated requirement) and the cited CFR section. Returns the best
 * categories first, at most four, never none: with no evidence the CFR section's main subject,
 * else 'Quality System' (every 483 observation is at bottom a quality-system failure).
 */
export function categoriseObservation(input: CategoriseInput): CategoryAssignment[] {
  const text = normaliseObservationText(input.text ?? '');
  const lead = normaliseObservationText(
    [leadSentence(input.text ?? ''), input.shortDescription ?? ''].filter((s) => s.length > 0).join(' . '),
  );
  const raw = new Map<ObservationCategory, { score: number; evidence: Array<{ label: string; weight: number }> }>();
  const add = (category: ObservationCategory, label: string, weight: number): void => {
    const entry = raw.get(category) ?? { score: 0, evidence: [] };
    entry.score += weight;
    entry.evidence.push({ label, weight });
    raw.set(category, entry);
  };

  for (const rule of COMPILED) {
    const inText = countMatches(rule.regex, text);
    const inLead = lead.length > 0 ? countMatches(rule.regex, lead) : 0;
    if (inText === 0 && inLead === 0) continue;
    // Repetition is evidence of focus, with diminishing returns: 1×, 1.5× for 2–3 mentions, 2× for 4+.
    const repetition = inText >= 4 ? 2 : inText >= 2 ? 1.5 : inText >= 1 ? 1 : 0;
    const weight = rule.weight * repetition + (inLead > 0 ? rule.weight * (LEAD_MULTIPLIER - 1) : 0);
    add(rule.category, rule.label, weight);
  }

  const hints = cfrCategoryHints(input.cfr);
  if (hints) for (const hint of hints.hints) add(hint.category, `cfr:${hints.key}`, hint.weight);

  const ranked = [...raw.entries()]
    .map(([category, v]) => ({ category, raw: v.score, evidence: v.evidence }))
    .sort((a, b) => b.raw - a.raw || OBSERVATION_CATEGORIES.indexOf(a.category) - OBSERVATION_CATEGORIES.indexOf(b.category));

  const best = ranked[0]?.raw ?? 0;
  const chosen = ranked
    .filter((r) => r.raw >= THRESHOLD && (r.raw >= best * RELATIVE_THRESHOLD || r.raw >= STRONG_EVIDENCE))
    .slice(0, MAX_CATEGORIES);

  const toAssignment = (r: (typeof ranked)[number]): CategoryAssignment => ({
    category: r.category,
    score: toScore(r.raw),
    matched: [...r.evidence].sort((a, b) => b.weight - a.weight).map((e) => e.label),
  });

  if (chosen.length > 0) return chosen.map(toAssignment);
  const fallbackHint = hints ? [...hints.hints].sort((a, b) => b.weight - a.weight)[0] : undefined;
  if (fallbackHint) {
    const r = ranked.find((x) => x.category === fallbackHint.category);
    if (r) return [toAssignment(r)];
  }
  const top = ranked[0];
  if (top) return [toAssignment(top)];
  return [{ category: 'Quality System', score: 0, matched: [] }];
}

/** Convenience for storage and the API: just the category names, best first. */
export function observationCategories(input: CategoriseInput): ObservationCategory[] {
  return categoriseObservation(input).map((c) => c.category);
}
