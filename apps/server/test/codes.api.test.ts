import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeService } from '../src/modules/verification/codes';
import type { MessageSender } from '../src/modules/verification/sender';
import { createTestPlatform, type TestPlatform } from './helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(() => p.close());

describe('one-time codes on a controlled clock', () => {
  it('waits a minute between sends, stops after 3 in 5 minutes for 5 minutes, expires after 5 minutes', async () => {
    let clock = new Date('2026-11-22T10:00:00Z').getTime();
    const sent: string[] = [];
    const sender: MessageSender = { available: () => true, send: async (m) => void sent.push(m.body) };
    const codes = createCodeService({ db: p.database.db, sender, now: () => new Date(clock) });
    const target = { merchantCode: 'thailand', channel: 'sms' as const, purpose: 'register', destination: '66-800000001' };
    const text = (code: string) => `code ${code}`;

    for (let i = 0; i < 3; i++) {
      await codes.send(target, text, '127.0.0.1');
      await expect(codes.send(target, text, '127.0.0.1')).rejects.toMatchObject({ code: 'verification.wait' });
      clock += 61_000;
    }
    // Three codes in the last five minutes: the fourth waits until the window has passed.
    await expect(codes.send(target, text, '127.0.0.1')).rejects.toMatchObject({ code: 'verification.too_many' });
    clock += 5 * 60_000;
    await codes.send(target, text, '127.0.0.1');
    expect(sent).toHaveLength(4);

    const latest = /code (\d{6})/.exec(sent.at(-1)!)![1]!;
    clock += 5 * 60_000 + 1;
    await expect(codes.consume(target, latest)).rejects.toMatchObject({ code: 'verification.code_invalid' });
  });

  it('allows five wrong tries, then not even the right code', async () => {
    const sent: string[] = [];
    const codes = createCodeService({ db: p.database.db, sender: { available: () => true, send: async (m) => void sent.push(m.body) } });
    const target = { merchantCode: 'thailand', channel: 'sms' as const, purpose: 'nologin', destination: '66-800000002' };
    await codes.send(target, (c) => `code ${c}`, '127.0.0.1');
    const right = /code (\d{6})/.exec(sent[0]!)![1]!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await expect(codes.consume(target, wrong)).rejects.toMatchObject({ code: 'verification.code_invalid' });
    await expect(codes.consume(target, right)).rejects.toMatchObject({ code: 'verification.code_invalid' });
  });
});
