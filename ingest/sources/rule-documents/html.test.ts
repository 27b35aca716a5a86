import { describe, expect, it } from 'vitest';
import { fragmentText, linksOf, parseHtml, textOf } from './html.ts';

describe('html reading', () => {
  it('reads links and decoded text from a listing fragment', () => {
    const nodes = parseHtml('<a href="/media/72074/download">PDF (291.05 KB)<span class="sr-only"> (Quality &amp; Safety)</span></a>');
    expect(linksOf(nodes)).toEqual([{ href: '/media/72074/download', text: 'PDF (291.05 KB) (Quality & Safety)' }]);
  });

  it('tolerates an HTML5 page: doctype, void elements, scripts, unclosed paragraphs', () => {
    const page = '<!DOCTYPE html><html><head><meta charset="utf-8"><script>if (a < b) { x = "<p>"; }</script></head><body><p>One<br>two<p>Three &nbsp;four<img src="x.png"></body></html>';
    expect(textOf(parseHtml(page))).toBe('One two Three four');
  });

  it('keeps block elements apart in text', () => {
    expect(fragmentText('<table><tr><td>MDCG 2024-5</td><td>Guidance</td></tr></table>')).toBe('MDCG 2024-5 Guidance');
  });
});
