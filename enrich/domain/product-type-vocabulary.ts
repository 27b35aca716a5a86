/**
 * The evidence `inferProductType` reads, beyond document 3's own keyword lists (which stay the
 * first and full-weight evidence): the vocabulary quality reports actually use for each product
 * class, and the Title 21 parts a report names.
 *
 * Why: the spec's lists are four or five words per class ("medical device", "implant",
 * "diagnostic"); operator reports rarely say them. A device report says "catheter", "DHR", "design
 * verification"; a food report "Listeria", "allergen", "ready-to-eat", "cookies"; an API report
 * "drug substance", "reactor", "mother liquor". With only the spec's words, device, food and API
 * reports were taken for drugs (the default) about nine times in ten. The terms below are the
 * ordinary words of each regulated field (what Parts 820, 117, 111 and ICH Q7 regulate), written
 * from those texts and checked on the development sets, never on a held-out set.
 *
 * Weights: 1 for a word that names the product class or a thing only that class has; 0.5 for a
 * word that leans towards the class but turns up elsewhere ("needle", "frozen"). A biologic is
 * held to the drug regulations (Parts 210/211 with 600–680), so biologics vocabulary is `drug`
 * evidence, weighted 1.5 so that "monoclonal antibody drug substance" is not taken for an API.
 */

/** The product classes inferred (the classifier's, `supplement` included). */
export type VocabularyProductType = 'drug' | 'food' | 'device' | 'api' | 'supplement';

/** One phrase (matched case-insensitively on stemmed words) and its weight. */
export interface VocabularyTerm {
  phrase: string;
  weight: number;
}

const strong = (...phrases: string[]): VocabularyTerm[] => phrases.map((phrase) => ({ phrase, weight: 1 }));
const weak = (...phrases: string[]): VocabularyTerm[] => phrases.map((phrase) => ({ phrase, weight: 0.5 }));
const biologic = (...phrases: string[]): VocabularyTerm[] => phrases.map((phrase) => ({ phrase, weight: 1.5 }));

