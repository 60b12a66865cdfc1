/**
 * Moves to the first field, in the form's order, that has an error: focused and scrolled to the middle of the
 * screen, after React has shown the messages.
 */
export function focusFirstBadField(form: HTMLFormElement, fields: readonly string[]): void {
  requestAnimationFrame(() => {
    const bad = [...form.querySelectorAll<HTMLElement>('[name]')].find((element) =>
      fields.includes(element.getAttribute('name') ?? ''),
    );
    if (!bad || bad.getAttribute('type') === 'hidden') return;
    bad.focus({ preventScroll: true });
    bad.scrollIntoView({ block: 'center' });
  });
}

/** A field's question as the form shows it: its label's own words, else its aria-label; null for none. */
export function questionOf(form: HTMLFormElement | null, field: string): string | null {
  const element = form?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`);
  if (!element || element.getAttribute('type') === 'hidden') return null;
  const label = element.closest('label');
  const own = label ? [...label.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent) : [];
  return own.join(' ').trim() || element.getAttribute('aria-label');
}
