import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MediaEntity } from './media-entity';

export interface MediaState {
  /** What the player watches, in the order selected (spec 02 §4 Media). */
  entities: MediaEntity[];
  /** spec 02 §2: the media target screen, a string, empty by default. */
  targetScreen: string;
  /** The user video token (spec 02 §7 updatetoken); null for a visitor or before it loads. */
  videoToken: string | null;
}

declare module '@/features/store/state' {
  interface RootState {
    media: MediaState;
  }
}

export const initialMediaState: MediaState = { entities: [], targetScreen: '', videoToken: null };

export const mediaSlice = createSlice({
  name: 'media',
  initialState: initialMediaState,
  reducers: {
    /** spec 02 §4: an entity with the same id takes the new fields; another is appended. */
    mediaSelected(state, action: PayloadAction<MediaEntity>) {
      const index = state.entities.findIndex((entity) => entity.id === action.payload.id);
      const existing = state.entities[index];
      if (existing) state.entities[index] = { ...existing, ...action.payload };
      else state.entities.push(action.payload);
    },
    mediaUnselected(state, action: PayloadAction<string>) {
      state.entities = state.entities.filter((entity) => entity.id !== action.payload);
    },
    /** spec 02 §4: clearing removes every auto-clearable entity and keeps the others. */
    mediaCleared(state) {
      state.entities = state.entities.filter((entity) => !entity.autoClearable);
    },
    /** spec 02 §4: unselect-all removes every entity of one game. */
    gameMediaUnselected(state, action: PayloadAction<number>) {
      state.entities = state.entities.filter((entity) => entity.gameId !== action.payload);
    },
    targetScreenSet(state, action: PayloadAction<string>) {
      state.targetScreen = action.payload;
    },
    /** spec 02 §4: the kept selection is restored only into an empty one. */
    mediaRestored(state, action: PayloadAction<Pick<MediaState, 'entities' | 'targetScreen'>>) {
      if (state.entities.length === 0) state.entities = action.payload.entities;
      if (state.targetScreen === '') state.targetScreen = action.payload.targetScreen;
    },
    videoTokenSet(state, action: PayloadAction<string | null>) {
      state.videoToken = action.payload;
    },
  },
  selectors: {
    selectMediaEntities: (state) => state.entities,
    selectTargetScreen: (state) => state.targetScreen,
    selectVideoToken: (state) => state.videoToken,
  },
});

export const {
  mediaSelected,
  mediaUnselected,
  mediaCleared,
  gameMediaUnselected,
  targetScreenSet,
  mediaRestored,
  videoTokenSet,
} = mediaSlice.actions;
export const { selectMediaEntities, selectTargetScreen, selectVideoToken } = mediaSlice.selectors;
