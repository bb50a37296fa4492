import 'server-only';
import { cache } from 'react';
import { requestIdentity } from '@/server/config/site-config';
import { cmsApi } from './cms-api';

/** The CMS of the site this page request came to (shared cache in cms-api.ts, once per request here). */
export const getCms = cache(async () => cmsApi((await requestIdentity()).origin));
