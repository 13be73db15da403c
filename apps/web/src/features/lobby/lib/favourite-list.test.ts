import { describe, expect, it } from 'vitest';
import { withFavourite } from './favourite-list';

const game = (nodeId: number) => ({ nodeId, vassalage: 'PG', gameType: 'RNG' });
const entry = (nodeId: number) => ({ nodeId, vendor: 'PG', gameType: 'RNG' });

describe('favourite list update', () => {
  it('puts a new favourite first and never twice', () => {
    expect(withFavourite([entry(1)], game(2), true)).toEqual([entry(2), entry(1)]);
    expect(withFavourite([entry(1), entry(2)], game(2), true)).toEqual([entry(2), entry(1)]);
  });

  it('removes only the game switched off', () => {
    expect(withFavourite([entry(1), entry(2), entry(3)], game(2), false)).toEqual([entry(1), entry(3)]);
    expect(withFavourite([entry(1)], game(9), false)).toEqual([entry(1)]);
  });

  it('undoes one failed toggle without touching another made meanwhile', () => {
    // Optimistic: 5 on; meanwhile 6 on; the call for 5 fails and only 5 is switched back.
    const afterBoth = withFavourite(withFavourite([entry(1)], game(5), true), game(6), true);
    expect(withFavourite(afterBoth, game(5), false)).toEqual([entry(6), entry(1)]);
  });
});
