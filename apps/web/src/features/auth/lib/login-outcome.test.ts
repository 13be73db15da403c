import { describe, expect, it } from 'vitest';
import { landingPath, mustChangePassword } from './login-outcome';

describe('after login', () => {
  const fresh = { defaultPassword: false, passwordExpired: false };

  it('forces a change for a default password, whatever the merchant says about expiry', () => {
    expect(mustChangePassword({ ...fresh, defaultPassword: true }, 'username', false)).toBe(true);
    expect(mustChangePassword({ ...fresh, defaultPassword: true }, 'remember', false)).toBe(true);
  });

  it('forces a change for an expired password only when the merchant asks for it', () => {
    expect(mustChangePassword({ ...fresh, passwordExpired: true }, 'username', true)).toBe(true);
    expect(mustChangePassword({ ...fresh, passwordExpired: true }, 'username', false)).toBe(false);
    expect(mustChangePassword(fresh, 'username', true)).toBe(false);
  });

  it('never forces it after SMS or social login', () => {
    expect(mustChangePassword({ defaultPassword: true, passwordExpired: true }, 'sms', true)).toBe(false);
    expect(mustChangePassword({ defaultPassword: true, passwordExpired: true }, 'social', true)).toBe(false);
  });

  it('sends agent-site logins to the agent home', () => {
    expect(landingPath('agent')).toBe('/agentHome');
    expect(landingPath('member')).toBe('/');
  });
});
