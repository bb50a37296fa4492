import type { Maintenance } from '@/server/upstream/schemas/config';

function time(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * spec 01 §3 Maintenance (startAt, finishAt, notifyStartDate, notifyEndDate): the planned works
 * the site announces now, or null. Announced between the notify dates, before the works start and
 * while the site is not already in maintenance; a window with no start is not announced.
 */
export function upcomingMaintenance(
  maintenance: Maintenance,
  now: number,
): { startsAt: Date; endsAt: Date | null } | null {
  if (maintenance.isActive || maintenance.web_state !== 0) return null;
  const startsAt = time(maintenance.started_at);
  const from = time(maintenance.notify_started_at);
  const until = time(maintenance.notify_ended_at) ?? startsAt;
  if (startsAt === null || from === null || until === null) return null;
  if (now < from || now >= until || now >= startsAt) return null;
  const endsAt = time(maintenance.ended_at);
  return { startsAt: new Date(startsAt), endsAt: endsAt === null ? null : new Date(endsAt) };
}
