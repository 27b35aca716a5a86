/**
 * The graph id of the CFR or ICH section a requirement or validation rule cites, so the citation
 * can become an edge to the section's node. Citing documents name the text in words
 * (`21 CFR Part 312 Investigational New Drug Application`, `ICH E9 Statistical Principles…`) and the
 * section by its number, possibly down to a paragraph (`314.126(b)(2)`); the graph keys sections
 * as the connectors do (`21 CFR 314.126`, `ICH E9 2.3.2`), paragraphs folded into their section.
 *
 * Returns null for whole-document citations and for texts the graph does not hold as sections
 * (EU regulations, the FD&C Act, national ordinances).
 */
export function citedSectionId(reference: { document: string; section: string }): string | null {
  const ich = /^ICH ([EQMS]\d+[A-Z]?(?:\(R\d\))?)(?=\s|$)/.exec(reference.document);
  const cfr = /^21 CFR Part (\d+)\b/.exec(reference.document);
  if (ich) {
    return /^(?:[A-Z]\.)?\d+(?:\.\d+)*$/.test(reference.section) ? `ICH ${ich[1]} ${reference.section}` : null;
  }
  if (cfr) {
    const section = /^(\d+)\.(\d+)/.exec(reference.section);
    return section && section[1] === cfr[1] ? `21 CFR ${section[1]}.${section[2]}` : null;
  }
  return null;
}
