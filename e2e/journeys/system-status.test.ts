import { describe, expect, it } from 'vitest';
import { hasChromium } from '../browser';
import { journey } from '../journey';
import { th } from '../site';

describe.skipIf(!hasChromium)('start-up screens follow the system status', () => {
  const j = journey();

  const setStatus = async (status: 0 | 1 | 2, notice = '') => {
    const result = await j.server.operator('PUT', '/wps/operator/merchants/thailand/status', { status, notices: { TH: notice } });
    expect(result.success).toBe(true);
  };

  it('shows the maintenance page with logo, title, notice and live chat', async () => {
    await setStatus(1, 'Back at 18:00 after the upgrade');
    const { context, page } = await j.open();
    await page.goto('/');
    const screen = page.getByTestId('maintenance-screen');
    await screen.waitFor();
    expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe(th.status.maintenanceTitle);
    expect(await page.getByTestId('status-notice').textContent()).toBe('Back at 18:00 after the upgrade');
    expect(await screen.getByRole('img', { name: 'Royal Lotus' }).count()).toBe(1);
    expect(await screen.getByTestId('customer-service-button').isVisible()).toBe(true);
    expect(await page.getByTestId('site-header').count()).toBe(0);
    await context.close();
  });

  it('shows the blocked-region page with the visitor IP when the operator sets status 2', async () => {
    await setStatus(2, 'Not available in your country');
    const { context, page } = await j.open();
    await page.goto('/promotions');
    await page.getByTestId('blocked-screen').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(th.status.blockedTitle);
    // A drawn page is shared by every visitor (decision 0035): the address comes with the permission asked again at once.
    await expect.poll(() => page.getByTestId('visitor-ip').textContent(), { timeout: 10_000 }).toBe('127.0.0.1');
    expect(await page.getByTestId('status-notice').textContent()).toBe('Not available in your country');
    await context.close();
  });

  it('blocks the visitor IP, then lets them in again once the block is removed', async () => {
    await setStatus(0);
    const block = await j.server.operator('POST', '/wps/operator/merchants/thailand/blocks', { kind: 'IP', value: '127.0.0.1/32' });
    expect(block.success).toBe(true);
    const { context, page } = await j.open();
    await page.goto('/');
    await page.getByTestId('blocked-screen').waitFor();

    const id = (block.value as { id: number }).id;
    expect((await j.server.operator('DELETE', `/wps/operator/merchants/thailand/blocks/${id}`)).success).toBe(true);
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('blocked-screen').count()).toBe(0);
    expect(await page.getByTestId('header-login').textContent()).toBe(th.header.login);
    await context.close();
  });
});
