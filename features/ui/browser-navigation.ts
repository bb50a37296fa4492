/**
 * Full page loads after sign-in, registration and logout, so the server renders the page for the
 * new session. One object, so tests can watch where the page would go.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
