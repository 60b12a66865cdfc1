import type { Page } from 'playwright-core';

/** A tournament's settings page: the tournament form with every ruleset option, and its answer. */
export class SettingsPage {
  constructor(private readonly page: Page) {}

  async open(slug: string) {
    await this.page.goto(`/t/${slug}/settings`);
    await this.page.getByRole('heading', { name: /^Settings: / }).waitFor();
  }

  /** A field by its label, e.g. "Self-picked mah jongg bonus" or a part "Winner had 2 exposures". */
  field(label: string) {
    return this.page.getByLabel(label, { exact: false });
  }

  async setField(label: string, value: string) {
    await this.field(label).fill(value);
  }

  /** The notice above the buttons once a group of games is recorded. */
  recordedGamesNotice() {
    return this.page.getByText(/games are recorded: a new ruleset re-scores all of them/);
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save settings' }).click();
  }

  confirmButton() {
    return this.page.getByRole('button', { name: 'Save and re-score every game' });
  }

  async confirmRescore() {
    await this.confirmButton().click();
  }

  /** The form's answer: saved, asks for confirmation, or what to correct. */
  answer() {
    return this.page.getByRole('main').getByRole('status');
  }

  /** The error text shown under one ruleset option, found by the option's label. */
  optionError(label: string) {
    return this.page.locator('.ruleset-option', { has: this.page.getByText(label, { exact: true }) }).locator('.error');
  }
}
