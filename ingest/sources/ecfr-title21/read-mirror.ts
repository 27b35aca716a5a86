import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { listMirrorFiles } from '../../formats/mirror-files.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { cfrSectionBody, ecfrRecordId, ecfrSectionUrl, PART_REVISIONS, type CfrSection, type CfrSectionFailure } from './cfr-section.ts';
import { parseDeviceMarkdown } from './parse-device-markdown.ts';
import { parsePrintText } from './parse-print-text.ts';
import { EcfrSectionRecord, type EcfrSectionBody } from './record.ts';
import { errorMessage, validatedItem } from '../../validate-item.ts';

/** Mirror folder of title 21 (layout of ../shared/data/cfr_title21). */
export const CFR_MIRROR_FOLDER = 'cfr_title21';
/** eCFR prints of whole parts: `21CFR_part211_ecfr_2026-04-09.txt` (and its `.pdf` twin). */
const PRINT_FILE = /_ecfr_.*\.(txt|pdf)$/i;
/** Device parts as markdown, one file per part. */
const DEVICE_FOLDER = 'subchapter_H_devices_md';
const DEVICE_FILE = /^part-[\w-]+\.md$/i;

interface ParsedFile {
  ref: string;
  sections: Array<{ section: CfrSection; body: EcfrSectionBody }>;
  failures: CfrSectionFailure[];
}

/** The print files to read: the `.txt` of each print, its PDF only when the text is missing. */
function printFiles(folder: string): string[] {
  const byStem = new Map<string, string[]>();
  for (const path of listMirrorFiles(folder, PRINT_FILE)) {
    if (path.includes(`/${DEVICE_FOLDER}/`)) continue;
    const stem = path.replace(/\.(txt|pdf)$/i, '');
    byStem.set(stem, [...(byStem.get(stem) ?? []), path]);
  }
  return [...byStem.values()].map((paths) => paths.find((path) => /\.txt$/i.test(path)) ?? paths[0]!).sort();
}

async function readPrint(folder: string, path: string): Promise<ParsedFile> {
  const ref = relative(folder, path);
  const text = path.toLowerCase().endsWith('.pdf') ? await pdfToText(readFileSync(path)) : readFileSync(path, 'utf8');
  if (text.trim() === '') throw new Error('empty file');
  const parsed = parsePrintText(text, basename(path));
  return {
    ref,
    failures: parsed.failures,
    sections: parsed.sections.map((section) => ({
      section,
      body: cfrSectionBody(section, {
        format: 'print-text',
        effectiveDate: parsed.asOfDate,
        sourceFile: ref,
        sourceUrl: ecfrSectionUrl(section.sectionNumber, parsed.asOfDate),
      }),
    })),
  };
}

function readDeviceMarkdown(folder: string, path: string): ParsedFile {
  const ref = relative(folder, path);
  const text = readFileSync(path, 'utf8');
  if (text.trim() === '') throw new Error('empty file');
  const parsed = parseDeviceMarkdown(text, basename(path));
  return {
    ref,
    failures: parsed.failures,
    sections: parsed.sections.map((section) => ({
      section,
      body: cfrSectionBody(section, {
        format: 'markdown',
        effectiveDate: section.effectiveDate,
        sourceFile: ref,
        sourceUrl: ecfrSectionUrl(section.sectionNumber, section.effectiveDate),
      }),
    })),
  };
}

/**
 * Reads every CFR section of the mirror: the eCFR prints (parts 211 and 610) and the device-part
 * markdown (800–830). A file that cannot be read at all is one dead letter and the other files
 * go on; only a missing folder throws.
 *
 * The same section can appear twice: `part-820.md` carries the QMSR after the QSR, and
 * `part-820-qmsr.md` carries the QMSR alone. Records are therefore buffered (a few hundred) and
 * merged by id before anything is yielded: the first text read wins (files are read in name
 * order, so the dedicated `part-820-qmsr.md` comes before `part-820.md`); a later copy with the
 * same text is dropped, a later copy with a different text is dead-lettered so the conflict is
 * seen rather than silently resolved.
 */
export async function* readCfrMirror(mirrorDir: string): AsyncIterable<SourceItem> {
  const folder = join(mirrorDir, CFR_MIRROR_FOLDER);
  if (!existsSync(folder)) throw new Error(`${folder} does not exist`);
  const files: Array<{ path: string; read: () => Promise<ParsedFile> | ParsedFile }> = [
    ...printFiles(folder).map((path) => ({ path, read: () => readPrint(folder, path) })),
    ...listMirrorFiles(join(folder, DEVICE_FOLDER), DEVICE_FILE).map((path) => ({ path, read: () => readDeviceMarkdown(folder, path) })),
  ];
  if (files.length === 0) throw new Error(`no eCFR print (*_ecfr_*.txt|pdf) or device markdown in ${folder}`);
  const kept = new Map<string, { body: EcfrSectionBody; ref: string }>();
  const items: SourceItem[] = [];
  for (const file of files) {
    const ref = relative(folder, file.path);
    let parsed: ParsedFile;
    try {
      parsed = await file.read();
    } catch (error) {
      yield { ok: false, reason: `unreadable ${ref}: ${errorMessage(error)}`, ref: `${CFR_MIRROR_FOLDER}/${ref}` };
      continue;
    }
    for (const failure of parsed.failures) items.push({ ok: false, reason: failure.reason, ref: `${CFR_MIRROR_FOLDER}/${ref}#${failure.ref}` });
    for (const { section, body } of parsed.sections) {
      const id = ecfrRecordId(section, PART_REVISIONS[section.part]?.revised ?? null);
      const itemRef = `${CFR_MIRROR_FOLDER}/${ref}#§ ${section.sectionNumber}`;
      const earlier = kept.get(id);
      if (earlier) {
        if (earlier.body.text !== body.text) {
          items.push({ ok: false, reason: `${id} appears again with a different text; the copy in ${earlier.ref} was kept`, ref: itemRef, raw: body });
        }
        continue;
      }
      kept.set(id, { body, ref });
      items.push(validatedItem(EcfrSectionRecord, id, body, itemRef));
    }
  }
  yield* items;
}
