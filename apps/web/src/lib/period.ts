/**
 * The period controls' rules (member records and the agent area) (spec §9 date presets "next/previous 7 and 30 days", decision 0017):
 * "Last 7/30 days" end today; "previous" steps back to the N days before the shown period, "next"
 * to the N days after it, never past today. Dates are calendar dates in the merchant's zone.
 */
import { addDays, todayIn, type RecordPreset } from '@platform/contracts';

/** A period as the record and agent reads take it: a preset, or from..to (calendar dates in the merchant's zone). */
export interface PeriodQuery { preset?: RecordPreset; from?: string; to?: string }

export type Step = 'previous7' | 'previous30' | 'next7' | 'next30';

export function stepQuery(step: Step, shown: { from: string; to: string }): PeriodQuery {
  return step.startsWith('previous')
    ? { preset: step as 'previous7' | 'previous30', to: addDays(shown.from, -1) }
    : { preset: step as 'next7' | 'next30', from: addDays(shown.to, 1) };
}

/** Nothing after today can hold a record: "next" is off once the period reaches today. */
export function canStepForward(shown: { to: string; timeZone: string }, now = new Date()): boolean {
  return shown.to < todayIn(shown.timeZone, now);
}

export function lastDays(days: 7 | 30): PeriodQuery {
  return { preset: days === 7 ? 'previous7' : 'previous30' };
}

/** A custom period from the date inputs: both dates, start not after end; otherwise null (the input shows why). */
export function customQuery(from: string, to: string): PeriodQuery | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || from > to) return null;
  return { from, to };
}
