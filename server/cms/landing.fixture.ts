/** A landing as the CMS answers it, for the tests of the CMS client and its preview picture. */
export const LANDING = {
  id: 'landing-welcome',
  headline: 'Double your first deposit',
  text: 'Sign up in a minute.',
  bullets: ['Fast payouts'],
  cta: { label: 'Get bonus', action: 'registration' },
  terms: '18+.',
  category: 'sport',
  seo: { title: 'Sports bonus', description: 'Get a sports bonus.' },
  ogImage: '/cms-api/images/landings/landing-welcome.svg',
  badge: '100% UP TO €500',
};
