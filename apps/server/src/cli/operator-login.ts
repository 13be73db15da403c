import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import QRCode from 'qrcode';

interface Envelope { success: boolean; errorCode: string | null; message: string | null; value: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- several calls' values

/**
 * `npm run operator -- login`: the operator login over HTTP, as a script or a person at a terminal
 * needs it now that it asks for a proof of work and, in production, an authenticator code (decision
 * 0032). It solves the challenge as a browser does, asks for the code (or walks through the enrolment,
 * printing the QR code) and prints the session token for the `authorization` header.
 */
export async function loginOverHttp(opts: {
  baseUrl: string; username: string; password: string;
  ask: (question: string) => Promise<string>; print: (text: string) => void;
}): Promise<string> {
  const call = async (method: 'GET' | 'POST', path: string, body?: object): Promise<Envelope> => {
    const res = await fetch(new URL(path, opts.baseUrl), {
      method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = (await res.json()) as Envelope;
    if (!envelope.success) throw new Error(`${envelope.errorCode}: ${envelope.message}`);
    return envelope;
  };

  const { value: offered } = await call('GET', '/wps/operator/session/challenge');
  const challenge = offered.challenge as Challenge | null;
  const humanVerification = challenge
    ? Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64')
    : undefined;
  const { value: login } = await call('POST', '/wps/operator/session/login', { username: opts.username, password: opts.password, humanVerification });
  // The password predates the operator policy (decision 0033): say how to replace it.
  if (login.passwordChange) opts.print('This password does not meet the operator policy (12+ characters, not common, not the username): change it with POST /wps/operator/session/password.');
  if (login.step === 'totp') {
    const code = await opts.ask('Authenticator code (or a recovery code): ');
    return (await call('POST', '/wps/operator/session/totp', { ticket: login.ticket, code })).value.token as string;
  }
  if (login.step === 'enrol') {
    const { value: setup } = await call('POST', '/wps/operator/session/totp/enrol', { ticket: login.ticket });
    opts.print(`This site asks operators for an authenticator code. Scan this with the app, or type the key ${setup.secret}:`);
    opts.print(await QRCode.toString(setup.otpauthUrl, { type: 'terminal', small: true }));
    const code = await opts.ask('The code the app shows: ');
    const { value: done } = await call('POST', '/wps/operator/session/totp/confirm', { ticket: login.ticket, code });
    opts.print(`Recovery codes, each good once when the phone is lost; keep them somewhere safe, they are not shown again:\n  ${(done.recoveryCodes as string[]).join('\n  ')}`);
    return done.token as string;
  }
  return login.token as string;
}
