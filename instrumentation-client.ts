import { makeZodJitless } from '@/features/shell/zod-jitless';

// Runs in the browser before the app's modules: zod must never probe for `new Function`.
makeZodJitless();

// spec 01 §9 progress bar: Next calls this when the App Router starts a client navigation.
export { onRouterTransitionStart } from '@/features/widgets/navigation-progress';
