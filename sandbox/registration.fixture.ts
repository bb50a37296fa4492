/**
 * A full registration (e-mail and password) as the site's form sends it, for the tests of the
 * sandbox, the BFF and the pages that register a player: the e-mail and anything else may be
 * set per test.
 */
export function fullRegistration(changes: Record<string, unknown> = {}) {
  return {
    type: 'full',
    email: 'new.player@betarena.example',
    password: 'Player-2026',
    firstName: 'Nina',
    lastName: 'Newton',
    birthDate: '1995-03-04',
    countryId: 1,
    currencyIso: 'EUR',
    acceptTerms: true,
    ...changes,
  } as const;
}
