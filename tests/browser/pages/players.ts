import type { Page } from 'playwright-core';

/** A tournament's players page: the list, the director's add and import forms, and the PIN slips. */
export class PlayersPage {
  constructor(private readonly page: Page) {}

  async open(slug: string) {
    await this.page.goto(`/t/${slug}/players`);
    await this.page.getByRole('heading', { name: 'Players', exact: true }).waitFor();
  }

  /** The import form, unfolded first when the tournament already has players. */
  private importForm() {
    return this.page.getByRole('form', { name: 'Import from CSV' });
  }

  async openImport() {
    const tool = this.page.locator('details', { has: this.page.getByRole('heading', { name: 'Import from CSV' }) });
    if ((await tool.getAttribute('open')) === null) await tool.locator('summary').click();
    await this.importForm().waitFor();
  }

  /** Chooses a CSV file (it fills the text box) and imports it. */
  async importFile(name: string, text: string) {
    await this.openImport();
    await this.importForm()
      .getByLabel('CSV file')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await this.importForm().getByLabel('Or paste the players').waitFor();
    // A text box's value has its line ends as \n, whatever the file's (a spreadsheet on Windows writes \r\n).
    await this.page.waitForFunction(
      (expected) => (document.querySelector('textarea[name="csv"]') as HTMLTextAreaElement | null)?.value === expected,
      text.replace(/\r\n?/g, '\n'),
    );
    await this.importForm().getByRole('button', { name: 'Import players' }).click();
  }

  /** Pastes CSV text and imports it. */
  async importText(text: string) {
    await this.openImport();
    await this.importForm().getByLabel('Or paste the players').fill(text);
    await this.importForm().getByRole('button', { name: 'Import players' }).click();
  }

  /** The import's problems, one list item per bad line. */
  problems() {
    return this.page.getByRole('list', { name: 'Problems in the CSV' }).getByRole('listitem');
  }

  pinSlips() {
    return this.page.getByRole('region', { name: /PIN slips/ });
  }

  slips() {
    return this.pinSlips().getByRole('list', { name: 'PIN slips' }).getByRole('listitem');
  }

  async search(query: string) {
    await this.page.getByLabel('Find a player').fill(query);
  }

  /** The rows of the player list now shown (without its header). */
  rows() {
    return this.page.getByRole('region', { name: 'Player list' }).locator('tbody tr');
  }

  /** The list row of player `number`. */
  row(number: number) {
    return this.rows().filter({ has: this.page.locator('td.num', { hasText: new RegExp(`^${number}$`) }) });
  }

  async manage(number: number) {
    await this.row(number).getByRole('button', { name: 'Manage' }).click();
  }

  /** Withdraws a player through the confirmation step. */
  async withdraw(number: number) {
    await this.manage(number);
    await this.page.getByRole('button', { name: 'Withdraw…' }).click();
    await this.page.getByRole('button', { name: `Yes, withdraw #${number}` }).click();
  }

  /** Replaces a player by a new one with the next free number. */
  async substitute(number: number, name: string) {
    await this.manage(number);
    await this.page.getByRole('button', { name: 'Substitute…' }).click();
    const panel = this.page.locator('.pl-panel');
    await panel.getByLabel('Name').fill(name);
    await panel.getByRole('button', { name: `Replace #${number}` }).click();
  }

  /** The page's own status message (Next.js has a route announcer with the status role too). */
  status() {
    return this.page.getByRole('main').getByRole('status').first();
  }
}
