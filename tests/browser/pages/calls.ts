import type { Locator, Page } from 'playwright-core';

/** The call panel of a table's page (or a player's): call the Director, see the call, withdraw it. */
export class TableCallPanel {
  constructor(private readonly page: Page) {}

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Director' });
  }

  async call(details: { seat?: RegExp; what?: string; line?: string } = {}) {
    const panel = this.panel();
    if (details.seat || details.what || details.line) {
      await panel.getByText('Say who is calling and what happened (optional)').click();
      if (details.seat) await this.field('seat').selectOption({ label: await this.option('seat', details.seat) });
      if (details.what) await this.field('kind').selectOption({ label: details.what });
      if (details.line) await this.field('line').fill(details.line);
    }
    await panel.getByRole('button', { name: 'Call the Director' }).click();
  }

  private field(name: string): Locator {
    return this.panel().locator(`[name="${name}"]`);
  }

  private async option(name: string, pattern: RegExp): Promise<string> {
    const options = await this.field(name).locator('option').allTextContents();
    const found = options.find((text) => pattern.test(text));
    if (!found) throw new Error(`No option ${pattern} in ${name}: ${options.join(', ')}`);
    return found;
  }

  /** "Director called 2 min ago", while a call is open. */
  status(): Locator {
    return this.panel().locator('.call-status');
  }

  /** The form's answer: the server's message after a call. */
  answer(): Locator {
    return this.panel().locator('.call-form [role=status]');
  }

  history(status: 'open' | 'taken' | 'closed' | 'withdrawn'): Locator {
    return this.panel().locator(`.call-history li[data-status="${status}"]`);
  }
}

/** The Directors' queue of one tournament. */
export class CallQueuePage {
  constructor(private readonly page: Page) {}

  async open(slug: string) {
    await this.page.goto(`/t/${slug}/calls`);
    await this.page.getByRole('heading', { name: 'Calls' }).waitFor();
  }

  card(table: number): Locator {
    return this.page.getByRole('listitem', { name: `Table ${table}`, exact: true });
  }

  async turnOnChime() {
    await this.page.getByRole('button', { name: 'Turn on the chime' }).click();
  }

  /** How many times a new call chimed since the chime was turned on. */
  async alerts(): Promise<number> {
    return Number(await this.page.locator('.queue-alert').getAttribute('data-alerts'));
  }

  async take(table: number) {
    await this.card(table)
      .getByRole('button', { name: `Take table ${table}` })
      .click();
    await this.card(table)
      .getByText(/has it$/)
      .waitFor();
  }

  async recordIncident(table: number) {
    await this.card(table).getByRole('link', { name: 'Record an incident' }).click();
    await this.page.waitForURL(/\/incident\?call=/);
  }
}
