import '@testing-library/jest-dom';

// Sessions are sealed with this in tests (never a real secret; ≥ 32 characters).
process.env.SESSION_SECRET ??= 'jest-session-secret-0123456789abcdef0123456789';
