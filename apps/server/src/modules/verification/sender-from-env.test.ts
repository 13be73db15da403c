import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { loadEnv } from '../../lib/env';
import { createCodeService } from './codes';
import type { CodeService } from './codes';
import { outboxOperatorRoutes } from './operator-routes';
import { channelRoutes, messageSenderFromEnv, senderWarnings } from './sender-from-env';
import { toE164, twilioGateway } from './sms-gateways';

const smtp = { SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'no-reply@example.com' };
const twilio = { SMS_GATEWAY: 'twilio', SMS_ACCOUNT_ID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+15005550006' };
const env = (vars: Record<string, string>) => loadEnv({ SEED_DEMO: 'false', ...vars });
/** A database any touch of which fails the test: a refused channel must record nothing. */
const untouchable = new Proxy({}, { get: (_t, key) => { throw new Error(`the database was used (${String(key)})`); } }) as Db;

describe('which sender serves each channel (decision 0030)', () => {
  it('uses the development outbox outside production when nothing real is set', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(channelRoutes(env({ NODE_ENV }))).toEqual({ email: 'outbox', sms: 'outbox' });
      expect(senderWarnings(env({ NODE_ENV }))).toEqual([]);
    }
  });

  it('uses SMTP and the gateway whenever they are set', () => {
    expect(channelRoutes(env({ NODE_ENV: 'development', ...smtp, ...twilio }))).toEqual({ email: 'smtp', sms: 'gateway' });
    expect(channelRoutes(env({ NODE_ENV: 'production', ...smtp }))).toEqual({ email: 'smtp', sms: 'none' });
    expect(senderWarnings(env({ NODE_ENV: 'production', ...smtp, ...twilio }))).toEqual([]);
  });

  it('never falls back to the outbox in production unless STAND_INS=on', () => {
    const prod = env({ NODE_ENV: 'production' });
    expect(channelRoutes(prod)).toEqual({ email: 'none', sms: 'none' });
    expect(senderWarnings(prod).join('\n')).toMatch(/SMTP_URL is not set[\s\S]*SMS_GATEWAY is not set/);
    const staging = env({ NODE_ENV: 'production', STAND_INS: 'on' });
    expect(channelRoutes(staging)).toEqual({ email: 'outbox', sms: 'outbox' });
    expect(senderWarnings(staging).join('\n')).toMatch(/development outbox/);
  });

  it('refuses a code on a channel with no sender before anything is recorded, and warns once at boot', async () => {
    const warned: string[] = [];
    const sender = messageSenderFromEnv(env({ NODE_ENV: 'production', ...twilio }), untouchable, { warn: (l) => warned.push(l) });
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatch(/No e-mail sender/);
    expect(sender.available('email')).toBe(false);
    expect(sender.available('sms')).toBe(true);
    const codes = createCodeService({ db: untouchable, sender });
    await expect(codes.send({ merchantCode: 'thailand', channel: 'email', purpose: 'email-reset', destination: 'a@example.com' }, () => 'x', '127.0.0.1'))
      .rejects.toMatchObject({ code: 'verification.channel_unavailable', status: 503 });
    // An unknown address (nothing would be delivered) meets the same refusal.
    await expect(codes.send({ merchantCode: 'thailand', channel: 'email', purpose: 'email-reset', destination: 'unknown:b@example.com' }, () => 'x', '127.0.0.1', false))
      .rejects.toMatchObject({ code: 'verification.channel_unavailable' });
  });

  it('refuses SMTP without MAIL_FROM and a gateway without its credentials', () => {
    expect(() => env({ SMTP_URL: smtp.SMTP_URL })).toThrow(/MAIL_FROM/);
    expect(() => env({ SMS_GATEWAY: 'twilio', SMS_ACCOUNT_ID: 'AC1' })).toThrow(/SMS_AUTH_TOKEN/);
    expect(() => env({ SMTP_URL: 'https://mail.example.com', MAIL_FROM: 'x@example.com' })).toThrow(/smtp/);
  });
});

describe('the outbox route', () => {
  it('exists outside production and in staging, never in production without STAND_INS=on', async () => {
    const registered = async (vars: Record<string, string>) => {
      const app = Fastify().withTypeProvider<ZodTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      outboxOperatorRoutes(app, { codes: {} as CodeService, env: env(vars) });
      await app.ready();
      const found = app.hasRoute({ method: 'GET', url: '/wps/operator/outbox' });
      await app.close();
      return found;
    };
    expect(await registered({ NODE_ENV: 'test' })).toBe(true);
    expect(await registered({ NODE_ENV: 'production', STAND_INS: 'on' })).toBe(true);
    expect(await registered({ NODE_ENV: 'production', ...smtp, ...twilio })).toBe(false);
  });
});

describe('SMS destinations', () => {
  it('turns stored <dialing code>-<number> into E.164', () => {
    expect(toE164('66-812345678')).toBe('+66812345678');
    expect(toE164('91-09876543210')).toBe('+919876543210');
    expect(() => toE164('not-a-number')).toThrow(/dialing code/);
  });

  it('sends from a Messaging Service when SMS_FROM is its MG… sid', async () => {
    let form: URLSearchParams | undefined;
    const server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => { raw += c.toString(); });
      req.on('end', () => { form = new URLSearchParams(raw); res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}'); });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const from = `MG${'a'.repeat(32)}`;
      const gw = twilioGateway({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, accountId: 'AC1', authToken: 't', from, timeoutMs: 2000 });
      await gw.send('+66812345678', 'code 123456');
      expect(form?.get('MessagingServiceSid')).toBe(from);
      expect(form?.has('From')).toBe(false);
    } finally {
      server.close();
    }
  });
});
