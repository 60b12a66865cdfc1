import type { Page } from 'playwright-core';
import { dialogsOf } from '../support/dialogs';

/** The Director's rounds pages: seat the next round, check the draft, and move the round on. */
export class RoundsPage {
  constructor(private readonly page: Page) {
    dialogsOf(page);
  }

  async open(slug: string) {
    await this.page.goto(`/t/${slug}/rounds`);
    await this.page.getByRole('heading', { name: 'Rounds', exact: true }).waitFor();
  }

  /** Draws round `number` at random from `seed` and waits for its page. */
  async drawAtRandom(number: number, seed: string) {
    const form = this.page.locator('form', {
      has: this.page.getByRole('button', { name: `Draw round ${number} at random` }),
    });
    await form.getByLabel('Seed').fill(seed);
    await form.getByRole('button').click();
    await this.page.waitForURL(`**/rounds/${number}`);
  }

  /** Starts the fewest-repeats generator for round `number`; its progress shows on the round's page. */
  async generate(number: number, seed: string, seconds: number) {
    const form = this.page.locator('form', {
      has: this.page.getByRole('button', { name: `Generate round ${number}` }),
    });
    await form.getByLabel('Seed').fill(seed);
    await form.getByLabel('Search time (seconds)').fill(String(seconds));
    await form.getByRole('button').click();
    await this.page.waitForURL(`**/rounds/${number}`);
  }

  async seatByRotation(number: number) {
    await this.page.getByRole('button', { name: `Seat round ${number} by rotation` }).click();
    await this.page.waitForURL(`**/rounds/${number}`);
  }

  async seatByStanding(number: number) {
    await this.page.getByRole('button', { name: `Seat round ${number} by standing` }).click();
    await this.page.waitForURL(`**/rounds/${number}`);
  }

  /** Runs a lifecycle step ("Publish the seating", "Start the round clock", …) and waits for the new state. */
  async step(button: string, state: string) {
    await this.page.getByRole('button', { name: button, exact: true }).click();
    await this.page.getByRole('heading', { level: 1 }).filter({ hasText: state }).waitFor();
  }

  /** The answer to the last step, e.g. "Time is up. 6 unfinished games recorded as incomplete (T13.4). …". */
  stepAnswer() {
    return this.page.locator('form', { has: this.page.locator('[name=step]') }).getByRole('status');
  }

  stateBadge() {
    return this.page.getByRole('heading', { level: 1 }).locator('.badge');
  }

  /** The report of players who would sit at a 3-player table again while others have not. */
  threeAgainReport() {
    return this.page.locator('.notice', { hasText: 'At a 3-player table again' });
  }

  /** The table plan for the current roster: "Table plan: 30 players: 6 tables of 4 and 2 tables of 3." */
  tablePlan() {
    return this.page.getByRole('main').locator('.table-plan');
  }

  repeatReport() {
    return this.page.locator('.notice', { hasText: /pairs would meet again|have met before/ });
  }

  tableCards() {
    return this.page.getByRole('region', { name: /^Table \d+$/ });
  }
}
