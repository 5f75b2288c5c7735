/**
 * The server's sanitiser (sanitize-html, no DOM) and the browser's (DOMPurify,
 * run here over jsdom's window) apply the one allow-list of
 * models/content/rich-text.ts alike: on ordinary authored text and on hostile input,
 * a browser builds the same page from either output, and nothing that could
 * run, load or leave the site survives.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRichTextSanitiser } from '../../models/content/rich-text';
import { sanitiseHtml as serverSanitise } from '../../server/content/sanitise-html';

const { window } = new JSDOM('');
const browserSanitise = createRichTextSanitiser(createDOMPurify(window));

/** What a browser builds from an HTML fragment, written back out. */
function page(html: string): string {
  const body = window.document.createElement('body');
  body.innerHTML = html;
  return body.innerHTML;
}

const ORDINARY = [
  '<p>O <strong>Pulse</strong> <em>Audace</em> tem câmbio CVT.</p>',
  '<h2>Como funciona</h2><p>Você escolhe, assina e <b>dirige</b>.</p><hr><p>Dúvidas? <a href="mailto:contato@flua.example">Escreva</a>.</p>',
  '<ul><li>Seguro</li><li>IPVA &amp; licenciamento</li></ul><ol><li>um</li></ol>',
  '<p>Linha 1<br>Linha 2<br/>Linha 3</p>',
  '<p>R$&nbsp;1.999,00 por mês</p>',
  '<p title="Preço &quot;final&quot;">x</p>',
  '<blockquote><p>citação</p></blockquote><p><small>menor</small> <sup>1</sup> <sub>2</sub> <s>velho</s> <u>sub</u> <i>it</i> <span>s</span></p>',
  '<table><thead><tr><th scope="col">Plano</th></tr></thead><tbody><tr><td colspan="2" rowspan="1">12 meses</td></tr></tbody></table>',
  '<p><a href="https://www.fiat.com.br/pulse.html?x=1&amp;y=2#a" title="Fiat">site</a> <a href="/ofertas?brand=jeep">ofertas</a> <a href="#faq">faq</a> <a href="tel:+551130000000">ligue</a></p>',
  '<h3>Título</h3><h4>a</h4><h5>b</h5><h6>c</h6>',
  'texto sem marcação: 2 < 3 > 1 & "aspas" \'simples\'',
  '',
];

const HOSTILE = [
  '<script>alert(1)</script><p>x</p>',
  '<img src=x onerror="alert(1)">y',
  '<p onclick="alert(1)" class="a" style="color:red" id="i" data-x="1" aria-label="l">z</p>',
  '<a href="javascript:alert(1)">l</a>',
  '<a href="JaVaScRiPt:alert(1)">l</a>',
  '<a href="jav&#x09;ascript:alert(1)">l</a>',
  '<a href=" java\tscript:alert(1)">y</a>',
  '<a href="&#106;avascript:alert(1)">l</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">l</a>',
  '<a href="vbscript:msgbox(1)">l</a>',
  '<a href="//evil.example">l</a>',
  '<a href="/\\evil.example">l</a>',
  '<a href="/&#92;evil.example">l</a>',
  '<a href="https://flua.example" target="_self" rel="opener" onclick="x()">l</a>',
  '<a href="/x" target="_blank">l</a>',
  '<a name="n" ping="https://evil.example">l</a>',
  '<iframe src="https://evil.example"></iframe>ok',
  '<object data="x.swf"><embed src="x.swf"></object>ok',
  '<style>p{background:url(javascript:alert(1))}</style><em>e',
  '<svg><script>alert(1)</script></svg>t',
  '<svg onload="alert(1)"><circle r="1"/></svg>t',
  '<math><mi xlink:href="javascript:alert(1)">m</mi></math>t',
  '<template><script>alert(1)</script></template>t',
  '<form action="https://evil.example"><input value="x"><button formaction="javascript:alert(1)">ok</button></form>texto',
  '<textarea><script>alert(1)</script></textarea>t',
  '<select><option>o</option></select>t',
  '<video src="x" onerror="alert(1)"></video><audio src="x"></audio>t',
  '<div class="x"><font color="red">cor</font></div>',
  '<base href="https://evil.example/"><link rel="stylesheet" href="x.css"><meta http-equiv="refresh" content="0;url=https://evil.example">t',
  '<p>x</b></p>',
  '<!-- <script>alert(1)</script> --><u>u</u>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<p title="&lt;img src=x onerror=alert(1)&gt;">t</p>',
  '<xmp><script>alert(1)</script></xmp>t',
  '<td background="javascript:alert(1)">c</td>',
  '<strong><em>aninhado</em></strong><unknown>desconhecido <b>negrito</b></unknown>',
];

describe('the server sanitiser and the browser one', () => {
  it.each([...ORDINARY, ...HOSTILE])('give the same page for %j', (input) => {
    expect(page(serverSanitise(input))).toBe(page(browserSanitise(input)));
  });

  it.each(ORDINARY)('give the same text for ordinary input %j', (input) => {
    expect(serverSanitise(input)).toBe(browserSanitise(input).replace(/<(br|hr)>/g, '<$1 />'));
  });

  it('differ only where the server keeps less: a noscript goes with all it holds, as the allow-list says', () => {
    const input = '<noscript><p title="</noscript><img src=x onerror=alert(1)>">n</p></noscript>t';
    expect(serverSanitise(input)).toBe('t');
    expect(page(browserSanitise(input))).toBe('<p>n</p>t');
  });

  it.each(HOSTILE)('leave nothing that runs, loads or leaves the site in %j', (input) => {
    const body = window.document.createElement('body');
    body.innerHTML = serverSanitise(input);
    for (const element of body.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(['href', 'title', 'colspan', 'rowspan', 'scope', 'rel', 'target']).toContain(name);
        if (name === 'href') expect(value).toMatch(/^(https:\/\/flua\.example|\/x$)/);
      }
      expect(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'IMG', 'FORM', 'BASE', 'LINK', 'META']).not.toContain(element.tagName.toUpperCase());
    }
  });
});
