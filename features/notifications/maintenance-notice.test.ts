import type { Maintenance } from '@/server/upstream/schemas/config';
import { upcomingMaintenance } from './maintenance-notice';

const planned: Maintenance = {
  started_at: '2026-12-01T10:00:00Z',
  ended_at: '2026-12-01T12:00:00Z',
  notify_started_at: '2026-11-30T10:00:00Z',
  notify_ended_at: '2026-12-01T10:00:00Z',
  isActive: false,
  web_state: 0,
};
const at = (iso: string) => Date.parse(iso);

describe('the upcoming-maintenance notice (spec 01 §3 Maintenance)', () => {
  it('announces the works between the notify dates', () => {
    expect(upcomingMaintenance(planned, at('2026-11-30T12:00:00Z'))).toEqual({
      startsAt: new Date('2026-12-01T10:00:00Z'),
      endsAt: new Date('2026-12-01T12:00:00Z'),
    });
  });

  it.each([
    ['before the notify window', planned, '2026-11-30T09:59:59Z'],
    ['after it', planned, '2026-12-01T10:00:00Z'],
    ['once the works started', { ...planned, notify_ended_at: null }, '2026-12-01T10:30:00Z'],
    ['while the site is in maintenance', { ...planned, isActive: true }, '2026-11-30T12:00:00Z'],
    ['with web_state set', { ...planned, web_state: 1 }, '2026-11-30T12:00:00Z'],
    ['without a start', { ...planned, started_at: null }, '2026-11-30T12:00:00Z'],
    ['without a notify start', { ...planned, notify_started_at: null }, '2026-11-30T12:00:00Z'],
    ['with a broken date', { ...planned, started_at: 'soon' }, '2026-11-30T12:00:00Z'],
  ])('says nothing %s', (_, maintenance, now) => {
    expect(upcomingMaintenance(maintenance, at(now))).toBeNull();
  });

  it('announces an open-ended window until the works start', () => {
    const open = { ...planned, ended_at: null, notify_ended_at: null };
    expect(upcomingMaintenance(open, at('2026-12-01T09:00:00Z'))).toEqual({
      startsAt: new Date('2026-12-01T10:00:00Z'),
      endsAt: null,
    });
  });
});
