import { parseSourceDate } from '../../formats/dates.ts';
import type { OutlineProfile } from './outline.ts';

/** What the connector knows of one guideline before reading it. */
export interface Guideline {
  /** ICH code as ICH writes it: `Q10`, `E6(R3)`, `Q9(R1)`. */
  code: string;
  title: string;
  /** The PDF on ich.org (ICH's own edition), or the page listing it. */
  url: string;
}

/** ICH's public pages listing each family's guidelines with links to their PDFs. */
export const ICH_GUIDELINE_PAGES = {
  Q: 'https://www.ich.org/page/quality-guidelines',
  E: 'https://www.ich.org/page/efficacy-guidelines',
  S: 'https://www.ich.org/page/safety-guidelines',
  M: 'https://www.ich.org/page/multidisciplinary-guidelines',
} as const;

/** The ich.org page that lists a guideline (by the letter of its code), where its PDF link is re-read when the PDF moves. */
export function guidelinePage(code: string): string | null {
  return ICH_GUIDELINE_PAGES[code.charAt(0) as keyof typeof ICH_GUIDELINE_PAGES] ?? null;
}

const ICH_FILES = 'https://database.ich.org/sites/default/files';

/**
 * The guidelines the connector knows, with their ich.org PDFs. Q9 (2005) is the original text the
 * mirror holds; ICH now publishes only Q9(R1), a different code and so a different set of ids.
 */
export const GUIDELINES: readonly Guideline[] = [
  { code: 'E6(R3)', title: 'Guideline for Good Clinical Practice', url: `${ICH_FILES}/ICH_E6%28R3%29_Step4_FinalGuideline_2025_0106.pdf` },
  { code: 'Q5E', title: 'Comparability of Biotechnological/Biological Products Subject to Changes in their Manufacturing Process', url: `${ICH_FILES}/Q5E%20Guideline.pdf` },
  { code: 'Q7', title: 'Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients', url: `${ICH_FILES}/Q7%20Guideline.pdf` },
  { code: 'Q8(R2)', title: 'Pharmaceutical Development', url: `${ICH_FILES}/Q8%28R2%29%20Guideline.pdf` },
  // No ich.org PDF of the 2005 text remains: the Quality guidelines page is its public home.
  { code: 'Q9', title: 'Quality Risk Management', url: 'https://www.ich.org/page/quality-guidelines' },
  { code: 'Q9(R1)', title: 'Quality Risk Management', url: `${ICH_FILES}/ICH_Q9%28R1%29_Guideline_Step4_2023_0126_0.pdf` },
  { code: 'Q10', title: 'Pharmaceutical Quality System', url: `${ICH_FILES}/Q10%20Guideline.pdf` },
  { code: 'Q11', title: 'Development and Manufacture of Drug Substances (Chemical Entities and Biotechnological/Biological Entities)', url: `${ICH_FILES}/Q11%20Guideline.pdf` },
];

/** Guidelines fetched live by default: those in force (Q9(R1), not Q9) the product cites. */
export const LIVE_GUIDELINES: readonly string[] = ['Q7', 'Q9(R1)', 'Q10', 'E6(R3)', 'Q8(R2)', 'Q11', 'Q5E'];

/** The catalogue entry of a guideline code, for its title and ich.org URL. */
export function guideline(code: string): Guideline | undefined {
  return GUIDELINES.find((entry) => entry.code === code);
}

/**
 * The guideline a mirror file holds, from its name (`ICH_Q10_Step4_2008.txt`,
 * `FDA_Guidance_ICH_Q8R2_…`, `E6R3_markdown_sections`). Revision suffixes are matched first so
 * `Q9R1` is not read as Q9.
 */
export function codeFromFileName(name: string): string | null {
  const upper = name.toUpperCase();
  const rules: Array<[RegExp, string]> = [
    [/E6[_(-]?R3\)?/, 'E6(R3)'],
    [/Q8[_(-]?R2\)?/, 'Q8(R2)'],
    [/Q9[_(-]?R1\)?/, 'Q9(R1)'],
    [/(?:^|[^A-Z0-9])Q10(?![0-9])/, 'Q10'],
    [/(?:^|[^A-Z0-9])Q11(?![0-9])/, 'Q11'],
    [/(?:^|[^A-Z0-9])Q5E(?![0-9A-Z])/, 'Q5E'],
    [/(?:^|[^A-Z0-9])Q9(?![0-9])/, 'Q9'],
    [/(?:^|[^A-Z0-9])Q7(?![0-9])/, 'Q7'],
  ];
  return rules.find(([pattern]) => pattern.test(upper))?.[1] ?? null;
}

/**
 * How the edition at hand numbers its sections. FDA republishes ICH guidelines as guidance with
 * its own roman/letter numbering and the ICH numbers in parentheses; its Q8(R2) and ICH's also
 * split off the annex, whose numbering restarts (`Annex 2.4`). E6(R3) restarts its numbering in
 * Annex 1 after the principles, so the principles are `II.1`…`II.11`.
 */
export function outlineProfile(code: string, publisher: 'ICH' | 'FDA'): OutlineProfile {
  const annexScope = { pattern: /^(?:PART II:?\s*)?PHARMACEUTICAL DEVELOPMENT\s*[—–-]+\s*ANNEX$/i, number: 'Annex', title: 'Pharmaceutical Development — Annex' };
  if (code === 'E6(R3)') return { romanDivisions: true, prefixedDivisions: ['II'] };
  if (code === 'Q8(R2)') return publisher === 'FDA' ? { parentheticalNumbers: true, scopes: [annexScope] } : { scopes: [annexScope] };
  return publisher === 'FDA' ? { parentheticalNumbers: true } : {};
}

/** Version, step and date as the title page states them. */
export interface GuidelineVersion {
  publisher: 'ICH' | 'FDA';
  version: string | null;
  step: number | null;
  date: string | null;
}

/**
 * Reads the title page: `Current Step 4 version dated 4 June 2008`, `Final version Adopted on
 * 06 January 2025`, or FDA's `Guidance for Industry … November 2009` (a month without a day
 * gives no date rather than a guessed one).
 */
export function readVersion(frontMatter: string): GuidelineVersion {
  const flat = frontMatter.replace(/\s+/g, ' ');
  const publisher = /Guidance for Industry|Food and Drug Administration/i.test(flat) && !/ICH HARMONISED/i.test(flat) ? 'FDA' : 'ICH';
  const dated = /(?:dated|Adopted on|version of)\s+(\d{1,2}\s+[A-Z][a-z]+\s+\d{4})/.exec(flat);
  const step = /Step\s+(\d)/i.exec(flat);
  if (publisher === 'FDA') {
    const month = /\b((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4})\b/.exec(flat);
    const revision = /Revision\s+(\d+)/i.exec(flat);
    return { publisher, version: `FDA guidance${month ? `, ${month[1]}` : ''}${revision ? ` (ICH revision ${revision[1]})` : ''}`, step: null, date: null };
  }
  const final = /Final version/i.test(flat);
  return {
    publisher,
    version: step ? `Step ${step[1]}${final ? ' (final version)' : ''}` : final ? 'Final version' : null,
    step: step ? Number(step[1]) : null,
    date: dated ? parseSourceDate(dated[1]!) : null,
  };
}
