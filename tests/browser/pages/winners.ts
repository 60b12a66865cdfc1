import type { Page } from 'playwright-core';

/** The winner's circle, its printouts and the prize settings. */
export class WinnersPage {
  constructor(private readonly page: Page) {}

  async open(slug: string) {
    await this.page.goto(`/t/${slug}/winners`);
    await this.page.getByRole('heading', { name: "Winner's circle" }).waitFor();
  }

  /** A place's card by its label, e.g. "6th–7th, tied". */
  place(label: string) {
    return this.page.locator('.prize-places > li', {
      has: this.page.getByRole('heading', { name: label, exact: true }),
    });
  }

  /** The labels of every place, in order. */
  placeLabels() {
    return this.page.locator('.prize-places > li h3').allTextContents();
  }

  special(label: string) {
    return this.page.getByRole('region', { name: label });
  }

  round(number: number) {
    return this.page.getByRole('region', { name: `Round ${number}` });
  }

  /** Saves the prize settings form with these round winners and the jokerless prize switched as given. */
  async savePrizes(slug: string, roundWinners: number, jokerless: boolean) {
    await this.page.goto(`/t/${slug}/settings/prizes`);
    await this.page.getByLabel('Round winners').fill(String(roundWinners));
    await this.page.getByRole('checkbox', { name: /Most jokerless wins/ }).setChecked(jokerless);
    await this.page.getByRole('button', { name: 'Save prizes' }).click();
    await this.page.getByText('Prizes saved.').waitFor();
  }
}
