/**
 * The one way a time is shown (line, game page, bet history, print-coupon, recovery modal):
 * in the player's zone, spec 02 §3 timeZone (hours from UTC, default 3), and clock, is12h; with
 * the zone's name when it is not the visitor's own (issue 22 §3).
 * The zone is a fixed offset, so there is no daylight-saving shift: the date is moved by the
 * offset and read as UTC.
 */
export interface DisplayClock {
  timeZone: number;
  is12h: boolean;
  /**
   * Whether a time names its zone ("14:05 UTC+3"): whenever the zone is not the visitor's own, or
   * the visitor's is not known (browser-zone.ts). Absent: not named.
   */
  showZone?: boolean;
}

export const DEFAULT_CLOCK: DisplayClock = { timeZone: 3, is12h: false };

/** " UTC+3" after a time whose zone is to be named, with a space that never breaks. */
function zoneSuffix(clock: DisplayClock): string {
  return clock.showZone ? `\u00a0${zoneLabel(clock.timeZone)}` : '';
}

type DateInput = Date | string | number;

function shifted(clock: DisplayClock, value: DateInput): Date {
  return new Date(new Date(value).getTime() + clock.timeZone * 3_600_000);
}

/**
 * Formatters made once per language and options: making an Intl.DateTimeFormat costs far more
 * than using one, and a sport list formats two values a game. A few languages times a few
 * option sets, so the map stays small.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lng}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(lng, options);
    formatters.set(key, made);
  }
  return made;
}

function hourOptions(clock: DisplayClock): Intl.DateTimeFormatOptions {
  return { hour: '2-digit', minute: '2-digit', hourCycle: clock.is12h ? 'h12' : 'h23' };
}

/** "14:05" or "02:05 PM". */
export function formatTime(lng: string, clock: DisplayClock, value: DateInput): string {
  return (
    formatter(lng, { ...hourOptions(clock), timeZone: 'UTC' }).format(shifted(clock, value)) +
    zoneSuffix(clock)
  );
}

/** "23.11" or, with the year, "23.11.2026". */
export function formatDate(
  lng: string,
  clock: DisplayClock,
  value: DateInput,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  return formatter(lng, {
    day: '2-digit',
    month: '2-digit',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(shifted(clock, value));
}

/** "23.11.2026, 14:05". */
export function formatDateTime(lng: string, clock: DisplayClock, value: DateInput): string {
  return (
    formatter(lng, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...hourOptions(clock),
      timeZone: 'UTC',
    }).format(shifted(clock, value)) + zoneSuffix(clock)
  );
}

/** "December 1, 2026 at 13:00 (UTC+3)": a moment announced in a sentence. */
export function formatLongDateTime(lng: string, clock: DisplayClock, value: DateInput): string {
  const text = formatter(lng, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: clock.is12h ? 'h12' : 'h23',
    timeZone: 'UTC',
  }).format(shifted(clock, value));
  return `${text} (${zoneLabel(clock.timeZone)})`;
}

/** "UTC+3", "UTC−5", "UTC+5:30" for the zone picker. */
export function zoneLabel(timeZone: number): string {
  const sign = timeZone < 0 ? '−' : '+';
  const minutes = Math.round(Math.abs(timeZone) * 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}
