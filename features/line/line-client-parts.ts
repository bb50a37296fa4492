'use client';

/**
 * The client parts of the line's lists and game pages, as one client boundary that the home page
 * and the catch-all page both import. Next points each client module at the scripts of one route
 * (the last under `[lng]` that renders it): a game page rendering the odds button straight from
 * its module got the whole catch-all page's script, which holds every other page's client parts;
 * through this module it gets the line's own scripts, as the lists do (docs/performance.md).
 */
import { OddsButton } from '@/features/coupon';
export { OddsButton };
export { GameTableView } from './GameTableView';
export { LiveTopics } from '@/features/live';
export { LiveListNotice } from './LiveListNotice';
export { LiveScoreBoard, LiveStatusText } from './LiveGameParts';
