import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfToText } from '../../formats/pdf-text.ts';
import type { TextLayout } from './q7-questions-and-answers.ts';

/**
 * The text of the ICH Q7 Q&As to parse, from the mirror file `name` (`ICH_Q7_QAs_2015.txt` or
 * `.pdf`) in `dir`: the PDF through pdf.js when it is there, else the pdftotext `.txt`.
 *
 * Why the PDF first, against the connectors' habit of reading the `.txt`: `pdftotext -layout` packs
 * a full question line and a full answer line one space apart, and there the cut between the two
 * columns can only be estimated from printed widths (on the 2015 file, 48 of 55 Q&As come out
 * exactly; in the others a word lands in the wrong column). pdf.js gives each run its x position,
 * so the columns are exact (55 of 55, checked against the PDF's own positions).
 */
export async function readQ7QuestionsAndAnswersText(dir: string, name: string): Promise<{ text: string; layout: TextLayout; file: string }> {
  const stem = name.replace(/\.(?:txt|pdf)$/i, '');
  const pdf = [`${stem}.pdf`, `${stem}.PDF`].find((candidate) => existsSync(join(dir, candidate)));
  if (pdf) return { text: await pdfToText(readFileSync(join(dir, pdf))), layout: 'positioned', file: pdf };
  return { text: readFileSync(join(dir, name), 'utf8'), layout: 'pdftotext', file: name };
}
