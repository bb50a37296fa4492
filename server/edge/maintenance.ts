/**
 * Middleware step "maintenance" (spec 01 §4 Maintenance): when the maintenance cookie, the
 * config flag or web_state is active, every page but the maintenance page leads to it; when it is
 * not active, the maintenance page leads home. A failed block check may force it (spec 01 §7).
 */
export const MAINTENANCE_COOKIE = 'maintenance';

export interface MaintenanceInput {
  isActive: boolean;
  webState: number;
  cookie: string | undefined;
  /** The block service could not be asked (spec 01 §7 "On failure maintenance may be forced"). */
  forced: boolean;
  routeId: string;
  /** Block pages stand: a blocked visitor already sees a closed-site page. */
  onBlockPage: boolean;
}

export type MaintenanceStep = { kind: 'continue' } | { kind: 'redirect'; path: string };

export function isMaintenanceActive(
  input: Omit<MaintenanceInput, 'routeId' | 'onBlockPage'>,
): boolean {
  return input.isActive || input.webState !== 0 || input.cookie === '1' || input.forced;
}

export function decideMaintenance(input: MaintenanceInput): MaintenanceStep {
  const active = isMaintenanceActive(input);
  const onMaintenance = input.routeId === 'maintenance';
  if (active && !onMaintenance && !input.onBlockPage)
    return { kind: 'redirect', path: 'maintenance' };
  if (!active && onMaintenance) return { kind: 'redirect', path: '' };
  return { kind: 'continue' };
}
