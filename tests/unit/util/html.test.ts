import { describe, expect, test } from 'vitest';
import { escapeHtml, html } from '@/lib/util/html';

describe('HTML made as text', () => {
  test('every value is escaped: a player named as markup shows as text', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(html`<a title="${name}">${name}</a>`.text).toBe(
      '<a title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">' +
        '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</a>',
    );
  });

  test('numbers as written; nothing for null, undefined and false; lists joined; made HTML put in as it is', () => {
    const cells = [1, -2, null].map((n) => html`<td>${n}</td>`);
    const zero = html`<td>${0}</td>`;
    // prettier-ignore
    const row = html`<tr>${cells}${false}${undefined}${zero}</tr>`;
    expect(row.text).toBe('<tr><td>1</td><td>-2</td><td></td><td>0</td></tr>');
  });

  test('the template’s line breaks and their indentation are one space, a value’s own are kept', () => {
    const note = 'two\n  lines';
    const made = () =>
      html`<p>
        Game ${1}
        <strong>${note}</strong>
      </p>`;
    expect(made().text).toBe('<p> Game 1 <strong>two\n  lines</strong> </p>');
    // The same template again, from what was worked out the first time.
    expect(made().text).toBe(made().text);
  });

  test('escapeHtml leaves plain text alone', () => {
    expect(escapeHtml('Roberta Adler #1421 – +40')).toBe('Roberta Adler #1421 – +40');
  });
});
