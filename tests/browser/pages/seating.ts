import type { Page } from 'playwright-core';

/** A round's seating page (by table or by name, with the search), its projector view, and the round clock. */
export class SeatingPage {
  constructor(private readonly page: Page) {}

  async open(slug: string, round: number | 'current', by: 'table' | 'name' = 'table') {
    const path = round === 'current' ? `/t/${slug}/seating` : `/t/${slug}/rounds/${round}/seating`;
    await this.page.goto(by === 'name' ? `${path}?by=name` : path);
  }

  async openProjector(slug: string, round: number, by: 'table' | 'name' = 'table') {
    await this.page.goto(`/t/${slug}/rounds/${round}/projector${by === 'name' ? '?by=name' : ''}`);
  }

  async openClock(slug: string) {
    await this.page.goto(`/t/${slug}/clock`);
  }

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async showBy(order: 'table' | 'name') {
    await this.page
      .getByRole('navigation', { name: 'Seating order' })
      .getByRole('link', { name: order === 'name' ? 'By name' : 'By table' })
      .click();
  }

  async search(text: string) {
    await this.page.getByLabel('Find your seat').fill(text);
  }

  /** The by-name rows a player can see now (the search hides the others). */
  visibleNameRows() {
    return this.page
      .getByRole('list', { name: 'Seats by player name' })
      .getByRole('listitem')
      .filter({ visible: true });
  }

  /** What the by-name list says for one player, e.g. "Ada Cohen #12 Table 3 · Seat B". */
  async seatLineOf(name: string): Promise<string> {
    const text = await this.visibleNameRows().filter({ hasText: name }).textContent();
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  /** The table cards the floor can see now. */
  visibleTables() {
    return this.page.getByRole('region', { name: /^Table \d+$/ }).filter({ visible: true });
  }

  clock() {
    return this.page.getByRole('region', { name: 'Round clock' });
  }

  timer() {
    return this.page.getByRole('timer');
  }

  extraTimeTables() {
    return this.page.getByRole('complementary', { name: 'Tables with extra minutes' }).getByRole('listitem');
  }
}
