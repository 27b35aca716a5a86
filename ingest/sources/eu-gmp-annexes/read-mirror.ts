import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { errorMessage } from '../../validate-item.ts';
import { documentItems } from '../rule-documents/emit.ts';
import { EuGmpAnnexRecord, euGmpAnnexBody } from './annex-document.ts';

/** The mirror folder holding the annexes (beside ICH guidelines and an FDA guidance, read by their own connectors). */
export const EU_GMP_DIR = 'ich_eu_gmp_reference_set';
const ANNEX_FILE = /^EU_GMP_Annex.*\.(?:txt|pdf)$/i;

/**
 * Every `EU_GMP_Annex*` file of the folder as one rule document (id `eu-gmp:annex-<n>`): the
 * pdftotext twin, the PDF through pdf.js only when its text is missing. A file whose cover names
 * no annex, or which cannot be read, is a dead letter.
 */
export async function* readEuGmpAnnexes(mirrorDir: string): AsyncIterable<SourceItem> {
  const dir = join(mirrorDir, EU_GMP_DIR);
  if (!existsSync(dir)) throw new Error(`${dir} does not exist`);
  const names = readdirSync(dir).filter((name) => ANNEX_FILE.test(name));
  const texts = new Set(names.filter((name) => /\.txt$/i.test(name)).map((name) => name.replace(/\.txt$/i, '')));
  for (const name of names.filter((n) => /\.txt$/i.test(n) || !texts.has(n.replace(/\.pdf$/i, ''))).sort()) {
    const ref = `${EU_GMP_DIR}/${name}`;
    let text: string;
    try {
      text = /\.pdf$/i.test(name) ? await pdfToText(readFileSync(join(dir, name))) : readFileSync(join(dir, name), 'utf8');
    } catch (error) {
      yield { ok: false, reason: `unreadable ${name}: ${errorMessage(error)}`, ref };
      continue;
    }
    const body = euGmpAnnexBody(text, ref);
    if (!body) {
      yield { ok: false, reason: 'the cover names no EU GMP annex (no "Annex <n>" line)', ref };
      continue;
    }
    yield* documentItems(EuGmpAnnexRecord, `eu-gmp:annex-${body.annex}`, body, ref);
  }
}
