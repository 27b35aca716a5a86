import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';
import { ichRecordId, ichSectionBody, parseGuidelineMarkdown, parseGuidelineText, type GuidelineDocument } from './guideline-document.ts';
import { codeFromFileName } from './guidelines.ts';
import { q7QuestionAndAnswerBodies } from './q7-questions-and-answers.ts';
import { readQ7QuestionsAndAnswersText } from './read-q7-questions-and-answers.ts';
import { IchSectionRecord, type IchSectionBody } from './record.ts';

/** Mirror folder of the guidelines (layout of ../shared/data/ich_guidelines). */
export const ICH_MIRROR_FOLDER = 'ich_guidelines';
/** The folder that added ICH Q7 (2000), its Q&As (2015) and Q9(R1) (2023) to the mirror. */
export const ICH_Q7_Q9R1_FOLDER = 'ich_q7_q9r1';
/** Every folder the connector reads, for the runner's fingerprint. */
export const ICH_MIRROR_FOLDERS = /^ich_(?:guidelines|q7_q9r1)$/;
const MARKDOWN_FOLDER = /_markdown_sections$/i;
/**
 * The Q7 Q&As (2015) answer questions per Q7 chapter; their numbers are not Q7 section numbers, so
 * read as Q7 they would collide with the guideline's own sections. They are their own document
 * (`ICH Q7 Q&As 2.1`: question as title, answer as text), read by `q7-questions-and-answers.ts`.
 */
const QUESTIONS_AND_ANSWERS = /_Q&?As?_/i;

/** True when the mirror holds any of the connector's folders. */
export function ichMirrorPresent(mirrorDir: string): boolean {
  return [ICH_MIRROR_FOLDER, ICH_Q7_Q9R1_FOLDER].some((name) => existsSync(join(mirrorDir, name)));
}

interface Rendering {
  document: GuidelineDocument;
  format: IchSectionBody['source_format'];
  file: string;
  /** The mirror folder the file is in. */
  folder: string;
}

/** The text files to read: each guideline's `.txt`, its PDF only when the text is missing. */
function textFiles(folder: string): string[] {
  const byStem = new Map<string, string[]>();
  for (const name of readdirSync(folder).filter((entry) => /\.(txt|pdf)$/i.test(entry))) {
    const stem = name.replace(/\.(txt|pdf)$/i, '');
    byStem.set(stem, [...(byStem.get(stem) ?? []), name]);
  }
  return [...byStem.values()].map((names) => names.find((name) => /\.txt$/i.test(name)) ?? names[0]!).sort();
}

/**
 * Reads every section of every guideline in the mirror: the pdftotext `.txt` of each PDF (the
 * PDF itself through pdf.js only when its text is missing) and guidelines transcribed to markdown
 * (`E6R3_markdown_sections/`).
 *
 * When a guideline has both, the markdown is used if it is complete, i.e. holds every section
 * number the text holds (for E6(R3) it does: the same 376 sections, and it is free of page
 * furniture); otherwise the text is used. A file that cannot be read or names no known
 * guideline is one dead letter; only a missing folder throws.
 */
