// Jest runs outside the React server condition; `server-only` would throw there.
export {};
