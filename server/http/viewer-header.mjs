/**
 * The header a shared render of a player's page reads its viewer's token from (page-viewers.mjs):
 * set by the front door for the time of the render and taken off every request that comes from
 * outside (request-listener.mjs), so nobody can claim a viewer. The middleware counts it as a
 * session cookie: the request is a signed-in player's. No dependencies: the edge reads it too.
 */
export const VIEWER_HEADER = 'x-sb-viewer';
