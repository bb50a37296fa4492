/** spec 02 §3 "Global settings": timeZone defaults to 3 (Moscow); the line is shown in it. */
export const LINE_TIME_ZONE = 'Europe/Moscow';

export function lineDateFormat(lng: string) {
  return new Intl.DateTimeFormat(lng, {
    day: '2-digit',
    month: '2-digit',
    timeZone: LINE_TIME_ZONE,
  });
}

export function lineTimeFormat(lng: string) {
  return new Intl.DateTimeFormat(lng, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: LINE_TIME_ZONE,
  });
}
