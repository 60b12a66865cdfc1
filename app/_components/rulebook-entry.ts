import { html, type Html } from '@/lib/util/html';

/** A paragraph of a rulebook entry, as HTML text (lib/util/html.ts). */
export const entryParagraph = (content: Html | string) => html`<p style="margin:0.3rem 0">${content}</p>`;

/** An entry of the rulebook: its title, its paragraphs (made as HTML text) and its citation when it has one. */
export const rulebookEntry = (title: string, body: Html, citation?: string, titleId?: string) =>
  html`<section class="card"${titleId ? html` aria-labelledby="${titleId}"` : ''}>
    <h3${titleId ? html` id="${titleId}"` : ''} style="margin:0">${title}</h3>
    ${body}${citation ? html`<span class="badge">${citation}</span>` : ''}
  </section>`;

/** A setting's value in this tournament (when the page is one tournament's) beside its default. */
export const hereAndDefault = (here: string | null, byDefault: string) =>
  html`${here === null ? '' : html`<strong>This tournament:</strong> ${here} · `}<strong>Default:</strong>
    ${byDefault}`;
