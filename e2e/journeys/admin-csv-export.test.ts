/**
 * CSV exports of the back office's lists (decision 0055): the demo owner exports the player directory
 * under a search (the token in a header, the file from a blob): a UTF-8 file with a byte-order mark, the
 * header row and the player found, masked as the list shows it. The audit log's own export then holds
 * that export's entry, with the search it was made with; the operators list's export has the same button.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../apps/admin/src/locales/en.json' with { type: 'json' };
import { hasChromium } from '../browser';
import { firstOwnerLogin } from '../admin';
import { journey } from '../journey';

describe.skipIf(!hasChromium)('back office: CSV exports', () => {
  const j = journey();

  it('exports the players found and then the audit log that recorded the export', async () => {
    const { page } = await j.open(1280, 860);
    await firstOwnerLogin(page);

    await page.getByTestId('nav-players').click();
    await page.getByRole('heading', { name: en.players.title, level: 1 }).waitFor();
    await page.getByLabel(en.players.search.text, { exact: true }).fill('demo_player');
    await page.getByTestId('players-submit').click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'demo_player');
    await page.getByTestId('player-link').filter({ hasText: /^demo_player$/ }).waitFor();

    const [players] = await Promise.all([page.waitForEvent('download'), page.getByTestId('players-csv').click()]);
    expect(players.suggestedFilename()).toMatch(/^players-thailand-\d{8}-\d{6}\.csv$/);
    const bytes = readFileSync(await players.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('id,username,type,status,mobile,email,balance,currency,uplineUsername,createdAt,lastLoginAt,locked');
    expect(lines.filter((l) => l.split(',')[1] === 'demo_player')).toHaveLength(1);
    // The e-mail column as the list shows it: masked, never the address itself.
    expect(bytes.toString('utf8')).not.toContain('demo.player@example.com');
    await page.getByTestId('players-csv-status').filter({ hasText: players.suggestedFilename() }).waitFor();

    await page.getByTestId('nav-audit').click();
    await page.getByRole('heading', { name: en.audit.title, level: 1 }).waitFor();
    await page.getByLabel(en.audit.filters.action).fill('player.export');
    await page.getByTestId('audit-submit').click();
    await page.waitForURL((url) => url.searchParams.get('action') === 'player.export');
    const [log] = await Promise.all([page.waitForEvent('download'), page.getByTestId('audit-csv').click()]);
    expect(log.suggestedFilename()).toMatch(/^audit-all-\d{8}-\d{6}\.csv$/);
    const entries = readFileSync(await log.path(), 'utf8').slice(1).split('\r\n').filter((l) => l.includes('player.export'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain('demo_player');
    await page.getByTestId('audit-csv-status').filter({ hasText: log.suggestedFilename() }).waitFor();

    // The operators list: the same button, the list's fields, no password hash or authenticator secret.
    await page.getByTestId('nav-operators').click();
    await page.getByRole('heading', { name: en.operators.title, level: 1 }).waitFor();
    const [operators] = await Promise.all([page.waitForEvent('download'), page.getByTestId('operators-csv').click()]);
    expect(operators.suggestedFilename()).toMatch(/^operators-all-\d{8}-\d{6}\.csv$/);
    const rows = readFileSync(await operators.path(), 'utf8').slice(1).split('\r\n');
    expect(rows[0]).toBe('id,username,merchantCode,role,teamAgentId,teamAgentUsername,status,totpEnabled,lastLoginAt,createdAt');
    expect(rows.filter((l) => l.split(',')[1] === 'admin')).toHaveLength(1);
    expect(rows.join('\n')).not.toMatch(/\$argon2|\$2[aby]\$/);
  });
});