export async function* readIchMirror(mirrorDir: string): AsyncIterable<SourceItem> {
  const folder = join(mirrorDir, ICH_MIRROR_FOLDER);
  const q7Folder = join(mirrorDir, ICH_Q7_Q9R1_FOLDER);
  if (!existsSync(folder) && !existsSync(q7Folder)) throw new Error(`${folder} does not exist`);
  const renderings = new Map<string, Rendering[]>();
  const add = (code: string, rendering: Rendering) => renderings.set(code, [...(renderings.get(code) ?? []), rendering]);

  for (const [name, directory, folderName] of [
    ...(existsSync(folder) ? textFiles(folder).map((name) => [name, folder, ICH_MIRROR_FOLDER] as const) : []),
    ...(existsSync(q7Folder) ? textFiles(q7Folder).filter((name) => !QUESTIONS_AND_ANSWERS.test(name)).map((name) => [name, q7Folder, ICH_Q7_Q9R1_FOLDER] as const) : []),
  ]) {
    const code = codeFromFileName(name);
    if (!code) {
      yield { ok: false, reason: `${name} names no known ICH guideline`, ref: `${folderName}/${name}` };
      continue;
    }
    try {
      const isPdf = /\.pdf$/i.test(name);
      const text = isPdf ? await pdfToText(readFileSync(join(directory, name))) : readFileSync(join(directory, name), 'utf8');
      add(code, { document: parseGuidelineText(text, code), format: isPdf ? 'pdf' : 'pdf-text', file: name, folder: folderName });
    } catch (error) {
      yield { ok: false, reason: `unreadable ${name}: ${errorMessage(error)}`, ref: `${folderName}/${name}` };
    }
  }
  if (existsSync(q7Folder)) yield* readQuestionsAndAnswers(q7Folder);
  if (!existsSync(folder)) {
    yield* emit(renderings);
    return;
  }
  const markdownFolders = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && MARKDOWN_FOLDER.test(entry.name));
  for (const directory of markdownFolders) {
    const code = codeFromFileName(directory.name);
    const ref = `${ICH_MIRROR_FOLDER}/${directory.name}`;
    if (!code) {
      yield { ok: false, reason: `${directory.name} names no known ICH guideline`, ref };
      continue;
    }
    try {
      const files = listMirrorFiles(join(folder, directory.name), /\.md$/i).map((path) => ({ name: relative(folder, path), text: readFileSync(path, 'utf8') }));
      if (files.length === 0) throw new Error('no .md files');
      const twin = renderings.get(code)?.[0]?.document;
      add(code, { document: parseGuidelineMarkdown(files, code, twin), format: 'markdown', file: directory.name, folder: ICH_MIRROR_FOLDER });
    } catch (error) {
      yield { ok: false, reason: `unreadable ${directory.name}: ${errorMessage(error)}`, ref };
    }
  }

  yield* emit(renderings);
}

/**
 * One record per Q7 Q&A of the Q&A document (its PDF through pdf.js when present, else its
 * pdftotext: read-q7-questions-and-answers.ts says why). A row the parser could not read whole
 * is one dead letter.
 */
async function* readQuestionsAndAnswers(q7Folder: string): AsyncIterable<SourceItem> {
  for (const name of textFiles(q7Folder).filter((entry) => QUESTIONS_AND_ANSWERS.test(entry))) {
    let read: Awaited<ReturnType<typeof readQ7QuestionsAndAnswersText>>;
    try {
      read = await readQ7QuestionsAndAnswersText(q7Folder, name);
    } catch (error) {
      yield { ok: false, reason: `unreadable ${name}: ${errorMessage(error)}`, ref: `${ICH_Q7_Q9R1_FOLDER}/${name}` };
      continue;
    }
    const ref = `${ICH_Q7_Q9R1_FOLDER}/${read.file}`;
    const { bodies, problems } = q7QuestionAndAnswerBodies(read.text, read.file, read.layout);
    for (const problem of problems) yield { ok: false, reason: problem, ref };
    for (const body of bodies) yield validatedItem(IchSectionRecord, ichRecordId(body.guideline_code, body.section_number), body, `${ref}#${body.section_number}`);
  }
}

/** One record per section of the chosen renderings of each guideline. */
async function* emit(renderings: ReadonlyMap<string, Rendering[]>): AsyncIterable<SourceItem> {
  const kept = new Map<string, { body: IchSectionBody; ref: string }>();
  for (const [code, candidates] of renderings) {
    for (const chosen of choose(candidates)) {
      for (const section of chosen.document.sections) {
        const id = ichRecordId(code, section.number);
        const body = ichSectionBody(chosen.document, section, { format: chosen.format, sourceFile: chosen.file });
        const ref = `${chosen.folder}/${body.source_file ?? chosen.file}#${section.number}`;
        const earlier = kept.get(id);
        if (earlier) {
          if (earlier.body.text !== body.text) yield { ok: false, reason: `${id} appears again with a different text; the copy in ${earlier.ref} was kept`, ref, raw: body };
          continue;
        }
        kept.set(id, { body, ref: basename(ref) });
        yield validatedItem(IchSectionRecord, id, body, ref);
      }
    }
  }
}

/**
 * Of the renderings of one guideline: the markdown when it is complete against the text, else
 * the texts (two texts of one guideline, say two editions, are both read and merged by id).
 */
function choose(candidates: readonly Rendering[]): Rendering[] {
  const markdown = candidates.find((candidate) => candidate.format === 'markdown');
  const texts = candidates.filter((candidate) => candidate.format !== 'markdown');
  if (!markdown) return texts;
  const numbers = new Set(markdown.document.sections.map((section) => section.number));
  const complete = texts.every((text) => text.document.sections.every((section) => numbers.has(section.number)));
  return complete ? [markdown] : texts;
}
