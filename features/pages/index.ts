/*
 * The pages feature's front door: what other features may use of it (docs/architecture.md
 * "Who may import whom"). Its pages' bodies are server components, which come from `./server`;
 * nothing of it runs in the browser on another feature's behalf.
 */
export {};
