import { SiteLink } from '@/features/ui';
import { getTranslations } from 'next-intl/server';
import { fixedRoutePage } from '@/features/pages/server';
import { minimalStyles as styles } from '@/features/layouts';
import { getSiteConfig } from '@/server/config/site-config';
import { deductionAllowed } from '@/server/routes/guards';
import { routeById } from '@/server/routes/table';
import { guardVisitor } from '@/server/user/player-state';

/** What a banned player can still open from here (spec 02 §2 Ban guard, meta 25 and deduction). */
const OPEN_ROUTES = ['officeSupport', 'contacts', 'responsibleGaming', 'disputeResolution'];

// The appeal history of a blocked player (meta 24: banned players only). The appeal service's
// contract is not in the spec, so the page gives the support contacts from the site config,
// which is how an appeal is made, and the pages that stay open.
const page = fixedRoutePage('blockAppealHistory', async ({ lng }) => {
  const [config, t, tr, visitor] = await Promise.all([
    getSiteConfig(lng),
    getTranslations('blockAppeal'),
    getTranslations('routes'),
    guardVisitor(true),
  ]);
  const player = visitor.signedIn ? visitor.player : null;
  const open = [...OPEN_ROUTES, ...(player && deductionAllowed(player) ? ['officeDeduce'] : [])];
  return (
    <section className={styles.card} aria-labelledby="appeal-title">
      <h1 id="appeal-title">{t('title')}</h1>
      <p>{t('text')}</p>
      <p className={styles.when}>
        <a href={`mailto:${config.contacts.email}`}>{config.contacts.email}</a> ·{' '}
        <a href={`tel:${config.contacts.phone.replace(/[^+\d]/g, '')}`}>{config.contacts.phone}</a>
      </p>
      <nav aria-label={t('open')}>
        <h2 className={styles.subtitle}>{t('open')}</h2>
        <ul className={styles.links}>
          {open.map((id) => (
            <li key={id}>
              <SiteLink href={`/${lng}/${routeById(id).path}`} prefetch={false}>
                {tr(`${id}.title`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
});
export const generateMetadata = page.generateMetadata;
export default page.Page;
