/**
 * The ICH Q7 Q&As (Q7 Implementation Working Group, Step 4, 10 June 2015) read from a layout text
 * of the PDF: one entry per Q&A with its number, question, answer and the Q7 sections it cites
 * (`citedQ7Sections`, shared with the graph sink, which links each ingested Q&A to those sections).
 *
 * The document is a table per Q7 chapter: `#` (the Q&A number, printed once per row at the row's
 * vertical middle), the date of approval, `Questions` and `Answers` side by side. A layout text
 * keeps the two columns on shared lines, so each line is cut into its question part and its
 * answer part. Two layouts are read (`TextLayout`):
 *
 * - `positioned` (the project's pdf.js rendering, `pdfToText`): every run stands at its x position
 *   and columns are two or more spaces apart, so the cut is the first wide gap at the answer
 *   column. Exact: all 55 Q&As of the 2015 PDF match a reading from the PDF's raw positions.
 * - `pdftotext` (`pdftotext -layout`, the mirror's `.txt`): columns move from page to page, so
 *   they are measured per page (the question column is where most lines start, the answer column
 *   where most answer-only lines start). Where two or more spaces stand before the answer near its
 *   column, the cut is there. A line ending short of the answer column is all question; a
 *   justified question line (wide gaps between its words) ends at its last wide gap's word. Where
 *   pdftotext packed a full question line and a full answer line one space apart, the cut is
 *   estimated: before the answer's first word (a capital) on a row's first line, else at the last
 *   word boundary where the question part still fits the column's printed width (`printedWidth`,
 *   Times metrics). Some packed lines stay ambiguous: 48 of the 55 Q&As come out word for word.
 *
 * In both, a row starts where a question starts: cells are top-aligned and every question ends
 * with `?`, so question text after a finished question opens the next row; answer lines belong to
 * the row open at their line, and the number line inside the row names it. Page furniture
 * (running header `Dated : 10 June 2015`, `Q7 Q&As`, page numbers) is skipped and a row carries
 * on across a page break. Paragraphs: a blank answer line in the pdftotext layout; in the
 * positioned one (which keeps no blank lines) a short answer line closing a sentence.
 *
 * Pure: text in, entries out. The Annex (a rotated matrix of Q&As against Q7 chapters) is not
 * read: the same links are in the answers' own `[ICH Q7, Section …]` references.
 */

import { citedQ7Sections } from '../../../infra/bus/payloads/ich-q7-citations.ts';
import type { RuleDocumentChunk } from '../rule-documents/record.ts';
import type { IchSectionBody } from './record.ts';

/** One Q&A as the document states it. */
export interface Q7QuestionAndAnswer {
  /** `2.1`: Q7 chapter, then the Q&A's position in it (not a Q7 section number). */
  number: string;
  /** The Q7 chapter the Q&A sits under (`2`) and its heading as printed (`QUALITY MANAGEMENT`). */
  chapter: string;
  chapter_title: string;
  /** The `Date of Approval` column (`June 2015`). */
  approval: string;
  question: string;
  /** Paragraphs separated by a blank line. */
  answer: string;
  /**
   * The Q7 sections the question and answer cite in `[ICH Q7, Section …]` references, as written
   * (`2.22`, `12.7`, `20`; a range `12.72 to 75` spelled out), in document order, each once.
   */
  cited_q7_sections: string[];
}

/** The parse of a whole document, with what could not be read (a row without number or answer). */
export interface Q7QuestionsAndAnswersParse {
  entries: Q7QuestionAndAnswer[];
  problems: string[];
}

/** One line of the table after the column cut. */
export type TableLine =
  | { kind: 'chapter'; number: string; title: string }
  | { kind: 'page-break' }
  | {
      kind: 'cells';
      number: string | null;
      approval: string | null;
      question: string;
      answer: string;
      /** The line is vertical space in the answer column (blank, or only the row number): a paragraph break. */
      gap: boolean;
      /** The answer's paragraph ends on this line (a short line closing a sentence), where the layout keeps no blank lines. */
      paragraphEnd: boolean;
    };

