import { parseCfr, withoutEditionMarker } from '../cfr.ts';
import { productTypeOfCfrPart } from '../product-type-vocabulary.ts';
import { kgProductTypeOf } from './citation-rows.ts';

/**
 * Keeps a CFR reference's cross-references (and an observation's rule documents) within the
 * regime the number was cited under: its product regime (drug or device) and its practice
 * (manufacturing, GMP, or clinical research, GCP).
 *
 * Why: most of the mirror's FDA guidance is written for devices (premarket submissions,
 * radiation-emitting products) or for clinical investigations, and a drug CGMP citation shares
 * words with much of it ("quality control", "labeling", "written procedures", "records"). On the
 * whole mirror, 21 CFR 211.192 was cross-referenced to X-ray performance standards, 211.165(a) to a
 * laser quality-control guide and 211.80(a) to IRB written procedures. A document written for
 * devices only never explains a drug CGMP duty, nor a clinical-investigation guidance a
 * manufacturing one (SPEC-DECISIONS 25 keeps the same line between E6(R3) and Q7).
 *
 * The regime of a citation comes from the Title 21 part it cites (product: Parts 210/211,
 * 600–680 drug, 800–898 device; practice: as the regulation maps' `regimeOfCfrPart`); for an FD&C
 * Act number, from the product types of the inspections it was cited in (product) and, for the
 * adulteration and compounding sections 501/503A/503B, GMP. The regime of a document comes from
 * what its publisher and title say it is for; a document naming both sides (combination products,
 * "a Drug or Device Inspection") or neither has none on that side, and is never excluded for it.
 */

export type ProductRegime = 'drug' | 'device';
export type Practice = 'gmp' | 'gcp';

/** What a cited number is about; null on a side nothing decides. */
export interface CitationRegime {
  product: ProductRegime | null;
  practice: Practice | null;
}

/** Words of a title that say the document is for devices (radiation-emitting products included). */
const DEVICE_TITLE =
  /\b(?:devices?|510\(k\)|premarket notification|premarket approval|PMA|IDE|in vitro diagnostics?|IVDs?|x-ray|radiation|lasers?|sunlamps?|mercury vapor lamps?|hearing aids?|ultrasound|electronic products?|notified bod(?:y|ies))\b/i;
/** Words of a title that say the document is for drugs or biologics. */
const DRUG_TITLE =
  /\b(?:drugs?|biologic(?:s|al)?|pharmaceuticals?|medicinal|vaccines?|active pharmaceutical|APIs?|compound(?:ing|ed)|outsourcing facilit(?:y|ies)|ANDAs?|NDAs?|BLAs?|blood|plasma|tissues?|cell(?:ular)? therap(?:y|ies))\b/i;
/** Words of a title that say the document is about clinical research. */
const GCP_TITLE =
  /\b(?:clinical (?:investigations?|investigators?|trials?|studies|study)|IRBs?|institutional review boards?|informed consent|bioresearch monitoring|good clinical practice|sponsors?|data monitoring committees?|electronic health records?)\b/i;
/** Words of a title that say the document is about manufacturing. */
const GMP_TITLE = /\b(?:manufactur\w*|CGMPs?|good manufacturing|process validation|quality systems?|aseptic|sterilization|compounding|outsourcing facilit(?:y|ies))\b/i;

/** "…Guidance for Industry and Food and Drug Administration Staff" names the agency, not drugs. */
const withoutAgencyName = (title: string) => title.replace(/\bFood and Drug Administration\b/gi, 'FDA');

/** One side decided by two word lists: the side whose words alone appear, else null. */
function sideOf<T>(title: string, first: { words: RegExp; side: T }, second: { words: RegExp; side: T }): T | null {
  const a = first.words.test(title);
  const b = second.words.test(title);
  if (a === b) return null;
  return a ? first.side : second.side;
}

