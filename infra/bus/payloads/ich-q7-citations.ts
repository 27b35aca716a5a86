/*
 * How the ICH Q7 Q&As cite the guideline: bracketed references in their text. Shared by the
 * ingest (the cited sections the Q&A parser reports) and the graph sink (the CITES edges from each
 * ingested Q&A to the Q7 sections), so both read a reference the same way.
 */

const REFERENCE = /\[([^\]]*)\]/g;
const Q7_SECTION = /^\d{1,2}(?:\.\d{1,3})?$/;

/**
 * The Q7 sections cited in a text's bracketed references: `[ICH Q7, Section 2.13]`,
 * `[ICH Q7, Sections 2.13, 2.22, and 11.12]`, `[ICH Q10, Section 2.7, ICH Q7, Sections 2.2, 3.3]`,
 * `[ICH Q7, Section 2.22(2)]` (the paragraph 2.22), `[ICH Q7, Sections 12.72 to 75]` (12.72 to
 * 12.75), `[ICH Q7, Section 20 – see Glossary …]`. Numbers after another guideline's name belong to
 * that guideline. A reference that runs over a line is read whole (the caller joins the lines).
 */
export function citedQ7Sections(text: string): string[] {
  const found: string[] = [];
  const add = (section: string) => {
    if (Q7_SECTION.test(section) && !found.includes(section)) found.push(section);
  };
  for (const match of text.replace(/\s+/g, ' ').matchAll(REFERENCE)) {
    // Each guideline's part of the reference runs from its name to the next guideline's name.
    for (const part of match[1]!.split(/(?=\bICH\s+[A-Z]\d)/)) {
      const head = /^ICH\s+Q7\b[,:]?\s*(?:Sections?\s+)?(.*)$/i.exec(part.trim());
      if (!head) continue;
      // Prose after the numbers ("– see Glossary for definition of …", "Table 1") is not a section.
      const numbers = head[1]!.split(/\s[–—-]\s|;/)[0]!.replace(/\bTable\s+\d+/gi, "");
      for (const range of numbers.matchAll(/(\d{1,2}\.\d{1,3}|\d{1,2})(?:\(\d+\))?(?:\s+to\s+(\d{1,3}(?:\.\d{1,3})?))?/g)) {
        const first = range[1]!;
        const last = range[2];
        if (!last) {
          add(first);
          continue;
        }
        const [chapter, from = ''] = first.split('.');
        const to = last.includes('.') ? last.split('.')[1]! : last;
        if (!chapter || from.length === 0 || to.length !== from.length || Number(to) < Number(from)) {
          add(first);
          continue;
        }
        for (let value = Number(from); value <= Number(to); value += 1) add(`${chapter}.${String(value).padStart(from.length, '0')}`);
      }
    }
  }
  return found;
}

/**
 * Q7 (2000) chapters without subsections, whose numbered paragraphs (`13.10` … `13.17`) sit
 * directly under the chapter: Change Control, Complaints and Recalls, Contract Manufacturers. Read
 * from the guideline's text; a test checks every Q&A citation against the ingested Q7 sections.
 */
const CHAPTERS_WITHOUT_SUBSECTIONS = new Set(['13', '15', '16']);

/**
 * The Q7 section whose text holds a cited number: Q7 numbers a subsection `12.7` and its
 * paragraphs `12.70` … `12.79` (a second decimal digit), so paragraph `12.76` is read in section
 * `12.7`, and paragraph `13.12` in chapter `13`, which has no subsections; a chapter (`20`) or
 * subsection is itself.
 */
export function q7SectionHolding(cited: string): string {
  if (!/^\d{1,2}\.\d{2}$/.test(cited)) return cited;
  const chapter = cited.split('.')[0]!;
  return CHAPTERS_WITHOUT_SUBSECTIONS.has(chapter) ? chapter : cited.slice(0, -1);
}
