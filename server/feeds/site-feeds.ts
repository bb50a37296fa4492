import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { feedsApi } from './feeds-api';

/** The news and results of the site this page request came to (shared cache in feeds-api.ts). */
export const getFeeds = cache(async () => feedsApi((await requestIdentity()).origin));