export const PRODUCT_TYPE_VOCABULARY: Readonly<Record<VocabularyProductType, readonly VocabularyTerm[]>> = {
  device: [
    ...strong('device', 'devices', 'implantable', 'in vitro diagnostic', 'catheter', 'stent', 'pacemaker', 'defibrillator', 'infusion pump', 'insulin pump'),
    ...strong('glucose meter', 'blood glucose meter', 'glucometer', 'ventilator', 'surgical instrument', 'orthopedic', 'orthopaedic', 'prosthesis', 'prosthetic', 'contact lens'),
    ...strong('endoscope', 'hearing aid', 'test strip', 'analyzer', 'electrode', 'ecg', 'ekg', 'blood pressure monitor', 'wound dressing', 'surgical drape', 'surgical glove'),
    ...strong('device history record', 'device master record', 'design history file', 'design input', 'design output', 'design verification', 'design validation'),
    ...strong('design review', 'design transfer', 'design change', 'instructions for use', 'unique device identifier', 'medical device report', 'sterile barrier'),
    ...strong('iso 13485', 'iso 14971', 'firmware', 'syringe barrel', 'wearable', 'biopsy', 'injection moulding', 'injection molding', 'risk management file', 'usability'),
    ...strong('stapler', 'servicing report', 'design control', 'finished device', 'biocompatibility', 'infusion set', 'pulse oximeter'),
    ...strong('ultrasound', 'dental', 'surgical mask', 'wheelchair', 'condom', 'spinal implant', 'bone screw', 'surgical kit', 'convenience kit', 'procedure kit'),
    ...weak('needle', 'housing', 'connector', 'assembler', 'assembly', 'circuit board', 'ethylene oxide', 'nonconforming product', 'nonconformance', 'software'),
    ...weak('traveler', 'crimp', 'contract sterilizer', 'tubing', 'service data', 'surgical'),
  ],
  food: [
    ...strong('haccp', 'food safety plan', 'preventive control', 'pcqi', 'listeria', 'ready to eat', 'cross contact', 'bakery', 'bread', 'cookie', 'cracker'),
    ...strong('chocolate', 'candy', 'confectionery', 'flour', 'peanut', 'tree nut', 'sesame', 'gluten', 'dairy', 'cheese', 'yogurt', 'ice cream', 'meat', 'deli'),
    ...strong('chicken', 'poultry', 'beef', 'pork', 'seafood', 'fish', 'shrimp', 'shellfish', 'oyster', 'juice', 'cereal', 'snack', 'sauce', 'salsa', 'soup'),
    ...strong('spice', 'seasoning', 'pasta', 'vegetable', 'fruit', 'lettuce', 'salad', 'sandwich', 'infant formula', 'bottled water', 'acidified', 'low acid'),
    ...strong('canned food', 'retort', 'pasteurizer', 'pasteurization', 'kitchen', 'restaurant', 'recipe', 'fsma', 'undeclared', 'yoghurt', 'almond', 'aflatoxin', 'brix'),
    ...strong('food contact surface', 'critical control point', 'foodborne', 'scheduled process', 'sprout'),
    ...weak('salmonella', 'milk', 'egg', 'soy', 'wheat', 'frozen', 'walk in cooler', 'cooler', 'cooking', 'fryer', 'oven', 'sanitation', 'produce wash', 'silo', 'sugar', 'vegan'),
  ],
  api: [
    ...strong('drug substance', 'bulk drug substance', 'starting material', 'key starting material', 'mother liquor', 'crystallization', 'crystallizer'),
    ...strong('reactor', 'solvent recovery', 'recovered solvent', 'residual solvent', 'ich q7', 'retest date', 'chemical synthesis', 'synthesis step', 'polymorph'),
    ...strong('wet cake', 'drug master file', 'regulatory starting material', 'hydrogenation', 'crude product', 'isolated intermediate'),
    ...weak('intermediate', 'campaign', 'fermentation', 'impurity profile', 'drum', 'filter dryer', 'centrifuge'),
  ],
  supplement: [
    ...strong('supplement', 'botanical', 'gummy', 'gummies', 'probiotic', 'protein powder', 'multivitamin', 'fish oil', 'omega 3', 'dietary ingredient'),
    ...strong('master manufacturing record', 'supplement facts', 'nutraceutical', 'ashwagandha', 'turmeric', 'echinacea', 'ginseng', 'elderberry', 'melatonin', 'collagen'),
    ...strong('creatine', 'kratom', 'green tea extract', 'herb', 'herbs'),
    ...weak('softgel', 'root powder', 'leaf powder', 'extract powder'),
  ],
  drug: [
    ...strong('drug product', 'finished drug', 'finished pharmaceutical', 'injection', 'vial', 'ampoule', 'ampule', 'lyophilized', 'lyophilizer', 'aseptic', 'aseptically'),
    ...strong('media fill', 'sterile drug', 'ophthalmic', 'ointment', 'oral solution', 'oral suspension', 'filling needle', 'tablet press', 'blister', 'granulation', 'granulator'),
    ...strong('dissolution', 'content uniformity', 'anda', 'nda', 'otc', 'compounding', 'compounded', 'outsourcing facility', '503b', 'dosage form', 'prescription'),
    ...strong('excipient', 'excipients', 'batch manufacturing record', 'master batch record'),
    ...weak('cream', 'suspension', 'syrup', 'coater', 'coating pan', 'compression', 'potency', 'wfi', 'grade a', 'dispensing'),
    ...biologic('biologic', 'biologics', 'biological product', 'vaccine', 'monoclonal antibody', 'antibody', 'plasma', 'blood product', 'blood component'),
    ...biologic('cell bank', 'cell therapy', 'gene therapy', 'fractionation', 'bla'),
  ],
};

