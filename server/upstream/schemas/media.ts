import { z } from 'zod';

/**
 * POST /web-api/user/updatetoken (spec 02 §7): the signed-in player's video token, the key the
 * video player is opened with (spec 02 §3 "A user video token also exists").
 */
export const videoTokenSchema = z.string().regex(/^[A-Za-z0-9._~-]{8,512}$/);
export const videoTokenAnswerSchema = z.object({ data: z.object({ token: videoTokenSchema }) });
export type VideoTokenAnswer = z.infer<typeof videoTokenAnswerSchema>;
