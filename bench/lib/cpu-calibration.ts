/**
 * Lighthouse's simulated throttling multiplies the CPU time it observed on this host by a fixed factor
 * (4× by default), a factor its documentation (docs/throttling.md, "Calibrating the CPU slowdown")
 * calibrates for a high-end desktop: on a slower host the same 4× simulates a phone slower than the
 * mid-tier one the goals are written for. Lighthouse reports the host's speed as `benchmarkIndex`;
 * this maps it to the multiplier that targets a mid-tier phone, by the piecewise fit of Lighthouse's
 * own CPU throttling calculator (lighthouse-cpu-throttling-calculator: 1,533 → 4×, 1,300 → 3×,
 * 800 → 2×, 150 → 1×).
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex ${benchmarkIndex} is not a measurement`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
