import { formatDate, formatTime, type DisplayClock } from '@/features/settings';

/** The line's date and time columns, in the player's zone and clock (spec 02 §3). */
export function lineDateFormat(lng: string, clock: DisplayClock) {
  return { format: (value: Date | number) => formatDate(lng, clock, value) };
}

export function lineTimeFormat(lng: string, clock: DisplayClock) {
  return { format: (value: Date | number) => formatTime(lng, clock, value) };
}
