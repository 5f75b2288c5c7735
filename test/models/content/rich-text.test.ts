// @vitest-environment jsdom
/**
 * The one rich-text allow-list, as the browser (DOMPurify on the page's
 * window) and the server (sanitize-html) apply it: the same input gives
 * the same output in both, and nothing that could run, load or leave the site
 * survives.
 */
import { describe, expect, it } from 'vitest';
import { isSafeHref } from '../../../models/content/rich-text';
import { sanitiseHtml as serverSanitise } from '../../../server/content/sanitise-html';
import { sanitiseHtml as browserSanitise } from '../../../ui/content/sanitise-html';

const cases: [string, string][] = [
  ['<p>ok <strong>b</strong></p>', '<p>ok <strong>b</strong></p>'],
  ['<p>O <strong>Pulse</strong> <em>Audace</em></p><ul><li>a</li></ul>', '<p>O <strong>Pulse</strong> <em>Audace</em></p><ul><li>a</li></ul>'],
  ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
  ['<img src=x onerror="alert(1)">y', 'y'],
  ['<p onclick="alert(1)" class="a">z</p>', '<p>z</p>'],
  ['<a href="javascript:alert(1)">l</a>', '<a>l</a>'],
  ['<a href="jav&#x09;ascript:alert(1)">l</a>', '<a>l</a>'],
  ['<a href=" java\tscript:alert(1)">y</a>', '<a>y</a>'],
  ['<a href="https://flua.example/x?a=1&amp;b=2" onclick="x()">l</a>', '<a href="https://flua.example/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">l</a>'],
  ['<a href="/ofertas">x</a>', '<a href="/ofertas">x</a>'],
  ['<a href="//evil.example">l</a>', '<a>l</a>'],
  ['<a href="/\\evil.example">l</a>', '<a>l</a>'],
  ['<a href="/%5Cevil.example">l</a>', '<a href="/%5Cevil.example">l</a>'],
  ['<iframe src="x"></iframe>ok', 'ok'],
  ['<style>p{}</style><em>e', '<em>e</em>'],
  ['a < b > c & d', 'a &lt; b &gt; c &amp; d'],
  ['<svg><script>1</script></svg>t', 't'],
  ['<!-- c --><u>u</u>', '<u>u</u>'],
  ['<p>x</b></p>', '<p>x</p>'],
  ['<div class="x"><font color="red">cor</font></div>', 'cor'],
  ['<form><input value="x"><button>ok</button></form>texto', 'texto'],
  ['<table><tbody><tr><td colspan="2" style="color:red">c</td></tr></tbody></table>', '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>'],
];

describe.each([
  ['browser', browserSanitise],
  ['server', serverSanitise],
])('rich text sanitiser (%s)', (_where, sanitise) => {
  it.each(cases)('%s → %s', (input, output) => {
    expect(sanitise(input)).toBe(output);
  });
});

describe('isSafeHref', () => {
  it.each([
    ['https://flua.example', true],
    ['http://flua.example', true],
    ['mailto:contato@flua.example', true],
    ['tel:+551130000000', true],
    ['#faq', true],
    ['/ofertas?x=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    [' /\t/evil.example', false],
    ['javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,x', false],
    ['ofertas', false],
  ])('%s → %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
