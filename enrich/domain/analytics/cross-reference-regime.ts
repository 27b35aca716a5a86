import { productTypeOfCfrPart } from '../product-type-vocabulary.ts';
import { kgProductTypeOf } from './citation-rows.ts';

/**
 * Keeps a CFR reference's cross-references within the product regime the number was cited under.
 *
 * Why: most of the mirror's FDA guidance is written for devices (premarket submissions,
 * radiation-emitting products), and a drug CGMP citation shares words with much of it ("quality
 * control", "labeling", "sterility", "written procedures"). On the whole mirror, 21 CFR 211.192
 * was cross-referenced to X-ray performance standards and 211.165(a) to a laser quality-control
 * guide. A document written for devices only never explains a drug CGMP duty, nor the reverse.
 *
 * The regime of a citation comes from the Title 21 part it cites (Parts 210/211, 600–680 drug;
 * 800–898 device); for an FD&C Act number, from the product types of the inspections it was
 * cited in. The regime of a document from what its publisher and title say it is for; a document
 * naming both (combination products, "a Drug or Device Inspection") or neither has none, and is
 * never excluded.
 */

export type ProductRegime = 'drug' | 'device';

/** Words of a title that say the document is for devices (radiation-emitting products included). */
const DEVICE_TITLE =
  /\b(?:devices?|510\(k\)|premarket notification|premarket approval|PMA|IDE|in vitro diagnostics?|IVDs?|x-ray|radiation|lasers?|sunlamps?|mercury vapor lamps?|hearing aids?|ultrasound|electronic products?|notified bod(?:y|ies))\b/i;
/** Words of a title that say the document is for drugs or biologics. */
const DRUG_TITLE =
  /\b(?:drugs?|biologic(?:s|al)?|pharmaceuticals?|medicinal|vaccines?|active pharmaceutical|APIs?|compound(?:ing|ed)|outsourcing facilit(?:y|ies)|ANDAs?|NDAs?|BLAs?|blood|plasma|tissues?|cell(?:ular)? therap(?:y|ies))\b/i;

/** The regime of a rule document, or null when its publisher and title say neither or both. */
export function documentRegime(doc: { rule_id: string; title: string }): ProductRegime | null {
  // The Medical Device Coordination Group writes for devices; ICH quality and EU GMP for medicines.
  if (doc.rule_id.startsWith('eu-mdcg:')) return 'device';
  if (doc.rule_id.startsWith('ich-guideline:') || doc.rule_id.startsWith('eu-gmp:')) return 'drug';
  // "…Guidance for Industry and Food and Drug Administration Staff" names the agency, not drugs.
  const title = doc.title.replace(/\bFood and Drug Administration\b/gi, 'FDA');
  // A combination product is a drug and a device at once.
  if (/\bcombination products?\b/i.test(title)) return null;
  const device = DEVICE_TITLE.test(title);
  const drug = DRUG_TITLE.test(title);
  if (device === drug) return null;
  return device ? 'device' : 'drug';
}

/**
 * The regime of a cited number: its Title 21 part when it cites one, else the product types it
 * was cited under when they all agree; null when nothing decides.
 */
export function citationRegime(cfrSection: string | null, productTypes: Iterable<string>): ProductRegime | null {
  const part = cfrSection ? /^21\s*CFR\s*(\d+)/i.exec(cfrSection)?.[1] : undefined;
  if (part !== undefined) {
    const type = productTypeOfCfrPart(Number(part));
    return type === 'drug' || type === 'device' ? type : null;
  }
  const regimes = new Set<ProductRegime | null>();
  for (const productType of productTypes) regimes.add(regimeOfProductType(productType));
  const [only] = regimes;
  return regimes.size === 1 && only !== undefined ? only : null;
}

/** The regime of a product type (`drug`, `api`, `biologics` → drug; `device`, `medical_device` → device), else null. */
export function regimeOfProductType(productType: string | null | undefined): ProductRegime | null {
  const type = productType ? kgProductTypeOf(productType) : null;
  return type === 'drug' || type === 'api' ? 'drug' : type === 'device' ? 'device' : null;
}

/** True when a document may cross-reference a citation: same regime, or either has none. */
export function withinRegime(citation: ProductRegime | null, doc: { rule_id: string; title: string }): boolean {
  if (citation === null) return true;
  const regime = documentRegime(doc);
  return regime === null || regime === citation;
}
