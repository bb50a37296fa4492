/**
 * The Node flags the production server runs with (server/cli/start.mjs; the bench starts its
 * instances and the bare Next page it compares them with alike).
 *
 * A page render allocates many short-lived objects (React elements, the payload's rows, stream
 * chunks): with V8's default young generation (16 MB semi-spaces) most of them are copied once
 * before they die, and scavenges took a tenth of a rendering process's time. 64 MB semi-spaces
 * let them die young: about 10 % more pages rendered a second on the bench's machine, for up to
 * 192 MB more memory (docs/deployment.md). An operator's own `--max-semi-space-size` in
 * NODE_OPTIONS wins.
 */
export const SEMI_SPACE_MB = 64;

/** The flags, unless NODE_OPTIONS already sizes the young generation. */
export function serverNodeFlags(nodeOptions = process.env.NODE_OPTIONS ?? '') {
  return nodeOptions.includes('--max-semi-space-size')
    ? []
    : [`--max-semi-space-size=${SEMI_SPACE_MB}`];
}
