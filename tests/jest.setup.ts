import '@testing-library/jest-dom';

// Sessions are sealed with this in tests (never a real secret; ≥ 32 characters).
process.env.SESSION_SECRET ??= 'jest-session-secret-0123456789abcdef0123456789';

// Signed-out sessions are kept in memory in tests (the file store has tests of its own), so no
// test writes to the working tree's var/.
process.env.REVOCATION_STORE ??= 'memory';
