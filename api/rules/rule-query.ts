import { expandQuery } from '../../enrich/domain/query-expansion.ts';

/**
 * Query reading for rule search: abbreviations spelled out inline, then the content words the
 * ranking compares with titles and passages.
 *
 * The 483 expansion (enrich/domain/query-expansion.ts) knows the GMP and inspection acronyms (OOS,
 * CAPA, GMP, BIMO, UDI, PMA, MDR…); rule documents are also about clinical investigations, devices
 * and postmarket duties, whose acronyms a guidance spells out once and a reader types from memory
 * ("DMC charter", "PCCP for AI devices", "eIC"). Those are added here. Only the inline expansion is
 * used: the 483 synonyms and implied CFR sections describe inspection findings, not guidance
 * topics, and widened rule queries towards GMP documents.
 */
const RULE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  DMC: 'Data Monitoring Committee',
  DSMB: 'Data Safety Monitoring Board',
  IRB: 'Institutional Review Board',
  IEC: 'Independent Ethics Committee',
  eIC: 'electronic informed consent',
  ICF: 'informed consent form',
  PRO: 'patient-reported outcome',
  PROs: 'patient-reported outcomes',
  COA: 'clinical outcome assessment',
  RBM: 'risk-based monitoring',
  DCT: 'decentralized clinical trial',
  DCTs: 'decentralized clinical trials',
  DHT: 'digital health technology',
  DHTs: 'digital health technologies',
  EHR: 'electronic health record',
  RWE: 'real-world evidence',
  RWD: 'real-world data',
  SaMD: 'software as a medical device',
  MDSW: 'medical device software',
  PCCP: 'predetermined change control plan',
  AI: 'artificial intelligence',
  ML: 'machine learning',
  CDS: 'clinical decision support',
  OTS: 'off-the-shelf',
  CSA: 'computer software assurance',
  CSV: 'computer system validation',
  EMC: 'electromagnetic compatibility',
  CCI: 'container closure integrity',
  IVD: 'in vitro diagnostic',
  IVDs: 'in vitro diagnostics',
  CDx: 'companion diagnostic',
  NGS: 'next generation sequencing',
  IDE: 'investigational device exemption',
  HDE: 'humanitarian device exemption',
  HUD: 'humanitarian use device',
  SAE: 'serious adverse event',
  SAEs: 'serious adverse events',
  AE: 'adverse event',
  AEs: 'adverse events',
  SUSAR: 'suspected unexpected serious adverse reaction',
  PMCF: 'post-market clinical follow-up',
  PSUR: 'periodic safety update report',
  PMS: 'post-market surveillance',
  PRRC: 'person responsible for regulatory compliance',
  MDCG: 'Medical Device Coordination Group',
  IFU: 'instructions for use',
  PGx: 'pharmacogenomics',
  SE: 'substantial equivalence',
  EUA: 'emergency use authorization',
  HF: 'human factors',
  CMP: 'civil money penalties',
};

/** Tokens of up to three letters match only as written (case-sensitive): 'AE', 'SE' and 'ML' are common letter runs. */
function matches(token: string, key: string): boolean {
  const letters = key.replace(/[^A-Za-z]/g, '');
  return letters.length <= 3 ? token === key : token.toLowerCase() === key.toLowerCase();
}

export interface RuleQuery {
  /** What the caller typed. */
  original: string;
  /** The query with abbreviations spelled out inline ('DMC (Data Monitoring Committee) charter'). */
  text: string;
  /** Canonical abbreviations found, in order. */
  abbreviations: string[];
}

/** Reads a rule query: the 483 abbreviations, then the rule-document ones, spelled out inline. */
export function readRuleQuery(query: string): RuleQuery {
  const base = expandQuery(query);
  const found = [...base.abbreviations_found];
  const seen = new Set<string>();
  const text = (base.expanded_query ?? query).replace(/[A-Za-z][A-Za-z0-9]*/g, (token, offset: number, whole: string) => {
    const key = Object.keys(RULE_ABBREVIATIONS).find((candidate) => matches(token, candidate));
    if (!key) return token;
    const expansion = RULE_ABBREVIATIONS[key] as string;
    // Already spelled out by the caller or the 483 expansion ("DMC (Data Monitoring Committee)").
    if (expansion.toLowerCase() === token.toLowerCase() || whole.slice(offset + token.length).trimStart().startsWith('(')) return token;
    if (!seen.has(key)) {
      seen.add(key);
      found.push(key);
    }
    return `${token} (${expansion})`;
  });
  return { original: query, text, abbreviations: found };
}
