import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceItem } from '../../connector.ts';
import { pdfToText } from '../../formats/pdf-text.ts';
import { errorMessage } from '../../validate-item.ts';
import { documentItems } from '../rule-documents/emit.ts';
import type { TextLayout } from './q7-questions-and-answers.ts';
import { readQ7QuestionsAndAnswersText } from './read-q7-questions-and-answers.ts';
import { type IchFileIdentity, IchRuleDocumentRecord, ichFileIdentity, ichRuleDocumentBody, ichRuleDocumentId } from './rule-document.ts';

/**
 * The mirror folders holding ICH guideline PDFs and their pdftotext twins: the first set
 * (E6(R3), Q5E, Q8(R2) in FDA's edition, Q9, Q10, Q11), Q7 with its Q&As and Q9(R1), and the
 * further Quality guidelines of the reference set (Q1A(R2) … Q14; the EU annexes and the FDA
 * guidance in that folder belong to other connectors and carry no `ICH_` code in their names).
 */
export const ICH_RULE_FOLDERS = ['ich_guidelines', 'ich_q7_q9r1', 'ich_eu_gmp_reference_set'] as const;
export const ICH_RULE_FOLDER_PATTERN = /^ich_(?:guidelines|q7_q9r1|eu_gmp_reference_set)$/;

/** True when the mirror holds any of the folders. */
export function ichRuleMirrorPresent(mirrorDir: string): boolean {
  return ICH_RULE_FOLDERS.some((folder) => existsSync(join(mirrorDir, folder)));
}

/** `.txt` files, and PDFs without a `.txt` twin, of one folder, sorted. */
function textOrPdfFiles(dir: string): string[] {
  const names = readdirSync(dir).filter((name) => /\.(?:txt|pdf)$/i.test(name));
  const stems = new Set(names.filter((name) => /\.txt$/i.test(name)).map((name) => name.replace(/\.txt$/i, '')));
  return names.filter((name) => /\.txt$/i.test(name) || !stems.has(name.replace(/\.pdf$/i, ''))).sort();
}

interface Found {
  identity: IchFileIdentity;
  file: string;
  text: string;
  layout: TextLayout;
}

/**
 * One rule document per ICH guideline (and one for the Q7 Q&As) in the mirror. When a guideline is
 * held in ICH's own edition and in FDA's republication (Q8(R2)), ICH's is kept: one guideline is
 * one document. A file that cannot be read or yields no text is a dead letter; only a mirror with
 * none of the folders throws.
 */
export async function* readIchRuleDocuments(mirrorDir: string): AsyncIterable<SourceItem> {
  const folders = ICH_RULE_FOLDERS.filter((folder) => existsSync(join(mirrorDir, folder)));
  if (folders.length === 0) throw new Error(`none of ${ICH_RULE_FOLDERS.join(', ')} exists in ${mirrorDir}`);
  const byId = new Map<string, Found>();
  for (const folder of folders) {
    const dir = join(mirrorDir, folder);
    for (const name of textOrPdfFiles(dir)) {
      const identity = ichFileIdentity(name);
      // Files of other publishers in a shared folder (EU annexes, FDA guidance) are not ICH's.
      if (!identity) continue;
      let file = `${folder}/${name}`;
      let text: string;
      let layout: TextLayout = 'pdftotext';
      try {
        if (identity.questionsAndAnswers && identity.code === 'Q7') {
          // The Q&A table's columns are exact only from the PDF's positions (read-q7-questions-and-answers.ts).
          const read = await readQ7QuestionsAndAnswersText(dir, name);
          ({ text, layout } = read);
          file = `${folder}/${read.file}`;
        } else {
          text = /\.pdf$/i.test(name) ? await pdfToText(readFileSync(join(dir, name))) : readFileSync(join(dir, name), 'utf8');
        }
      } catch (error) {
        yield { ok: false, reason: `unreadable ${name}: ${errorMessage(error)}`, ref: file };
        continue;
      }
      const id = ichRuleDocumentId(identity);
      const earlier = byId.get(id);
      if (earlier && earlier.identity.edition === 'ICH' && identity.edition === 'FDA') continue;
      byId.set(id, { identity, file, text, layout });
    }
  }
  for (const [id, found] of [...byId].sort(([a], [b]) => a.localeCompare(b))) {
    yield* documentItems(IchRuleDocumentRecord, id, ichRuleDocumentBody(found.identity, found.text, found.file, found.layout), found.file);
  }
}
