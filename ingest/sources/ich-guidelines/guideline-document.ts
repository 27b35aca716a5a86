import { guideline, outlineProfile, readVersion, type GuidelineVersion } from './guidelines.ts';
import { markdownBodyLines } from './markdown-lines.ts';
import { parseOutline, type OutlineSection } from './outline.ts';
import { bodyStart, pageBodyLines } from './page-text.ts';
import type { IchSectionBody } from './record.ts';

/** A guideline read into sections, with the version its title page states. */
export interface GuidelineDocument extends GuidelineVersion {
  code: string;
  sections: OutlineSection[];
}

/**
 * Reads a guideline from its PDF text (pdftotext or pdf.js): pages cleaned, title pages and
 * contents cut, sections outlined with the numbering of its edition. Throws when no section is
 * found (not a guideline, or text extraction failed), so the caller dead-letters the file.
 */
export function parseGuidelineText(text: string, code: string): GuidelineDocument {
  if (text.trim() === '') throw new Error('empty file');
  const lines = pageBodyLines(text);
  const start = bodyStart(lines);
  const version = readVersion(lines.slice(0, Math.max(start, 1)).map((line) => line.text).join('\n'));
  const sections = parseOutline(lines.slice(start), outlineProfile(code, version.publisher));
  if (sections.length === 0) throw new Error(`no numbered sections found in the ${code} text`);
  return { code, ...version, sections };
}

/**
 * Reads a guideline transcribed to markdown, one file per part, in file-name order. The version
 * comes from the transcriber's source note (`…E6(R3), Final version, Adopted on 06 January 2025`)
 * unless the caller has the title page of the PDF text.
 */
export function parseGuidelineMarkdown(files: ReadonlyArray<{ name: string; text: string }>, code: string, version?: GuidelineVersion): GuidelineDocument {
  const ordered = [...files].sort((a, b) => a.name.localeCompare(b.name));
  const lines = ordered.flatMap((file) => markdownBodyLines(file.text, file.name));
  const stated = version ?? readVersion(ordered[0]?.text.split('\n').slice(0, 6).join('\n') ?? '');
  const sections = parseOutline(lines, outlineProfile(code, stated.publisher));
  if (sections.length === 0) throw new Error(`no numbered sections found in the ${code} markdown`);
  return { code, ...stated, sections };
}

/**
 * The record id: `ICH <code> <section number>` (`ICH Q10 3.2.1`, `ICH E6(R3) 3.10.1`, `ICH Q9
 * Annex I`), from the guideline's own numbering, so the text, markdown and PDF renderings of a
 * section share it, and FDA's edition of Q8(R2) (which gives the ICH numbers) shares ICH's ids.
 */
export function ichRecordId(code: string, sectionNumber: string): string {
  return `ICH ${code} ${sectionNumber}`;
}

/**
 * The record body of one section: the guideline's catalogue title and ich.org URL, the version
 * its title page states, and the section's place in the outline (parent, depth).
 */
export function ichSectionBody(
  document: GuidelineDocument,
  section: OutlineSection,
  options: { format: IchSectionBody['source_format']; sourceFile: string | null },
): IchSectionBody {
  const known = guideline(document.code);
  return {
    guideline_code: document.code,
    guideline_title: known?.title ?? document.code,
    publisher: document.publisher,
    version: document.version,
    step: document.step,
    guideline_date: document.date,
    section_number: section.number,
    title: section.title,
    text: section.text,
    parent_section_number: section.parent,
    depth: section.depth,
    source_format: options.format,
    source_file: section.source ?? options.sourceFile,
    source_url: known?.url ?? 'https://www.ich.org/page/ich-guidelines',
  };
}
