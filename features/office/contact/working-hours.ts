/**
 * The personal manager's working hours as the page shows them: the days as ranges in the page's
 * language ("Mon – Sat"), the zone as an offset ("UTC+3"), and whether the manager is at work
 * now. Hours are the manager's local clock (`utcOffset` hours from UTC); a shift that ends after
 * midnight belongs to the day it starts on.
 */
import type { WorkingHours } from '@/server/upstream/schemas/office-extra';

const HOUR_MS = 3_600_000;

const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** ISO weekday, 1 Monday … 7 Sunday. */
const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

export function isWithinWorkingHours(hours: WorkingHours, now: number): boolean {
  const local = new Date(now + hours.utcOffset * HOUR_MS);
  const day = isoWeekday(local);
  const previous = day === 1 ? 7 : day - 1;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from < to) return hours.days.includes(day) && minute >= from && minute < to;
  return (
    (hours.days.includes(day) && minute >= from) || (hours.days.includes(previous) && minute < to)
  );
}

/** The short name of an ISO weekday in `lng` (1 January 2024 was a Monday). */
function weekdayName(day: number, lng: string): string {
  return new Intl.DateTimeFormat(lng, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );
}

/** Consecutive days as one range: [1,2,3,4,5,7] → "Mon–Fri, Sun". */
export function workingDaysLabel(days: readonly number[], lng: string): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => {
      const first = weekdayName(run[0] ?? 1, lng);
      if (run.length === 1) return first;
      const last = weekdayName(run.at(-1) ?? 1, lng);
      return run.length === 2 ? `${first}, ${last}` : `${first}–${last}`;
    })
    .join(', ');
}

/** 3 → "UTC+3", 0 → "UTC", −5.5 → "UTC−5:30". */
export function utcOffsetLabel(offset: number): string {
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - hours) * 60);
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** Language codes as the page's language names them, capitalised: ["ru", "en"] → "Russian, English". */
export function languagesLabel(codes: readonly string[], lng: string): string {
  const names = new Intl.DisplayNames([lng], { type: 'language' });
  return codes
    .map((code) => {
      const name = names.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1);
    })
    .join(', ');
}
