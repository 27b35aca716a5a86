import { monthYears } from '../rule-documents/dates.ts';
import { linksOf, parseHtml, textOf } from '../rule-documents/html.ts';
import type { HtmlElement, HtmlNode } from '../rule-documents/html.ts';
import { fileKey } from './document.ts';
import { normaliseReference } from './head.ts';

/**
 * The European Commission's page "Guidance - MDCG endorsed documents and other guidance"
 * (https://health.ec.europa.eu/medical-devices-sector/new-regulations/guidance-mdcg-endorsed-documents-and-other-guidance_en):
 * one section per topic (a heading), each with a table of documents whose columns are
 * Reference | Title | Publication (some tables have no Reference column). The title cell links the
 * PDF (`/document/download/<uuid>_en?filename=<file>.pdf`, older ones `/system/files/.../<file>.pdf`);
 * a row may link several files (a document and its annexes). Each PDF link is one entry.
 */

export interface PageEntry {
  /** The topic heading above the table. */
  topic: string | null;
  reference: string | null;
  title: string;
  /** `YYYY-MM` of the Publication column (the newest when a cell lists several). */
  issue_month: string | null;
  /** The PDF link as it appears on the page. */
  href: string;
  /** Id key: the PDF's file name without `.pdf` (see document.ts). */
  file_key: string;
}

/** A link to a PDF: named `….pdf` (path or `filename=`), or a Commission download link without a name. */
export function isPdfLink(href: string): boolean {
  const url = new URL(href, 'https://health.ec.europa.eu');
  const named = url.searchParams.get('filename');
  if (named !== null) return /\.pdf$/i.test(named);
  return /\.pdf$/i.test(url.pathname) || /\/document\/download\//.test(url.pathname);
}
const GENERIC_LINK_TEXT = /^(?:pdf|download|english|en|\(?pdf\)?(?:\s*-\s*[\d.,]+\s*[kmg]b)?|[\d.,]+\s*[kmg]b)$/i;

/** The file name a PDF link serves: its `filename=` parameter, else the last path segment. */
export function linkFileName(href: string): string {
  const url = new URL(href, 'https://health.ec.europa.eu');
  const named = url.searchParams.get('filename');
  return named ?? decodeURIComponent(url.pathname.split('/').pop() ?? '');
}

function cellsOf(row: HtmlElement): Array<HtmlElement> {
  return row.children.filter((child): child is HtmlElement => 'tag' in child && (child.tag === 'td' || child.tag === 'th'));
}

/** Reads every PDF entry of the page, in page order. */
export function parseMdcgPage(html: string): PageEntry[] {
  const entries: PageEntry[] = [];
  let topic: string | null = null;
  let columns: string[] = [];
  const visit = (nodes: readonly HtmlNode[]) => {
    for (const node of nodes) {
      if (!('tag' in node)) continue;
      if (/^h[2-4]$/.test(node.tag)) {
        const text = textOf(node.children);
        if (text !== '') topic = text;
        columns = [];
        continue;
      }
      if (node.tag === 'tr') {
        readRow(node);
        continue;
      }
      visit(node.children);
    }
  };
  const readRow = (row: HtmlElement) => {
    const cells = cellsOf(row);
    if (cells.length === 0) return;
    if (cells.every((cell) => cell.tag === 'th')) {
      columns = cells.map((cell) => textOf(cell.children).toLowerCase());
      return;
    }
    const texts = cells.map((cell) => textOf(cell.children));
    const column = (name: string) => {
      const index = columns.findIndex((heading) => heading.startsWith(name));
      return index >= 0 ? (texts[index] ?? null) : null;
    };
    const reference = normaliseReference(column('reference') ?? texts.find((text) => normaliseReference(text)) ?? '');
    const publication = column('publication') ?? texts.find((text) => monthYears(text).length > 0 && text.length < 60) ?? '';
    const months = monthYears(publication).sort();
    const titleCell = column('title') ?? texts.find((text) => text !== '' && !normaliseReference(text) && text !== publication) ?? '';
    const links = linksOf(cells).filter((link) => isPdfLink(link.href));
    const seen = new Set<string>();
    for (const link of links) {
      const key = fileKey(linkFileName(link.href));
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      // A link names its document (a row may link a document and its appendices); a bare
      // "PDF" link leaves the name to the Title cell.
      const linkText = GENERIC_LINK_TEXT.test(link.text) ? '' : link.text;
      const title = linkText || (seen.size === 1 ? titleCell : `${titleCell} (${key})`);
      if (title === '') continue;
      entries.push({ topic, reference, title, issue_month: months[months.length - 1] ?? null, href: link.href, file_key: key });
    }
  };
  visit(parseHtml(html));
  return entries;
}
