/**
 * RTP of the in-house provably fair games measured by simulation (issue 5 "RTP measured over
 * 1,000,000 simulated rounds within ±0.5 % of configured"). Kept out of the default test run: it
 * plays 1,000,000 rounds of each game through the real engine (HMAC stream, unbiased draws, game
 * maths and payout flooring), about 10 s per game on the development machine. The seeds are fixed,
 * so a run is reproducible; BENCH_PGE_SEED changes them. Exits 1 when a game is outside ±0.5 %.
 *
 *   npm run bench:pge-rtp -w @platform/bench        (BENCH_PGE_ROUNDS=1000000 by default)
 */
import { createHash } from 'node:crypto';
import { diceMultiplier, playDice } from '../apps/server/src/modules/pge/dice';
import { drawStream } from '../apps/server/src/modules/pge/fair';
import { minesMultiplier, placeMines } from '../apps/server/src/modules/pge/mines';
import { payoutOf } from '../apps/server/src/modules/pge/rtp';
import { playSlot, slotMultiplier } from '../apps/server/src/modules/pge/slot';

const ROUNDS = Number(process.env.BENCH_PGE_ROUNDS ?? 1_000_000);
const SEED_TEXT = process.env.BENCH_PGE_SEED ?? 'pge-rtp-bench';
const serverSeed = createHash('sha256').update(SEED_TEXT).digest('hex');
const clientSeed = 'bench';
/** A stake of 1,000.00 in minor units, so flooring to the minor unit costs < 0.001 % of RTP. */
const BET = 100_000n;
const TOLERANCE = 0.005;
/** The demo catalogue's configured RTPs. */
const RTP = { dice: 9900, slot: 9650, mines: 9700 } as const;

const dicePlays = [
  { target: 5000, direction: 'under' as const },
  { target: 2500, direction: 'over' as const },
  { target: 9000, direction: 'under' as const },
  { target: 8999, direction: 'over' as const },
];
const minesPlays = [{ mines: 1, reveal: 5 }, { mines: 3, reveal: 2 }, { mines: 5, reveal: 1 }, { mines: 3, reveal: 4 }];

function simulate(game: keyof typeof RTP): { rtp: number; ms: number } {
  const started = performance.now();
  let staked = 0n;
  let paid = 0n;
  for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
    const stream = drawStream({ serverSeed, clientSeed, nonce });
    staked += BET;
    if (game === 'dice') {
      const params = dicePlays[nonce % dicePlays.length]!;
      if (playDice(stream, params).win) paid += payoutOf(BET, diceMultiplier(params, RTP.dice));
    } else if (game === 'slot') {
      paid += payoutOf(BET, slotMultiplier(playSlot(stream).units, RTP.slot));
    } else {
      // Reveal tiles 0..k-1 and cash out (any fixed order is as good: the placement is uniform).
      const { mines, reveal } = minesPlays[nonce % minesPlays.length]!;
      const board = placeMines(stream, mines);
      if (board.every((tile) => tile >= reveal)) paid += payoutOf(BET, minesMultiplier(mines, reveal, RTP.mines));
    }
  }
  return { rtp: Number((paid * 1_000_000n) / staked) / 1_000_000, ms: performance.now() - started };
}

let failed = false;
console.log(`PGE RTP over ${ROUNDS.toLocaleString('en')} rounds per game (seed "${SEED_TEXT}")`);
console.log('| game | configured | measured | difference | within ±0.5 % | time |');
console.log('| --- | ---: | ---: | ---: | --- | ---: |');
for (const game of ['dice', 'slot', 'mines'] as const) {
  const configured = RTP[game] / 10_000;
  const { rtp, ms } = simulate(game);
  const ok = Math.abs(rtp - configured) <= TOLERANCE;
  failed ||= !ok;
  console.log(`| ${game} | ${(configured * 100).toFixed(2)} % | ${(rtp * 100).toFixed(3)} % | ${((rtp - configured) * 100).toFixed(3)} pp | ${ok ? 'yes' : 'NO'} | ${(ms / 1000).toFixed(1)} s |`);
}
process.exit(failed ? 1 : 0);
