import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { logInDemoPlayer, openedGameFrame, th, visitAndPickRegion } from '../site';

/** "฿ 5,000.00" → 5000. */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const CARD = /^(A|[2-9]|10|J|Q|K)[♠♥♦♣]$/;

describe.skipIf(!hasChromium)('transfer-wallet vendors (PT, JDB)', () => {
  const j = journey();
  const header = async (page: Page) => amount(await page.getByTestId('header-balance-value').textContent());

  /** Opens the first game of a vendor's list page in the popup; answers the frame once the game shows the wallet's balance, and the game's name. */
  async function openFirst(page: Page, path: string, balance: number): Promise<{ game: FrameLocator; name: string }> {
    await page.goto(path);
    const card = page.getByTestId('page-lobby-grid').getByTestId('lobby-game-card').first();
    await card.waitFor();
    const name = ((await card.locator('.game-card-name').textContent()) ?? '').trim();
    await card.getByTestId('lobby-game-card-open').click();
    const game = await openedGameFrame(page);
    // The automatic transfer moved the whole balance to the vendor: the game shows all of it.
    await expect.poll(async () => amount(await game.locator('#bal').textContent()), { timeout: 30_000, message: 'the vendor game shows the whole balance' }).toBe(balance);
    return { game, name };
  }

  /**
   * One play in the game; answers the simulator's answer (round id, balance in minor units, outcome).
   * A play that never answers fails with what happened to its request (never sent, failed, or pending).
   */
  async function play(page: Page, act: () => Promise<void>) {
    const isPlay = (url: string) => new URL(url).pathname === '/api/play';
    // Listened for before the click (so a quick answer is not missed), timed from the click's end: a click
    // Playwright had to wait for (the popup still settling) must not eat the game's 10 s.
    // (Its rejection when the page closes first is not this play's failure.)
    const sent = page.waitForRequest((r) => isPlay(r.url()), { timeout: 0 }).catch(() => null);
    const clickStarted = Date.now();
    await act();
    const clickMs = Date.now() - clickStarted;
    const request = await Promise.race([sent, new Promise<null>((r) => setTimeout(() => r(null), 10_000))]);
    if (!request) throw new Error(`the game sent no /api/play within 10 s of the click (the click itself took ${clickMs} ms)`);
    const response = await Promise.race([
      request.response(),
      new Promise<'late'>((r) => setTimeout(() => r('late'), 30_000)),
    ]);
    if (response === 'late') throw new Error('/api/play was sent but not answered within 30 s');
    if (!response) throw new Error(`/api/play failed: ${request.failure()?.errorText ?? 'no response'}`);
    return (await response.json()) as { ok: boolean; roundId: string; balance: number; result: Record<string, unknown> };
  }

  it('single-wallet mode: a JDB fish game and a PT Dragon Tiger table play for money, the header follows while the popup is open, and leaving brings the balance home', async () => {
    const { context, page } = await j.open();
    // Registered before the app's own listener, so it can stop a message before the app sees it (only once asked to).
    await page.addInitScript(() => window.addEventListener('message', (event) => {
      if ((window as unknown as { holdFrameMessages?: boolean }).holdFrameMessages) event.stopImmediatePropagation();
    }, true));
    try {
      await visitAndPickRegion(page);
      await logInDemoPlayer(page);
      await expect.poll(() => header(page), { timeout: 15_000 }).toBeGreaterThan(0);
      const start = await header(page);

      // JDB fishing: the balance went to JDB's wallet at launch; a shot is a real stake.
      const { game: fish, name: fishName } = await openFirst(page, '/fish?vassalage=JDB', start);
      const shot = await play(page, () => fish.locator('.fish').first().dispatchEvent('click'));
      expect(shot.ok).toBe(true);
      const afterFish = shot.balance / 100;
      // The header follows the play with the popup still open.
      await expect.poll(() => header(page), { timeout: 15_000, message: 'the header follows the fish game' }).toBe(afterFish);
      expect(await page.getByTestId('game-frame-dialog').isVisible()).toBe(true);
      // The game's own back button closes the popup (its message to the page).
      await fish.locator('#back').click();
      await page.getByTestId('game-frame-dialog').waitFor({ state: 'detached' });
      expect(await header(page)).toBe(afterFish);

      // PT live table (Dragon Tiger): the money left JDB when the popup closed, and goes to PT now.
      const { game: table, name: tableName } = await openFirst(page, '/live?vassalage=PT', afterFish);
      // Not every provider tells the page that money moved: the table's messages are held back here, so
      // only the popup's poll can bring the header up to date.
      await page.evaluate(() => Object.assign(window, { holdFrameMessages: true }));
      const dealt = await play(page, () => table.locator('#play').click());
      expect(dealt.ok).toBe(true);
      await expect.poll(async () => (await table.locator('#dragon').textContent())?.trim(), { timeout: 15_000 }).toMatch(CARD);
      expect((await table.locator('#tiger').textContent())?.trim()).toMatch(CARD);
      const afterTable = dealt.balance / 100;
      await expect.poll(() => header(page), { timeout: 15_000, message: 'the header follows the table' }).toBe(afterTable);
      await page.getByTestId('game-frame-dialog').getByRole('button', { name: th.common.close }).click();
      await page.getByTestId('game-frame-dialog').waitFor({ state: 'detached' });

      // Everything is back in the main wallet: the transfer page lists the main wallet alone, with the whole balance.
      await page.getByTestId('header-account-button').click();
      await page.getByTestId('header-account').click();
      await page.getByTestId('member-menu').waitFor();
      await page.getByTestId('member-menu-walletTransfer').click();
      await page.getByTestId('wallet-transfer').waitFor();
      await expect.poll(async () => amount(await page.getByTestId('wallet-MAIN').locator('strong').textContent()), { timeout: 15_000 }).toBe(afterTable);
      expect(await page.getByTestId('wallet-JDB').count()).toBe(0);
      expect(await page.getByTestId('wallet-PT').count()).toBe(0);
      expect(await page.getByTestId('wallet-transfer-single').textContent()).toBe(th.transfers.wallet.single);
      expect(await header(page)).toBe(afterTable);

      // Both rounds are in the betting record, under the games' names.
      await page.getByTestId('member-menu-bettingRecord').click();
      await page.getByTestId('betting-record').waitFor();
      expect(shot.roundId && dealt.roundId).toBeTruthy();
      await page.getByTestId('betting-record-game').filter({ hasText: fishName }).first().waitFor();
      await page.getByTestId('betting-record-game').filter({ hasText: tableName }).first().waitFor();
    } finally {
      // A failed step must not leave the demo player's money at a vendor for the next test: closing the
      // popup is the player's leave, which brings it home.
      const popup = page.getByTestId('game-frame-dialog');
      if (await popup.isVisible().catch(() => false)) {
        const left = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/game/leaveGame', { timeout: 10_000 }).catch(() => undefined);
        await popup.getByRole('button', { name: th.common.close }).click({ timeout: 5_000 }).catch(() => undefined);
        await left;
      }
      await context.close();
    }
  }, 110_000);

  it('multi-wallet mode: the transfer page moves money to a vendor and back, and the header shows the main wallet', async () => {
    expect((await j.server.moneySetting('PUT', '/wps/operator/merchants/thailand/wallet-mode', { isSingle: false })).success).toBe(true);
    try {
      const { context, page } = await j.open();
      await visitAndPickRegion(page);
      await logInDemoPlayer(page);
      await page.getByTestId('header-account-button').click();
      await page.getByTestId('header-account').click();
      await page.getByTestId('member-menu-walletTransfer').click();
      const main = page.getByTestId('wallet-MAIN').locator('strong');
      await main.waitFor();
      const start = amount(await main.textContent());
      expect(await page.getByTestId('wallet-transfer-single').count()).toBe(0);

      await page.getByTestId('wallet-transfer-in').check();
      await page.getByTestId('wallet-transfer-vendor').selectOption('PT');
      await page.getByTestId('wallet-transfer-amount').locator('input').fill('100');
      await page.getByTestId('wallet-transfer-submit').click();
      await page.getByTestId('wallet-transfer-done').waitFor();
      await expect.poll(async () => amount(await page.getByTestId('wallet-PT').locator('strong').textContent())).toBe(100);
      await expect.poll(async () => amount(await main.textContent())).toBe(start - 100);
      await expect.poll(() => header(page)).toBe(start - 100);

      await page.getByTestId('wallet-transfer-out').check();
      await page.getByTestId('wallet-transfer-vendor').selectOption('PT');
      await page.getByTestId('wallet-transfer-amount').locator('input').fill('40');
      await page.getByTestId('wallet-transfer-submit').click();
      await expect.poll(async () => amount(await page.getByTestId('wallet-PT').locator('strong').textContent())).toBe(60);
      await expect.poll(async () => amount(await main.textContent())).toBe(start - 60);
      await context.close();
    } finally {
      await j.server.moneySetting('PUT', '/wps/operator/merchants/thailand/wallet-mode', { isSingle: true });
    }
  }, 60_000);
});
