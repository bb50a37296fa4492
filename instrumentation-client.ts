import { config } from 'zod/v4/core';

// Runs in the browser before the app's modules. The CSP has no 'unsafe-eval', so zod's probe
// for `new Function` (its compiled object parser) can only fail, and the failed probe is itself
// a reported CSP violation on every page (issue 9 §11). jitless skips the probe.
config({ jitless: true });

// spec 01 §9 progress bar: Next calls this when the App Router starts a client navigation.
export { onRouterTransitionStart } from '@/features/widgets/navigation-progress';
