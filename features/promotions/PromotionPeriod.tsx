import type { Promotion } from '@/server/upstream/schemas/cms';

function dateOf(lng: string, iso: string): string {
  // UTC: the CMS's dates are whole days, shown the same to every visitor and on the server.
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** "1 Mar 2025 – 31 Dec 2027", or "Running since …" for an offer with no end. */
export function PromotionPeriod({
  lng,
  promotion,
  since,
}: {
  lng: string;
  promotion: Pick<Promotion, 'startsAt' | 'endsAt'>;
  since: (date: string) => string;
}) {
  if (promotion.endsAt === null) {
    return <time dateTime={promotion.startsAt}>{since(dateOf(lng, promotion.startsAt))}</time>;
  }
  return (
    <>
      <time dateTime={promotion.startsAt}>{dateOf(lng, promotion.startsAt)}</time>
      {' – '}
      <time dateTime={promotion.endsAt}>{dateOf(lng, promotion.endsAt)}</time>
    </>
  );
}
