import type { Page } from 'playwright-core';

type Dialogs = { asked: string[]; accept: boolean };

const answering = new WeakMap<Page, Dialogs>();

/**
 * The page's confirmations, answered by one listener however many page objects ask for it: accepted unless
 * `accept` is set false, each question kept in `asked`.
 */
export function dialogsOf(page: Page): Dialogs {
  const known = answering.get(page);
  if (known) return known;
  const dialogs: Dialogs = { asked: [], accept: true };
  answering.set(page, dialogs);
  page.on('dialog', (dialog) => {
    dialogs.asked.push(dialog.message());
    void (dialogs.accept ? dialog.accept() : dialog.dismiss());
  });
  return dialogs;
}
