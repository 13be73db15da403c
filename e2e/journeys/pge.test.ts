import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { logInDemoPlayer, openedGameFrame, th, visitAndPickRegion } from '../site';

describe.skipIf(!hasChromium)('provably fair dice', () => {
  const j = journey();

  it('a player launches dice from the lobby, plays, rotates the seed and verifies the round on the verify page', async () => {
    const { context, page } = await j.open();
    await visitAndPickRegion(page);
    await logInDemoPlayer(page);

    // Launch from the in-house provider's lobby: the game opens in the popup frame.
    await page.goto('/rng?vassalage=PGE');
    await page.getByTestId('page-lobby-grid').locator('[data-game-code="dice"]').getByTestId('lobby-game-card-open').click();
    const game = await openedGameFrame(page);
    await game.getByTestId('pge-dice').waitFor();
    await game.getByTestId('pge-balance').filter({ hasText: '5,000.00' }).waitFor();

    // The commitment is on screen before the round.
    const hash = (await game.getByTestId('pge-server-hash').textContent())!.trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const nonce = (await game.getByTestId('pge-nonce').textContent())!.trim();

    await game.getByTestId('pge-bet').fill('10');
    await game.getByTestId('pge-target').fill('50');
    await game.getByTestId('pge-roll-button').click();
    const roll = game.getByTestId('pge-roll');
    await roll.waitFor();
    const rolled = (await roll.textContent())!.trim();
    const won = (await roll.getAttribute('class'))!.includes('is-win');
    // The balance moves by the stake and, on a win, 10 × 1.98.
    await game.getByTestId('pge-balance').filter({ hasText: won ? '5,009.80' : '4,990.00' }).waitFor();
    await game.getByTestId('pge-nonce').filter({ hasText: String(Number(nonce) + 1) }).waitFor();
    const row = game.getByTestId('pge-history-row').first();
    await row.waitFor();
    expect(await row.textContent()).toContain(rolled);
    // Before rotation the round cannot be verified yet: its seed is still secret.
    expect(await row.getByTestId('pge-verify-link').count()).toBe(0);

    // Rotating reveals the seed whose SHA-256 was shown before play.
    await game.getByTestId('pge-rotate').click();
    const revealed = (await game.getByTestId('pge-revealed-seed').textContent())!.trim();
    expect(createHash('sha256').update(revealed).digest('hex')).toBe(hash);
    await game.getByTestId('pge-server-hash').filter({ hasNotText: hash }).waitFor();

    // The round now links to the public verify page, which recomputes the same roll.
    const link = row.getByTestId('pge-verify-link');
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const verify = await context.newPage();
    await verify.goto(`${j.server.baseUrl}${href}`);
    await verify.getByTestId('pge-verify-result').waitFor();
    expect((await verify.getByTestId('pge-verify-roll').textContent())).toContain(rolled);
    expect((await verify.getByTestId('pge-verify-match').textContent())).toBe(th.pge.verify.match);
    expect((await verify.getByTestId('pge-formula').textContent())).toContain(hash);

    // Anyone can verify by hand: a changed nonce gives another roll and no longer matches the round.
    await verify.getByTestId('verify-nonce').fill(String(Number(nonce) + 1));
    await verify.getByTestId('verify-submit').click();
    await verify.getByTestId('pge-verify-match').filter({ hasText: th.pge.verify.mismatch }).waitFor();
    await context.close();
  });
});
