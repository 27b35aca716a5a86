/**
 * ICH re-uploads a guideline's PDF under another name from time to time (Q9(R1) has had several),
 * so a pinned database.ich.org link can answer 404. The guideline's family page on ich.org
 * (`guidelinePage`) links the current PDF; this reads that link back from the page's anchors.
 */

/** The spellings of a guideline code in ICH file names: `Q9(R1)` → `Q9(R1)`, `Q9%28R1%29`, `Q9_R1`, `Q9R1`. */
function codeSpellings(code: string): string[] {
  const match = /^([A-Z]+\d+[A-Z]?)(?:\((R\d+)\))?$/i.exec(code);
  if (!match) return [code.toLowerCase()];
  const [, family, revision] = match;
  if (!revision) return [family!.toLowerCase()];
  return [`${family}(${revision})`, `${family}%28${revision}%29`, `${family}_${revision}`, `${family}${revision}`, `${family}-${revision}`].map((spelling) => spelling.toLowerCase());
}

/** Links of a page that are not the guideline itself: training, presentations, Q&As, drafts, concept papers. */
const NOT_THE_GUIDELINE = /presentation|training|concept|briefing|work_?plan|q%26a|q&a|questions|step_?2|draft|annex_?only|errat/i;

/**
 * The URL of a guideline's PDF on its ICH page: the first `.pdf` anchor whose target names the
 * code (without a further digit: `Q1` does not match `Q10`) and reads as the guideline itself
 * rather than training material or a draft, preferring a target that says `Guideline`. Null when
 * none does. Relative links resolve against the page.
 */
export function findGuidelinePdfLink(html: string, code: string, pageUrl: string): string | null {
  const spellings = codeSpellings(code);
  const candidates: string[] = [];
  for (const anchor of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi)) {
    const href = (anchor[1] ?? anchor[2] ?? '').replace(/&amp;/g, '&').trim();
    if (!/\.pdf(?:[?#]|$)/i.test(href)) continue;
    const file = decodeURIComponent(href.split('/').pop() ?? '').toLowerCase();
    const raw = (href.split('/').pop() ?? '').toLowerCase();
    const names = spellings.some((spelling) => [file, raw].some((name) => new RegExp(`(?:^|[^a-z0-9])${escape(spelling)}(?![0-9])`).test(name)));
    if (!names || NOT_THE_GUIDELINE.test(file)) continue;
    candidates.push(new URL(href, pageUrl).toString());
  }
  return candidates.find((url) => /guideline/i.test(url)) ?? candidates[0] ?? null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
