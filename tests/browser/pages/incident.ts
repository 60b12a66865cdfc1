import type { Locator, Page } from 'playwright-core';
import { dialogsOf } from '../support/dialogs';

/** The Director's incident page of one table: the kind, the questions, the proposal, the decision. */
export class IncidentPage {
  constructor(private readonly page: Page) {
    // A ruling that disqualifies asks first.
    dialogsOf(page);
  }

  async open(slug: string, round: number, table: number, game?: number) {
    await this.page.goto(`/t/${slug}/scores/${round}/${table}/incident${game ? `?game=${game}` : ''}`);
    await this.page.getByLabel('What happened').waitFor();
  }

  async chooseKind(title: string) {
    await this.page.getByLabel('What happened').selectOption({ label: title });
  }

  question(id: string): Locator {
    return this.page.locator(`[data-question="${id}"]`);
  }

  /** Answers a question by the start of its choice's label (a seat's letter, Yes, an option's words). */
  async answer(id: string, label: string | RegExp) {
    await this.question(id).getByRole('radio', { name: label }).check();
  }

  /**
   * Answers every question still unanswered with its first choices that can be taken (two seats where several are
   * asked), in order, until the proposal is complete: each answer may bring the next question.
   */
  async answerFirstChoices() {
    for (let step = 0; step < 12 && !(await this.ready()); step++) {
      const open = this.page.locator('.question:not(:has(input:checked))').first();
      if ((await open.count()) === 0) {
        throw new Error(`Every question is answered, yet: ${await this.page.locator('.proposal').innerText()}`);
      }
      // Named by its id: once one box is checked, `open` is the next question.
      const boxes = this.question((await open.getAttribute('data-question')) ?? '').locator(
        'input[type=checkbox]:enabled',
      );
      if ((await boxes.count()) > 0) {
        await boxes.nth(0).check();
        if ((await boxes.count()) > 1 && !(await this.ready())) await boxes.nth(1).check();
      } else {
        await open.locator('input[type=radio]:enabled').first().check();
      }
    }
  }

  proposal(): Locator {
    return this.page.getByRole('region', { name: 'Proposed ruling' });
  }

  citations(): Locator {
    return this.proposal().locator('.citations li');
  }

  submit(): Locator {
    return this.page.locator('.incident-recorder button[type=submit]');
  }

  async ready() {
    return (await this.submit().count()) > 0;
  }

  /** The reason the ruling cannot be applied to the game as it stands, when it cannot. */
  cannotApply(): Locator {
    return this.page.locator('.incident-recorder .notice.error');
  }

  /** Records the incident and waits for the sheet it returns to. */
  async record() {
    await this.submit().click();
    await this.page.waitForURL(/\/scores\/\d+\/\d+#incidents$/);
  }

  async ruleOtherwise(reason: string, effects: string[]) {
    await this.page.getByRole('button', { name: 'Rule otherwise…' }).click();
    await this.page.getByLabel('Reason for ruling otherwise (T27)').fill(reason);
    for (const effect of effects) await this.page.getByLabel(effect, { exact: true }).check();
  }
}