const CHAPTER = /^\s{0,15}(\d{1,2})\.\s{2,}(\S.*?)\s*$/;
const TOC_LEADER = /\.{5,}/;
const ROW_NUMBER = /^(\s*)(\d{1,2}\.\d{1,2})(\s+)((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4})/;
const RUNNING_HEADER = /^\s*(?:Dated\s*:\s*\d{1,2}\s+\w+\s+\d{4}|Q7 Q&As|[ivx]+|\d{1,3})\s*$/;
const TABLE_HEADER = /^\s*(?:Date of|Approval|#\s+Questions\s+Answers)\s*$/;
const ANNEX = /^\s*21\.\s+ANNEX\b/i;
const QUESTION_END = /\?[’'”"]?$/;

/**
 * Advance widths of Times Roman (the Q&As are set in Times New Roman, whose metrics match), in
 * 1/1000 em, from Adobe's core-font metrics: what decides whether a word still fits a column.
 */
const TIMES_WIDTHS: Readonly<Record<string, number>> = {
  ' ': 250, '!': 333, '"': 408, '#': 500, $: 500, '%': 833, '&': 778, "'": 180, '(': 333, ')': 333, '*': 500, '+': 564, ',': 250, '-': 333, '.': 250, '/': 278,
  ':': 278, ';': 278, '<': 564, '=': 564, '>': 564, '?': 444, '@': 921, '[': 333, '\\': 278, ']': 333, _: 500, '|': 200,
  A: 722, B: 667, C: 667, D: 722, E: 611, F: 556, G: 722, H: 722, I: 333, J: 389, K: 722, L: 611, M: 889, N: 722, O: 722, P: 556, Q: 722, R: 667, S: 556, T: 611, U: 722, V: 722, W: 944, X: 722, Y: 722, Z: 611,
  a: 444, b: 500, c: 444, d: 500, e: 444, f: 333, g: 500, h: 500, i: 278, j: 278, k: 500, l: 278, m: 778, n: 500, o: 500, p: 500, q: 500, r: 333, s: 389, t: 278, u: 500, v: 500, w: 722, x: 500, y: 500, z: 444,
  '‘': 333, '’': 333, '“': 444, '”': 444, '–': 500, '—': 1000, '…': 1000,
};

/** Printed width of a string in 1/1000 em of Times Roman (digits 500; an unknown character as a lower-case letter). */
export function printedWidth(text: string): number {
  let width = 0;
  for (const char of text) width += TIMES_WIDTHS[char] ?? (/[0-9]/.test(char) ? 500 : 480);
  return width;
}

/**
 * The question column's printed width in 1/1000 em: 163 pt of 11.04 pt type in the 2015 PDF (the
 * widest justified question lines), plus 3 %: the embedded face sets a little narrower than these
 * metrics and justified lines squeeze their spaces (3 % cut the most rows right on the 2015 text).
 */
export const QUESTION_COLUMN_WIDTH = Math.round((163 / 11.04) * 1000 * 1.03);

interface Word {
  text: string;
  start: number;
  /** Spaces before the word on its line. */
  gap: number;
}

function wordsOf(line: string): Word[] {
  const words: Word[] = [];
  let end = 0;
  for (const match of line.matchAll(/\S+/g)) {
    words.push({ text: match[0], start: match.index, gap: match.index - end });
    end = match.index + match[0].length;
  }
  return words;
}

function mostCommon(values: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? null;
}

const startOf = (line: string) => line.search(/\S/);

/**
 * Question and answer columns of one page's table lines (number prefixes already blanked): where
 * most lines start, and where most lines holding only answer text start.
 */
function pageColumns(lines: readonly string[]): { question: number; answer: number } | null {
  const starts = lines.filter((line) => line.trim().length > 0).map(startOf);
  const question = mostCommon(starts.filter((start) => start >= 10 && start <= 40));
  if (question === null) return null;
  const answer = mostCommon(starts.filter((start) => start > question + 15));
  return { question, answer: answer ?? question + 38 };
}

/** Index of the first answer word where pdftotext left a wide gap before it near the answer column, else null. */
function certainCut(words: readonly Word[], columns: { question: number; answer: number }): number | null {
  for (let index = 1; index < words.length; index += 1) {
    const word = words[index]!;
    if (word.gap >= 2 && word.start >= columns.answer - 8 && printedWidth(joinWords(words.slice(0, index))) <= QUESTION_COLUMN_WIDTH) return index;
  }
  return null;
}

const joinWords = (part: readonly Word[]) => part.map((word) => word.text).join(' ');

/**
 * Cuts one line that starts in the question column into its question and answer parts, in the
 * order of the rules in the module comment: the positioned layout at its wide gap; pdftotext at a
 * wide gap near the answer column, else all question when the line stops short of the answer
 * column, else after a justified question's last word, else (cells packed one space apart)
 * before the answer's opening capital on a row's first line, after the question's closing `?`, or
 * at the last word boundary where the question part still fits the column's printed width.
 */
function cutLine(line: string, columns: { question: number; answer: number }, opensRow: boolean, layout: TextLayout): { question: string; answer: string } {
  const words = wordsOf(line);
  if (layout === 'positioned') {
    // Cells are never packed: the answer is the first word after a wide gap at the answer column.
    const cut = words.findIndex((word, index) => index > 0 && word.gap >= 2 && word.start >= columns.answer);
    return cut < 0 ? { question: joinWords(words), answer: '' } : { question: joinWords(words.slice(0, cut)), answer: joinWords(words.slice(cut)) };
  }
  const certain = certainCut(words, columns);
  if (certain !== null) return { question: joinWords(words.slice(0, certain)), answer: joinWords(words.slice(certain)) };
  const last = words.at(-1)!;
  // A line ending short of the answer column's first words holds no answer: answer lines run on to the margin.
  if (last.start < columns.answer - 8 || last.start + last.text.length < columns.answer + 12) return { question: joinWords(words), answer: '' };
  // A justified question line (wide gaps between its words) ends at its last wide gap's word.
  const justified = words.map((word, index) => (index > 0 && word.gap >= 2 && word.start < columns.answer - 8 ? index : -1)).filter((index) => index > 0);
  if (justified.length >= 2 && justified.at(-1)! + 1 < words.length) {
    const cut = justified.at(-1)! + 1;
    if (printedWidth(joinWords(words.slice(0, cut))) <= QUESTION_COLUMN_WIDTH) return { question: joinWords(words.slice(0, cut)), answer: joinWords(words.slice(cut)) };
  }
  if (opensRow) {
    // The first line of a row holds the answer's first words, which open a sentence ("Yes.",
    // "The …", "[ICH Q7 …"): the cut goes before the first such word once the question part is
    // near a full line.
    for (let index = 1; index < words.length; index += 1) {
      const width = printedWidth(joinWords(words.slice(0, index)));
      if (width > QUESTION_COLUMN_WIDTH) break;
      if (width >= 0.75 * QUESTION_COLUMN_WIDTH && /^[A-Z[‘]/.test(words[index]!.text)) return { question: joinWords(words.slice(0, index)), answer: joinWords(words.slice(index)) };
    }
  }
  let cut = 1;
  for (let index = 1; index < words.length; index += 1) {
    if (printedWidth(joinWords(words.slice(0, index))) > QUESTION_COLUMN_WIDTH) break;
    cut = index;
    if (QUESTION_END.test(words[index - 1]!.text)) break;
  }
  return { question: joinWords(words.slice(0, cut)), answer: joinWords(words.slice(cut)) };
}

/**
 * How the text was laid out: `pdftotext` (`pdftotext -layout`, which packs two full cells one
 * space apart where the line is crowded) or `positioned` (the project's pdf.js rendering,
 * `pdfToText`, which places every run at its x position and keeps columns two or more spaces
 * apart, so the answer column is exact).
 */
export type TextLayout = 'pdftotext' | 'positioned';

/** The table lines of the document: chapter headings, page breaks and the cells of each line. */
export function tableLines(text: string, layout: TextLayout = 'pdftotext'): TableLine[] {
  const pages = text.split('\f');
  const out: TableLine[] = [];
  let inTable = false;
  let done = false;
  // Inside a question that has not reached its `?`: the next question line continues the row.
  let questionOpen = false;
  for (const page of pages) {
    if (done) break;
    const raw = page.split('\n');
    const chapterAt = new Map<number, { number: string; title: string }>();
    const content: Array<{ index: number; line: string; number: string | null; approval: string | null }> = [];
    for (const [index, line] of raw.entries()) {
      if (ANNEX.test(line) && !TOC_LEADER.test(line)) {
        done = true;
        break;
      }
      const chapter = CHAPTER.exec(line);
      if (chapter && !TOC_LEADER.test(line) && /^[A-Z]/.test(chapter[2]!) && chapter[2] === chapter[2]!.toUpperCase()) {
        chapterAt.set(index, { number: chapter[1]!, title: chapter[2]!.replace(/\s+/g, ' ') });
        inTable = true;
        continue;
      }
      if (!inTable || RUNNING_HEADER.test(line) || TABLE_HEADER.test(line) || /^\s*No Q&A\.?\s*$/.test(line)) continue;
      const row = ROW_NUMBER.exec(line);
      // The number and date columns are blanked, not removed, so the cells keep their columns.
      const cells = row ? ' '.repeat(row[0].length) + line.slice(row[0].length) : line;
      content.push({ index, line: cells, number: row?.[2] ?? null, approval: row?.[4] ?? null });
    }
    const tableText = content.map((entry) => entry.line);
    const columns = pageColumns(tableText);
    const byIndex = new Map(content.map((entry) => [entry.index, entry]));
    const pageCells: Array<Extract<TableLine, { kind: 'cells' }>> = [];
    if (out.length > 0) out.push({ kind: 'page-break' });
    for (let index = 0; index < raw.length; index += 1) {
      const chapter = chapterAt.get(index);
      if (chapter) {
        out.push({ kind: 'chapter', ...chapter });
        questionOpen = false;
        continue;
      }
      const entry = byIndex.get(index);
      if (!entry || !columns) continue;
      const start = startOf(entry.line);
      const cells: { question: string; answer: string } =
        start < 0 ? { question: '', answer: '' } : start > columns.question + 10 ? { question: '', answer: entry.line.trim().replace(/\s+/g, ' ') } : cutLine(entry.line, columns, !questionOpen, layout);
      if (cells.question) questionOpen = !QUESTION_END.test(cells.question);
      pageCells.push({ kind: 'cells', number: entry.number, approval: entry.approval, ...cells, gap: layout === 'pdftotext' && !cells.question && !cells.answer, paragraphEnd: false });
      out.push(pageCells.at(-1)!);
    }
    if (layout === 'positioned') markParagraphEnds(pageCells);
  }
  return out;
}

/**
 * The positioned layout keeps no blank lines (and prints the row number on a line of its own
 * mid-paragraph), so paragraph ends are read from the answer lines: answers are justified, so a
 * line well short of the page's full answer lines that closes a sentence ends its paragraph.
 */
function markParagraphEnds(cells: Array<Extract<TableLine, { kind: 'cells' }>>): void {
  const full = Math.max(0, ...cells.map((cell) => printedWidth(cell.answer)));
  for (const cell of cells) cell.paragraphEnd = cell.answer.length > 0 && /[.:;)\]’”]$/.test(cell.answer) && printedWidth(cell.answer) < 0.85 * full;
}

/** Joins a column's line pieces: a hyphen at a line end that splits a word is kept (`decision-making`). */
function joinPieces(pieces: readonly string[]): string {
  let text = '';
  for (const piece of pieces) {
    if (text === '' || text.endsWith('\n')) text += piece;
    else if (/[A-Za-z]-$/.test(text) && /^[a-z]/.test(piece)) text += piece;
    else text += ` ${piece}`;
  }
  return text.replace(/[ \t]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
}

interface OpenRow {
  chapter: string;
  chapterTitle: string;
  number: string | null;
  approval: string | null;
  question: string[];
  answer: string[];
  questionDone: boolean;
  /** An empty answer line was seen since the last answer text: the next text opens a paragraph. */
  breakPending: boolean;
  /** No text yet since the last page break. */
  pageTop: boolean;
}

/** Rows of the table lines: a question opening after a finished one starts the next row. */
export function assembleQuestionsAndAnswers(lines: readonly TableLine[]): Q7QuestionsAndAnswersParse {
  const entries: Q7QuestionAndAnswer[] = [];
  const problems: string[] = [];
  let chapter = { number: '', title: '' };
  let open: OpenRow | null = null;
  const close = () => {
    if (!open) return;
    const question = joinPieces(open.question);
    const answer = joinPieces(open.answer);
    if (!open.number) problems.push(`a row under chapter ${open.chapter} has no number: "${question.slice(0, 60)}"`);
    else if (!question || !answer) problems.push(`Q&A ${open.number} has no ${question ? 'answer' : 'question'}`);
    else entries.push({ number: open.number, chapter: open.chapter, chapter_title: open.chapterTitle, approval: open.approval ?? '', question, answer, cited_q7_sections: citedQ7Sections(`${question} ${answer}`) });
    open = null;
  };
  for (const line of lines) {
    if (line.kind === 'chapter') {
      close();
      chapter = { number: line.number, title: line.title };
      continue;
    }
    if (line.kind === 'page-break') {
      // Blank lines at the foot of a page and under the next page's header are not paragraph breaks.
      if (open) {
        open.breakPending = false;
        open.pageTop = true;
      }
      continue;
    }
    if (line.question && (!open || open.questionDone)) {
      close();
      open = { chapter: chapter.number, chapterTitle: chapter.title, number: null, approval: null, question: [], answer: [], questionDone: false, breakPending: false, pageTop: false };
    }
    if (!open) continue;
    const row: OpenRow = open;
    if (line.number) {
      row.number = line.number;
      row.approval = line.approval;
    }
    if (line.question) {
      row.question.push(line.question);
      if (QUESTION_END.test(line.question)) row.questionDone = true;
    }
    if (line.answer) {
      if (row.breakPending && row.answer.length > 0) row.answer.push('\n\n');
      row.answer.push(line.answer);
      row.breakPending = line.paragraphEnd;
    } else if (line.gap && row.answer.length > 0 && !row.pageTop) {
      row.breakPending = true;
    }
    if (line.question || line.answer) row.pageTop = false;
  }
  close();
  return { entries, problems };
}

/** Parses the text of the ICH Q7 Q&As (`pdftotext -layout` by default; see `TextLayout`). */
export function parseQ7QuestionsAndAnswers(text: string, layout: TextLayout = 'pdftotext'): Q7QuestionsAndAnswersParse {
  return assembleQuestionsAndAnswers(tableLines(text, layout));
}

/** The guideline code the Q&A records carry: their own document beside Q7 (`ICH Q7 Q&As 2.1`). */
export const Q7_QA_CODE = 'Q7 Q&As';
/** The Q&As' title as their cover states it. */
const Q7_QA_TITLE = 'ICH Q7 Guideline: Good Manufacturing Practice Guide for Active Pharmaceutical Ingredients, Questions and Answers';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The cover's `Current version dated 10 June 2015` as an ISO date, or null. */
function coverDate(text: string): string | null {
  const match = /\bdated\s+(\d{1,2})\s+([A-Z][a-z]+)\s+(\d{4})/.exec(text.slice(0, 3_000).replace(/\s+/g, ' '));
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  return match && month > 0 ? `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : null;
}

/**
 * One `raw.ich.sections` body per Q&A (guideline `Q7 Q&As`, section number the Q&A number, title
 * the question, text the answer), so the graph holds them beside Q7 and the API can list the Q&As
 * that cite a Q7 section. The document states Step 4 on its history page and the ICH site is where
 * it is published; no download address of the PDF is in the data, so the source is ICH's
 * Quality-guidelines page.
 */
export function q7QuestionAndAnswerBodies(text: string, sourceFile: string, layout: TextLayout = 'pdftotext'): { bodies: IchSectionBody[]; problems: string[] } {
  const { entries, problems } = parseQ7QuestionsAndAnswers(text, layout);
  const date = coverDate(text);
  const bodies = entries.map(
    (entry): IchSectionBody => ({
      guideline_code: Q7_QA_CODE,
      guideline_title: Q7_QA_TITLE,
      publisher: 'ICH',
      version: /\bStep 4\b/.test(text) ? 'Step 4' : null,
      step: /\bStep 4\b/.test(text) ? 4 : null,
      guideline_date: date,
      section_number: entry.number,
      title: entry.question,
      text: entry.answer,
      parent_section_number: null,
      depth: 1,
      source_format: layout === 'positioned' ? 'pdf' : 'pdf-text',
      source_file: sourceFile,
      source_url: 'https://www.ich.org/page/quality-guidelines',
    }),
  );
  return { bodies, problems };
}

/**
 * The Q&As as rule-document chunks, one per Q&A under its Q7 chapter, so rule search finds a
 * Q&A whole (question and answer together) rather than a page of interleaved columns.
 */
export function q7QuestionAndAnswerChunks(text: string, layout: TextLayout = 'pdftotext'): RuleDocumentChunk[] {
  return parseQ7QuestionsAndAnswers(text, layout).entries.map((entry, index) => {
    const body = `${entry.question}\n\n${entry.answer}`;
    return { chunk_index: index, heading_path: [`${entry.chapter}. ${entry.chapter_title}`, `Q&A ${entry.number}`], text: body, word_count: body.split(/\s+/).filter(Boolean).length };
  });
}
