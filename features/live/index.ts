/*
 * The live feature's front door: what other features and the app may use of it
 * (docs/architecture.md "Who may import whom"). Re-exports only: an import from it compiles to
 * the module that defines the name (server/build/front-doors.ts).
 */

export { initialLiveState, liveSlice } from './liveSlice';
export type { LiveOutcome, LiveTransport, LiveViewState } from './liveSlice';
export { useLiveGame, useLiveListIds, useLiveOutcome } from './live-view';
export { LiveTopics, useFollowLive, useLiveOutcomeChanges } from './use-live';
export type { LiveOutcomeChange, LiveOutcomeListener } from './live-connection';