/** Abbreviations matched as written (upper case), so "api" inside a word or "Api" in prose is not evidence. */
export const PRODUCT_TYPE_ABBREVIATIONS: Readonly<Record<VocabularyProductType, readonly string[]>> = {
  device: ['DHR', 'DMR', 'DHF', 'UDI', 'IFU', 'MDR', 'QSR', 'QMSR', '510(k)', 'PMA', 'IVD', 'NCMR'],
  food: ['RTE', 'FSVP', 'BRC', 'CCP', 'SSOP'],
  api: ['API', 'APIs', 'KSM', 'DMF', 'RSM'],
  supplement: [],
  drug: ['BMR', 'MBR'],
};

/** Weight of a Title 21 part named in the text ("21 CFR 820.30", "Part 117", "211.192"): the strongest evidence. */
export const CFR_PART_WEIGHT = 2;

/** Title 21 parts that belong to one product class. */
export function productTypeOfCfrPart(part: number): VocabularyProductType | null {
  if (part === 210 || part === 211 || (part >= 600 && part <= 680) || part === 1271 || part === 314 || part === 312) return 'drug';
  if (part === 111) return 'supplement';
  if (part === 101 || (part >= 106 && part <= 129)) return 'food';
  if (part >= 800 && part <= 898) return 'device';
  return null;
}

/**
 * A measurement's unit after a number ("119.2 °C", "121.1 degrees", "250.5 mg", "101.3 kPa"): a
 * bare decimal followed by one is a reading, not a section of Title 21.
 */
const UNIT_AFTER = String.raw`(?!\s*(?:°|º|%|‰|(?:degrees?|deg|mg|kg|g|mL|ml|L|l|µg|ug|ppm|ppb|rpm|psi|psig|bar|mbar|kPa|Pa|mm|cm|nm|µm|um|min|sec|s|h|hr|hrs|K|F|C|CFU|cfu|EU|IU)\b))`;

/**
 * The Title 21 parts a text names: "21 CFR 211.192", "21 CFR Part 117", "part 820", or a bare
 * section number of a known part ("211.192", "820.30"); a bare number needs a section after the
 * dot so that "117 units" or "0.9%" is not a part, and no unit after it ("119.2 °C" is a temperature).
 */
export function cfrPartsNamed(text: string): Array<{ part: number; text: string }> {
  const found: Array<{ part: number; text: string }> = [];
  const patterns = [/\b21\s*C\.?F\.?R\.?\s*(?:part\s*)?(\d{1,4})\b/dgi, /\bpart\s+(\d{3,4})\b/dgi, new RegExp(String.raw`(?<![\d.])(\d{3,4})\.\d{1,4}\b` + UNIT_AFTER, 'dg')];
  // Where each part number starts: "21 CFR 211.192" is one naming of Part 211, not two.
  const seen = new Set<number>();
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const digitsAt = match.indices?.[1]?.[0] ?? match.index;
      if (seen.has(digitsAt)) continue;
      seen.add(digitsAt);
      const part = Number(match[1]);
      if (productTypeOfCfrPart(part) !== null) found.push({ part, text: match[0] });
    }
  }
  return found;
}

/**
 * The Title 21 sections a text names, at section level, in order, once each: "21 CFR 211.113(b)"
 * and "§ 820.198(a)" name 21 CFR 211.113 and 21 CFR 820.198. A bare number counts only for a part
 * of a product class (211.192, 820.30), and never before a unit ("121.1 °C"); "21 CFR" before it
 * admits any part (21 CFR 11.10).
 */
export function cfrSectionsNamed(text: string): string[] {
  const found: string[] = [];
  const pattern = new RegExp(String.raw`(?<![\d.])(21\s*C\.?F\.?R\.?\s*(?:§+\s*)?|§+\s*)?(\d{1,4})\.(\d{1,4})\b` + UNIT_AFTER, 'gi');
  for (const match of text.matchAll(pattern)) {
    const part = Number(match[2]);
    if (match[1] === undefined && productTypeOfCfrPart(part) === null) continue;
    const section = `21 CFR ${part}.${match[3]}`;
    if (!found.includes(section)) found.push(section);
  }
  return found;
}
