import type { Page } from 'playwright-core';
import { dialogsOf } from '../support/dialogs';

/** A scorekeeper's sheet of one table: keys in games, copies initials, hands in and accepts; the Director amends. */
export class SheetPage {
  constructor(private readonly page: Page) {
    dialogsOf(page);
  }

  async open(slug: string, round: number, table: number) {
    await this.page.goto(`/t/${slug}/scores/${round}/${table}`);
    await this.outcome().first().waitFor();
  }

  outcome() {
    return this.page.locator('[data-group="outcome"] input');
  }

  /** Types one game the way a scorekeeper does: a key per answer, Enter to save; waits for the save. */
  async keyIn(number: number, keys: string) {
    for (const key of keys) await this.page.keyboard.press(key);
    await this.page.keyboard.press('Enter');
    await this.page.getByRole('status').getByText(`Game ${number} saved`).waitFor();
  }

  async verifyByInitials(card: string, initials: string) {
    await this.page.getByLabel(new RegExp(`on card ${card}$`)).fill(initials);
    await this.page.getByRole('button', { name: `Verify ${card}` }).click();
    // A verified card shows who verified it; its form goes.
    await this.page
      .getByRole('row', { name: `Card ${card}` })
      .filter({ hasText: '✓' })
      .waitFor();
  }

  /** Presses a hand-in step and waits for the sheet's state to show it (its form goes with the old state). */
  async step(button: string, status: string) {
    await this.page.getByRole('button', { name: button }).click();
    await this.status().filter({ hasText: status }).waitFor();
  }

  status() {
    return this.page.locator('.sheet-facts .badge');
  }

  cardTotal(card: string) {
    return this.page.getByRole('row', { name: `Card ${card}` }).locator('td.points');
  }

  /** The Director changes an accepted game's exposures, with the reason and everyone present (T26). */
  async amendExposures(number: number, exposures: number, reason: string) {
    await this.page.getByRole('button', { name: new RegExp(`^Game ${number}( ✓)?$`) }).click();
    await this.page.locator(`[data-group="winnerExposures"] input[value="${exposures}"]`).check();
    await this.page.locator('.amend-fields').getByLabel('Reason').fill(reason);
    await this.page.getByLabel('Every player of this table was present').check();
    await this.page.getByRole('button', { name: `Amend game ${number}` }).click();
    await this.page.getByRole('status').getByText(`Game ${number} saved`).waitFor();
  }
}
