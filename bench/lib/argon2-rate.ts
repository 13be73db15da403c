// Child process: how many argon2id verifications per second this machine does with CONCURRENCY
// verifications in flight, using the library and parameters the platform uses. Prints
// "RATE <n> P99 <ms> CPU <ms of process CPU per verification>".
import { hash, verify } from '@node-rs/argon2';

const seconds = Number(process.env.SECONDS ?? 4);
const concurrency = Number(process.env.CONCURRENCY ?? 8);
const stored = await hash('Bench#Password1');
const latencies: number[] = [];
const until = Date.now() + seconds * 1000;
let done = 0;
async function loop() {
  while (Date.now() < until) {
    const t = performance.now();
    await verify(stored, 'Bench#Password1');
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
