import { z } from 'zod';

/** spec 01 §2 Headless layout / §5: "Landing ids must start with landing-". */
export const landingIdSchema = z.string().regex(/^landing-[a-z0-9][a-z0-9-]{0,63}$/);
