// Child process: how many argon2id verifications per second this machine does with CONCURRENCY in
// flight, through the platform's own password check (apps/server/src/lib/passwords.ts: the library,
// its parameters and its one-hash-per-core turn-taking) with nothing around it. Prints
// "RATE <n> P99 <ms> CPU <ms of process CPU per verification>".
// RAW_VIA=library calls @node-rs/argon2 directly instead (slower on a shared core: see README).
import { verify } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from '../../apps/server/src/lib/passwords';

const seconds = Number(process.env.SECONDS ?? 4);
const concurrency = Number(process.env.CONCURRENCY ?? 8);
const stored = await hashPassword('Bench#Password1');
const check = process.env.RAW_VIA === 'library' ? () => verify(stored, 'Bench#Password1') : () => verifyPassword(stored, 'Bench#Password1');
const latencies: number[] = [];
const until = Date.now() + seconds * 1000;
let done = 0;
async function loop() {
  while (Date.now() < until) {
    const t = performance.now();
    if (!(await check())) throw new Error('the bench password did not verify');
    latencies.push(performance.now() - t);
    done++;
  }
}
const started = Date.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: concurrency }, loop));
const cpu = process.cpuUsage(cpuBefore);
latencies.sort((a, b) => a - b);
const cpuMs = (cpu.user + cpu.system) / 1000 / done;
console.log(`RATE ${(done / ((Date.now() - started) / 1000)).toFixed(1)} P99 ${latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1)} CPU ${cpuMs.toFixed(2)}`);