/** The product regime of a rule document, or null when its publisher and title say neither or both. */
export function documentRegime(doc: { rule_id: string; title: string }): ProductRegime | null {
  // The Medical Device Coordination Group writes for devices; ICH and EU GMP for medicines.
  if (doc.rule_id.startsWith('eu-mdcg:')) return 'device';
  if (doc.rule_id.startsWith('ich-guideline:') || doc.rule_id.startsWith('eu-gmp:')) return 'drug';
  const title = withoutAgencyName(doc.title);
  // A combination product is a drug and a device at once.
  if (/\bcombination products?\b/i.test(title)) return null;
  return sideOf<ProductRegime>(title, { words: DEVICE_TITLE, side: 'device' }, { words: DRUG_TITLE, side: 'drug' });
}

/** The practice of a rule document: ICH E (efficacy) is clinical, ICH Q and EU GMP manufacturing, else its title. */
export function documentPractice(doc: { rule_id: string; title: string }): Practice | null {
  if (doc.rule_id.startsWith('ich-guideline:e')) return 'gcp';
  if (doc.rule_id.startsWith('ich-guideline:q') || doc.rule_id.startsWith('eu-gmp:')) return 'gmp';
  return sideOf<Practice>(withoutAgencyName(doc.title), { words: GCP_TITLE, side: 'gcp' }, { words: GMP_TITLE, side: 'gmp' });
}

/** The practice of a Title 21 part (the regulation maps' line, graph/knowledge/regulation-maps.schema.ts). */
export function practiceOfCfrPart(part: number): Practice | null {
  if (part === 210 || part === 211 || part === 820 || part === 111 || part === 117 || (part >= 600 && part <= 680)) return 'gmp';
  if (part === 11 || part === 50 || part === 56 || part === 312 || part === 812) return 'gcp';
  return null;
}

/** The practice every one of these CFR sections shares (`21 CFR 211.192`, …), else null. */
export function sharedPractice(cfrSections: readonly string[]): Practice | null {
  const practices = new Set(
    cfrSections.map((section) => {
      const part = cfrPartOf(section);
      return part === null ? null : practiceOfCfrPart(part);
    }),
  );
  const [only] = practices;
  return practices.size === 1 && only !== undefined ? only : null;
}

/** The product regime of a product type (`drug`, `api`, `biologics` → drug; `device`, `medical_device` → device), else null. */
export function regimeOfProductType(productType: string | null | undefined): ProductRegime | null {
  const type = productType ? kgProductTypeOf(productType) : null;
  return type === 'drug' || type === 'api' ? 'drug' : type === 'device' ? 'device' : null;
}

/** The Title 21 part of `21 CFR 211.192` (or of a taxonomy key `21 CFR 820.30 (QSR)`), or null. */
export function cfrPartOf(cfr: string | null): number | null {
  const parts = cfr ? parseCfr(withoutEditionMarker(cfr)) : null;
  return parts?.title === 21 ? parts.part : null;
}

/**
 * The regime of a cited number: its Title 21 part when it cites one; else the product types it
 * was cited under when they all agree, and GMP for FD&C Act 501 (adulteration) and 503A/503B
 * (compounding).
 */
export function citationRegime(actCfrNumber: string, cfrSection: string | null, productTypes: Iterable<string>): CitationRegime {
  const part = cfrPartOf(cfrSection);
  if (part !== null) {
    const type = productTypeOfCfrPart(part);
    return { product: type === 'drug' || type === 'device' ? type : null, practice: practiceOfCfrPart(part) };
  }
  const regimes = new Set<ProductRegime | null>();
  for (const productType of productTypes) regimes.add(regimeOfProductType(productType));
  const [only] = regimes;
  return { product: regimes.size === 1 && only !== undefined ? only : null, practice: /^(?:FDCA|FD&C Act)\s*50[13]/i.test(actCfrNumber) ? 'gmp' : null };
}

/** True when a document may be related to a citation: on each side, the same regime, or either has none. */
export function withinRegime(citation: CitationRegime, doc: { rule_id: string; title: string }): boolean {
  if (citation.product !== null) {
    const product = documentRegime(doc);
    if (product !== null && product !== citation.product) return false;
  }
  if (citation.practice !== null) {
    const practice = documentPractice(doc);
    if (practice !== null && practice !== citation.practice) return false;
  }
  return true;
}
