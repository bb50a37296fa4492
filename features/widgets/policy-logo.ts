/** spec 01 §7 "Reminders": the policy logo is requested for these country ids only. */
export const POLICY_LOGO_COUNTRY_IDS: readonly number[] = [1, 66, 126, 228, 120];

/** The BFF's copy of /web-api/policy/logo.agif (app/api/policy/logo/route.ts). */
export const POLICY_LOGO_SRC = '/api/policy/logo';

/** The badge's box, so the footer keeps its place while it loads (no layout shift). */
export const POLICY_LOGO_SIZE = { width: 120, height: 40 } as const;

export function showsPolicyLogo(geoCountryId: number): boolean {
  return POLICY_LOGO_COUNTRY_IDS.includes(geoCountryId);
}
