import { OPERATOR_ROLES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { ROLES } from './roles';

describe('the roles the new-operator form offers', () => {
  it('are the contracts\' roles, each once', () => {
    expect([...ROLES].sort()).toEqual([...OPERATOR_ROLES].sort());
  });
});
