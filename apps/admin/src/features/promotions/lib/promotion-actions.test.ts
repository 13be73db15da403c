import { describe, expect, it } from 'vitest';
import { PROMOTION_STATUSES, PROMOTION_TRANSITIONS } from '@platform/contracts';
import { isEditable, isFixed, statusActions } from './promotion-actions';

describe('promotion status actions', () => {
  it('offers publish or close on a draft, pause or close when active, resume or close when paused, nothing when closed', () => {
    const names = (s: Parameters<typeof statusActions>[0]) => statusActions(s).map((a) => a.action);
    expect(names('draft')).toEqual(['publish', 'close']);
    expect(names('active')).toEqual(['pause', 'close']);
    expect(names('paused')).toEqual(['resume', 'close']);
    expect(names('closed')).toEqual([]);
  });

  it('offers exactly the moves the server allows, and asks first only before closing', () => {
    for (const status of PROMOTION_STATUSES) {
      const actions = statusActions(status);
      expect(actions.map((a) => a.to)).toEqual(PROMOTION_TRANSITIONS[status]);
      for (const a of actions) expect(a.confirm).toBe(a.to === 'closed');
    }
  });

  it('fixes the code, kind and window once published, and edits nothing closed', () => {
    expect(isFixed('draft')).toBe(false);
    expect(['active', 'paused', 'closed'].every((s) => isFixed(s as 'active'))).toBe(true);
    expect(isEditable('paused')).toBe(true);
    expect(isEditable('closed')).toBe(false);
  });
});
