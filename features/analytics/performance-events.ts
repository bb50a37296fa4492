/**
 * spec 02 §7 "Collector events: page navigation timing, first paint, web vitals": the browser's
 * measurements turned into the fields of the registry (whole milliseconds within its range).
 */
import { NAVIGATION_TYPES, WEB_VITALS, type WebVital } from './event-codes';
import type { AnalyticsFieldsInput } from './event-registry';

const MAX_MS = 3_600_000;

/** Whole, non-negative milliseconds within the registry's range (a missing phase is 0). */
function wholeMs(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(MAX_MS, Math.round(value));
}

type NavigationType = AnalyticsFieldsInput<'page_navigation_timing'>['navigation_type'];

export function navigationTimingFields(
  entry: PerformanceNavigationTiming,
): AnalyticsFieldsInput<'page_navigation_timing'> {
  return {
    navigation_type: ((NAVIGATION_TYPES as readonly string[]).includes(entry.type)
      ? entry.type
      : 'navigate') as NavigationType,
    dns_ms: wholeMs(entry.domainLookupEnd - entry.domainLookupStart),
    connect_ms: wholeMs(entry.connectEnd - entry.connectStart),
    ttfb_ms: wholeMs(entry.responseStart - entry.startTime),
    response_ms: wholeMs(entry.responseEnd - entry.responseStart),
    dom_interactive_ms: wholeMs(entry.domInteractive - entry.startTime),
    dom_content_loaded_ms: wholeMs(entry.domContentLoadedEventEnd - entry.startTime),
    load_ms: wholeMs(entry.loadEventEnd - entry.startTime),
  };
}

/** The first paint and first contentful paint; null when the browser reports no first paint. */
export function firstPaintFields(
  entries: readonly PerformanceEntry[],
): AnalyticsFieldsInput<'first_paint'> | null {
  const time = (name: string) => entries.find((entry) => entry.name === name)?.startTime;
  const firstPaint = time('first-paint');
  const firstContentfulPaint = time('first-contentful-paint');
  const paint = firstPaint ?? firstContentfulPaint;
  if (paint === undefined) return null;
  return {
    first_paint_ms: wholeMs(paint),
    first_contentful_paint_ms:
      firstContentfulPaint === undefined ? null : wholeMs(firstContentfulPaint),
  };
}

/** What Next's `useReportWebVitals` hands over (web-vitals' Metric), as far as we read it. */
export interface ReportedMetric {
  name: string;
  value: number;
  rating?: string;
}

const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** The collector's web vital fields; null for a metric it does not take (FID, Next's own). */
export function webVitalFields(metric: ReportedMetric): AnalyticsFieldsInput<'web_vitals'> | null {
  if (!(WEB_VITALS as readonly string[]).includes(metric.name)) return null;
  const rating = RATINGS.find((value) => value === metric.rating);
  if (rating === undefined || !Number.isFinite(metric.value)) return null;
  const name = metric.name as WebVital;
  return {
    metric: name,
    // CLS is a small unitless score: four decimals; the others whole milliseconds.
    value:
      name === 'CLS'
        ? Math.min(MAX_MS, Math.max(0, Math.round(metric.value * 10_000) / 10_000))
        : wholeMs(metric.value),
    rating,
  };
}
