'use client';

import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { selectUserId } from '@/features/session';
import { useAppSelector } from '@/features/store';
import {
  firstPaintFields,
  navigationTimingFields,
  webVitalFields,
  type ReportedMetric,
} from './performance-events';
import { setAnalyticsUser, startAnalytics, track } from './track';

function reportWebVital(metric: ReportedMetric) {
  const fields = webVitalFields(metric);
  if (fields) track({ name: 'web_vitals', fields });
}

/** Once per document: the navigation's timing and the first paint (spec 02 §7). */
function reportPageLoad() {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation)
    track({ name: 'page_navigation_timing', fields: navigationTimingFields(navigation) });
  const paint = firstPaintFields(performance.getEntriesByType('paint'));
  if (paint) track({ name: 'first_paint', fields: paint });
}

let pageLoadReported = false;

/**
 * The browser side of the collector, mounted once by the main layout (through `Analytics`):
 * the page's language and player for every event, the page-load measurements and web vitals,
 * and the queue's sending (track.ts).
 */
export function AnalyticsClient({
  lng,
  collectorEnabled,
}: {
  lng: string;
  collectorEnabled: boolean;
}) {
  const userId = useAppSelector(selectUserId);
  useEffect(() => setAnalyticsUser(userId), [userId]);
  useEffect(() => startAnalytics({ lang: lng, collectorEnabled }), [lng, collectorEnabled]);
  useEffect(() => {
    if (pageLoadReported) return;
    const report = () => {
      if (pageLoadReported) return;
      pageLoadReported = true;
      // The load event's own end is only known once its handlers have run.
      setTimeout(reportPageLoad, 0);
    };
    if (document.readyState === 'complete') {
      report();
      return;
    }
    window.addEventListener('load', report, { once: true });
    return () => window.removeEventListener('load', report);
  }, []);
  useReportWebVitals(reportWebVital);
  return null;
}
