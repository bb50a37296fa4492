import { makeZodJitless } from '@/features/shell';

// Runs in the browser before the app's modules: zod must never probe for `new Function`.
makeZodJitless();

// spec 01 §9 progress bar: Next calls this when the App Router starts a client navigation.
import { onRouterTransitionStart } from '@/features/widgets';
export { onRouterTransitionStart };
