/** The 'Saiba Mais' HTML is sanitised: allowed markup stays, anything that could run or load does not. */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../ui/showcase/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text markup and safe links', () => {
    expect(sanitizeHtml('<p>O <strong>Pulse</strong> <em>Audace</em></p><ul><li>a</li></ul>')).toBe('<p>O <strong>Pulse</strong> <em>Audace</em></p><ul><li>a</li></ul>');
    expect(sanitizeHtml('<a href="https://www.fiat.com.br/pulse.html" onclick="x()">Pulse</a>')).toBe(
      '<a href="https://www.fiat.com.br/pulse.html" rel="noopener noreferrer" target="_blank">Pulse</a>',
    );
    expect(sanitizeHtml('<a href="/ofertas">x</a>')).toBe('<a href="/ofertas">x</a>');
  });

  it('drops scripts, styles, frames, handlers and javascript: links', () => {
    expect(sanitizeHtml('<p onmouseover="x()">oi</p><script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe>')).toBe('<p>oi</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" java\tscript:alert(1)">y</a><a href="//evil.com">z</a>')).toBe('<a>x</a><a>y</a><a>z</a>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><svg><script>1</script></svg>texto')).toBe('texto');
    expect(sanitizeHtml('<div class="x"><font color="red">cor</font></div>')).toBe('cor');
  });
});
