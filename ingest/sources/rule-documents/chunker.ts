import { cleanLines, wordCount } from './clean-text.ts';
import type { CleanOptions } from './clean-text.ts';
import { BARE_MARKER, LEADER, detectHeadings } from './headings.ts';
import type { HeadingStyle } from './headings.ts';
import type { RuleDocumentChunk } from './record.ts';

/**
 * Section-aware chunking of rule documents for semantic search.
 *
 * Chunks are roughly `minWords`–`maxWords` words (200–400 by default: long enough to carry a
 * requirement with its context, short enough for one embedding to represent it). A chunk never
 * crosses a top-level section boundary, so a search hit always belongs to one section, and it
 * carries the headings above it (`heading_path`). Inside a top-level section chunks may run on
 * across sub-headings (the sub-heading then stays in the text) rather than leave a 30-word stub
 * for every short sub-section; a chunk prefers to end where a sub-section starts. Paragraphs are
 * kept whole when they fit, otherwise split between sentences (Intl.Segmenter), and a sentence
 * longer than a chunk (a flattened table) between words.
 */

export interface ChunkOptions extends CleanOptions {
  style: HeadingStyle;
  minWords?: number;
  maxWords?: number;
}

interface Piece {
  text: string;
  words: number;
  path: string[];
  /** How the piece joins the one before it in the chunk: a new paragraph, or the same one. */
  join: '\n\n' | ' ';
}

const BULLET = /^(?:[•·▪◦●■]|[-–*]\s|o\s|\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})[).]\s|\|)/;
const sentences = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Lines of one paragraph as running text; bullets and table rows keep their own lines. */
function reflow(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (text === '') text = line;
    else if (BULLET.test(line) || text.endsWith('|')) text += `\n${line}`;
    else if (/[A-Za-z]-$/.test(text)) text += line;
    else text += ` ${line}`;
  }
  return text;
}

function splitLong(text: string, maxWords: number): string[] {
  const out: string[] = [];
  for (const { segment } of sentences.segment(text)) {
    const sentence = segment.trim();
    if (sentence === '') continue;
    const words = sentence.split(/\s+/);
    for (let i = 0; i < words.length; i += maxWords) out.push(words.slice(i, i + maxWords).join(' '));
  }
  return out;
}

function commonPrefix(paths: readonly string[][]): string[] {
  const [first, ...rest] = paths;
  if (!first) return [];
  let length = first.length;
  for (const path of rest) {
    let same = 0;
    while (same < length && same < path.length && path[same] === first[same]) same++;
    length = same;
  }
  return first.slice(0, length);
}

class Packer {
  private current: Piece[] = [];
  private words = 0;
  private sectionStart = 0;
  readonly chunks: Array<{ pieces: Piece[]; words: number }> = [];

  constructor(
    private readonly minWords: number,
    private readonly maxWords: number,
  ) {}

  heading(label: string, path: string[]): void {
    if (this.words >= this.minWords) this.flush();
    this.push({ text: label, words: wordCount(label), path, join: '\n\n' });
  }

  paragraph(text: string, path: string[]): void {
    const words = wordCount(text);
    if (words === 0) return;
    if (this.words + words <= this.maxWords) {
      this.push({ text, words, path, join: '\n\n' });
      return;
    }
    if (this.words >= this.minWords && words <= this.maxWords) {
      this.flush();
      this.push({ text, words, path, join: '\n\n' });
      return;
    }
    let join: Piece['join'] = '\n\n';
    for (const sentence of splitLong(text, this.maxWords)) {
      const sentenceWords = wordCount(sentence);
      if (this.words + sentenceWords > this.maxWords && this.words > 0) {
        this.flush();
        join = '\n\n';
      }
      this.push({ text: sentence, words: sentenceWords, path, join });
      join = ' ';
    }
  }

  /** Closes a top-level section: its last chunk is flushed, and a stub tail joins the chunk before. */
  endSection(): void {
    this.flush();
    const count = this.chunks.length - this.sectionStart;
    if (count >= 2) {
      const last = this.chunks[this.chunks.length - 1]!;
      const before = this.chunks[this.chunks.length - 2]!;
      if (last.words < this.minWords / 4 && before.words + last.words <= this.maxWords * 1.25) {
        before.pieces.push(...last.pieces);
        before.words += last.words;
        this.chunks.pop();
      }
    }
    this.sectionStart = this.chunks.length;
  }

  private push(piece: Piece): void {
    this.current.push(piece);
    this.words += piece.words;
  }

  private flush(): void {
    if (this.current.length > 0) this.chunks.push({ pieces: this.current, words: this.words });
    this.current = [];
    this.words = 0;
  }
}

/**
 * Cuts a document's text into retrieval chunks. `style: 'plain'` is for text extracted from PDFs
 * (numbered headings detected, page furniture dropped); `'markdown'` for real markdown.
 */
export function chunkDocument(text: string, options: ChunkOptions): RuleDocumentChunk[] {
  const minWords = options.minWords ?? 200;
  const maxWords = options.maxWords ?? 400;
  const lines = cleanLines(text, { dropLines: options.dropLines, dropPageFurniture: options.dropPageFurniture ?? options.style === 'plain' });
  const headings = new Map(detectHeadings(lines, options.style).map((heading) => [heading.start, heading]));
  const packer = new Packer(minWords, maxWords);
  const stack: Array<{ level: number; label: string }> = [];
  const path = () => stack.map((entry) => entry.label);
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) packer.paragraph(reflow(paragraph), path());
    paragraph = [];
  };

  // Table-of-contents entries (and their section numbers on lines of their own) are not content.
  const nextText = (index: number) => lines.slice(index + 1).find((line) => line !== '') ?? '';
  const contents = (index: number) => options.style === 'plain' && (LEADER.test(lines[index]!) || (BARE_MARKER.test(lines[index]!) && LEADER.test(nextText(index))));

  for (let index = 0; index < lines.length; ) {
    const heading = headings.get(index);
    if (heading) {
      endParagraph();
      if (heading.level === 1) packer.endSection();
      while (stack.length > 0 && stack[stack.length - 1]!.level >= heading.level) stack.pop();
      stack.push({ level: heading.level, label: heading.label });
      packer.heading(heading.label, path());
      index = heading.end;
      continue;
    }
    const line = lines[index]!;
    if (line === '') endParagraph();
    else if (!contents(index)) paragraph.push(line);
    index++;
  }
  endParagraph();
  packer.endSection();

  return packer.chunks.map((chunk, chunkIndex) => ({
    chunk_index: chunkIndex,
    heading_path: commonPrefix(chunk.pieces.map((piece) => piece.path)),
    text: chunk.pieces.map((piece, i) => (i === 0 ? piece.text : `${piece.join}${piece.text}`)).join(''),
    word_count: chunk.words,
  }));
}
