import { firstPaintFields, navigationTimingFields, webVitalFields } from './performance-events';
import { checkAnalyticsEvent } from './event-registry';

const envelope = { ts: Date.UTC(2026, 4, 4), path: '/en', lang: 'en' };

describe('page-load measurements (spec 02 §7)', () => {
  it('turns the navigation entry into whole milliseconds from the navigation start', () => {
    const fields = navigationTimingFields({
      type: 'reload',
      startTime: 0,
      domainLookupStart: 10.2,
      domainLookupEnd: 14.9,
      connectStart: 15,
      connectEnd: 40.4,
      responseStart: 120.6,
      responseEnd: 180,
      domInteractive: 300.2,
      domContentLoadedEventEnd: 320,
      loadEventEnd: 0,
    } as PerformanceNavigationTiming);
    expect(fields).toEqual({
      navigation_type: 'reload',
      dns_ms: 5,
      connect_ms: 25,
      ttfb_ms: 121,
      response_ms: 59,
      dom_interactive_ms: 300,
      dom_content_loaded_ms: 320,
      load_ms: 0,
    });
    expect(
      checkAnalyticsEvent({ id: 1, name: 'page_navigation_timing', ...envelope, fields }).ok,
    ).toBe(true);
  });

  it('reports the first paint, or nothing where the browser has none', () => {
    const entry = (name: string, startTime: number) => ({ name, startTime }) as PerformanceEntry;
    expect(
      firstPaintFields([entry('first-paint', 210.4), entry('first-contentful-paint', 250.7)]),
    ).toEqual({
      first_paint_ms: 210,
      first_contentful_paint_ms: 251,
    });
    expect(firstPaintFields([entry('first-contentful-paint', 99)])).toEqual({
      first_paint_ms: 99,
      first_contentful_paint_ms: 99,
    });
    expect(firstPaintFields([])).toBeNull();
  });

  it.each([
    [
      { name: 'LCP', value: 1234.56, rating: 'good' },
      { metric: 'LCP', value: 1235, rating: 'good' },
    ],
    [
      { name: 'CLS', value: 0.123456, rating: 'needs-improvement' },
      { metric: 'CLS', value: 0.1235, rating: 'needs-improvement' },
    ],
    [
      { name: 'TTFB', value: 80, rating: 'good' },
      { metric: 'TTFB', value: 80, rating: 'good' },
    ],
    [{ name: 'FID', value: 3, rating: 'good' }, null],
    [{ name: 'Next.js-hydration', value: 40 }, null],
    [{ name: 'INP', value: Number.NaN, rating: 'poor' }, null],
  ])('web vital %j → %j', (metric, expected) => {
    expect(webVitalFields(metric)).toEqual(expected);
  });
});
