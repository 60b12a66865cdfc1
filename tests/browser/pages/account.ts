import type { Page } from 'playwright-core';

/** The signed-in person's own account page. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/account');
  }

  async changePassword(current: string, password: string, again = password) {
    await this.page.getByLabel('Current password').fill(current);
    await this.page.getByLabel(/^New password(?! again)/).fill(password);
    await this.page.getByLabel('New password again').fill(again);
    await this.page.getByRole('button', { name: 'Change password' }).click();
  }

  async signOutEverywhere() {
    await this.page.getByLabel('Every device, this one included').check();
    await this.page.getByRole('button', { name: 'Sign out everywhere' }).click();
  }

  fieldError(name: 'current' | 'password' | 'confirm') {
    return this.page.locator(`#${name}-error`);
  }

  notice() {
    return this.page.getByRole('main').locator('form .notice');
  }
}

/** A list of staff accounts with their reset and disable buttons: a tournament's staff page, or the administrator's. */
export class AccountsTable {
  constructor(private readonly page: Page) {
    page.on('dialog', (dialog) => void dialog.accept());
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  /** Resets the person's password and returns the one shown, once. */
  async resetPassword(name: string): Promise<string> {
    await this.row(name).getByRole('button', { name: 'Reset password' }).click();
    const notice = this.row(name).locator('.notice').filter({ hasText: 'shown only now' });
    await notice.waitFor();
    return /signs in with (\S+) \(shown only now\)/.exec((await notice.textContent()) ?? '')![1]!;
  }

  async toggle(name: string, button: 'Disable account' | 'Enable account') {
    await this.row(name).getByRole('button', { name: button }).click();
    await this.row(name)
      .locator('.notice')
      .filter({ hasText: /disabled|enabled again/ })
      .waitFor();
  }

  async remove(name: string) {
    await this.row(name).getByRole('button', { name: 'Remove' }).click();
  }
}
