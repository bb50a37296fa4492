import {
  allowedWhileBanned,
  decideGuards,
  deductionAllowed,
  signInQuery,
  type GuardDecision,
  type GuardVisitor,
  type PlayerGuardState,
} from './guards';
import { matchRoute, pathSegments } from './match';
import { demoRouteSettings, demoSlugs } from './routes.fixture';
import type { RouteSettings } from './rules';
import { ROUTES } from './table';

const clean: PlayerGuardState = {
  banLevel: 0,
  banVersion: 0,
  needIdentification: false,
  identificationBonus: false,
  dataAfterRegistration: false,
  termsToConfirm: false,
};
const anonymous: GuardVisitor = { signedIn: false };
const signedIn = (player: Partial<PlayerGuardState> | null = {}): GuardVisitor => ({
  signedIn: true,
  player: player === null ? null : { ...clean, ...player },
});
const banned = (banLevel: number, banVersion = 0) => signedIn({ banLevel, banVersion });

function decide(
  path: string,
  visitor: GuardVisitor,
  settings: Partial<RouteSettings> = {},
): GuardDecision {
  const match = matchRoute(pathSegments(path) ?? [], demoSlugs);
  if (!match) throw new Error(`no route for ${path}`);
  return decideGuards(match.entry, { ...demoRouteSettings, ...settings }, visitor);
}

const render = { kind: 'render' };
const home = (reason: string) => ({ kind: 'redirect', path: '', reason });
const hold = { kind: 'redirect', path: 'block-appeal-history', reason: 'banned' };

describe('player guards (spec 02 §2)', () => {
  describe('general guard', () => {
    it.each<[string, string, GuardVisitor, object]>([
      ['a visitor sees the login form', 'user/login', anonymous, render],
      ['a visitor sees registration', 'registration', anonymous, render],
      ['a visitor sees password reset', 'user/passwordreset', anonymous, render],
      ['a player never sees the login form', 'user/login', signedIn(), home('guestOnly')],
      ['nor registration', 'registration', signedIn(), home('guestOnly')],
      ['nor social registration', 'registration/google', signedIn(), home('guestOnly')],
      ['nor password reset', 'user/passwordreset', signedIn(), home('guestOnly')],
      [
        'nor the login form when the user config is unavailable',
        'user/login',
        signedIn(null),
        home('guestOnly'),
      ],
      ['a player sees the office', 'office/account', signedIn(), render],
      [
        'the registration thank-you page is a player’s',
        'registration/thankyou',
        signedIn(),
        render,
      ],
    ])('%s', (_name, path, visitor, expected) => {
      expect(decide(path, visitor)).toEqual(expected);
    });
  });

  describe('need-for-identification (spec 02 §2; spec 01 §4 Identification bonus blocker)', () => {
    const toIdentification = {
      kind: 'redirect',
      path: 'office/identification',
      reason: 'needIdentification',
    };
    const unidentified = signedIn({ needIdentification: true });
    const bonusTaken = signedIn({ needIdentification: true, identificationBonus: true });
    it.each<[string, string, GuardVisitor, object]>([
      ['deposit waits for the identification', 'office/recharge', unidentified, toIdentification],
      ['withdrawal too', 'office/deduce', unidentified, toIdentification],
      ['the line stays open', 'line', unidentified, render],
      ['the office stays open', 'office/history', unidentified, render],
      ['with the bonus taken, home is blocked', '', bonusTaken, toIdentification],
      ['and the line', 'line', bonusTaken, toIdentification],
      ['but not the identification page', 'office/identification', bonusTaken, render],
      ['nor support (excluded)', 'office/support', bonusTaken, render],
      ['nor verification (excluded)', 'office/verification', bonusTaken, render],
      ['nor contacts (excluded)', 'contacts', bonusTaken, render],
      [
        'an identified player with a bonus goes anywhere',
        '',
        signedIn({ identificationBonus: true }),
        render,
      ],
    ])('%s', (_name, path, visitor, expected) => {
      expect(decide(path, visitor)).toEqual(expected);
    });

    it('does nothing where the site has no identification page', () => {
      expect(decide('', bonusTaken, { isShowIdentification: false })).toEqual(render);
      expect(decide('office/recharge', unidentified, { isShowIdentification: false })).toEqual(
        render,
      );
    });
  });

  describe('terms confirmation (spec 01 §4)', () => {
    const unconfirmed = signedIn({ termsToConfirm: true });
    const toConfirm = { kind: 'redirect', path: 'confirm', reason: 'terms' };
    it.each<[string, string, GuardVisitor, object]>([
      ['home waits for the terms', '', unconfirmed, toConfirm],
      ['the line too', 'line', unconfirmed, toConfirm],
      ['the office too', 'office/account', unconfirmed, toConfirm],
      ['the confirm page renders', 'confirm', unconfirmed, render],
      ['the cookies page renders', 'cookies', unconfirmed, render],
      ['the contacts render', 'contacts', unconfirmed, render],
      ['support renders', 'office/support', unconfirmed, render],
      ['the responsible-gaming limits render', 'office/responsible', unconfirmed, render],
      ['a player who accepted them sees home', '', signedIn(), render],
      ['an unknown player state is not held', '', signedIn(null), render],
      ['a visitor is not held', '', anonymous, render],
    ])('%s', (_name, path, visitor, expected) => {
      expect(decide(path, visitor)).toEqual(expected);
    });

    it('comes after the ban and before the identification blocker', () => {
      expect(decide('', signedIn({ termsToConfirm: true, banLevel: 2 }))).toEqual(hold);
      const both = signedIn({
        termsToConfirm: true,
        needIdentification: true,
        identificationBonus: true,
      });
      expect(decide('', both)).toEqual(toConfirm);
    });
  });

  describe('data asked after registration', () => {
    const owing = signedIn({ dataAfterRegistration: true });
    const toPersonal = {
      kind: 'redirect',
      path: 'office/personal',
      reason: 'dataAfterRegistration',
    };
    it.each<[string, string, object]>([
      ['deposit waits for the data', 'office/recharge', toPersonal],
      ['withdrawal too', 'office/deduce', toPersonal],
      ['the personal data page renders', 'office/personal', render],
      ['the line renders', 'line', render],
    ])('%s', (_name, path, expected) => {
      expect(decide(path, owing)).toEqual(expected);
    });

    it('lets a player whose data is complete deposit', () => {
      expect(decide('office/recharge', signedIn())).toEqual(render);
    });
  });

  describe('ban guard', () => {
    it.each<[string, string, GuardVisitor, object]>([
      ['a banned player is held off home', '', banned(1), hold],
      ['and off the office', 'office/account', banned(1), hold],
      ['and off the line', 'line', banned(7), hold],
      ['and off the login form too', 'user/login', banned(1), hold],
      ['meta 25: contacts stay open', 'contacts', banned(1), render],
      ['meta 25: support stays open', 'office/support', banned(1), render],
      ['meta 25: rules stay open', 'rules/general', banned(1), render],
      ['meta 25: responsible gaming stays open', 'responsiblegaming', banned(1), render],
      [
        'meta 24: the appeal history is for banned players',
        'block-appeal-history',
        banned(1),
        render,
      ],
      ['level 45 allows deduction', 'office/deduce', banned(45), render],
      ['level 45 under version 0 too', 'office/deduce', banned(45, 0), render],
      ['level 53 under version 1 allows deduction', 'office/deduce', banned(53, 1), render],
      ['level 53 under version 0 does not', 'office/deduce', banned(53, 0), hold],
      ['level 45 under version 1 does not', 'office/deduce', banned(45, 1), hold],
      ['level 1 does not', 'office/deduce', banned(1), hold],
      ['a player not banned may withdraw', 'office/deduce', signedIn(), render],
      [
        'meta 24 sends a player not banned home',
        'block-appeal-history',
        signedIn(),
        home('banOnly'),
      ],
      ['meta 24 sends a visitor home', 'block-appeal-history', anonymous, home('banOnly')],
      [
        'meta 24 sends home when the config is unknown',
        'block-appeal-history',
        signedIn(null),
        home('banOnly'),
      ],
    ])('%s', (_name, path, visitor, expected) => {
      expect(decide(path, visitor)).toEqual(expected);
    });

    it('sends a banned player to the external ban page when the site has one', () => {
      const banPageUrl = 'https://ban.example/appeal';
      expect(decide('line', banned(3), { banPageUrl })).toEqual({
        kind: 'external',
        url: banPageUrl,
        reason: 'banned',
      });
      expect(decide('contacts', banned(3), { banPageUrl })).toEqual(render);
    });

    it('comes before the identification blocker and the missing data', () => {
      const player = signedIn({
        banLevel: 2,
        needIdentification: true,
        identificationBonus: true,
        dataAfterRegistration: true,
      });
      expect(decide('', player)).toEqual(hold);
      expect(decide('office/support', player)).toEqual(render);
    });

    it.each([
      [45, 0, true],
      [45, 2, true],
      [53, 1, true],
      [53, 0, false],
      [45, 1, false],
      [44, 0, false],
      [0, 0, false],
    ])('deduction at level %i, version %i: %s', (banLevel, banVersion, allowed) => {
      expect(deductionAllowed({ banLevel, banVersion })).toBe(allowed);
    });

    it('opens to banned players only the pages the table marks', () => {
      const open = ROUTES.filter((r) => allowedWhileBanned(r, { banLevel: 1, banVersion: 0 }));
      expect(open.map((r) => r.id).sort()).toEqual(
        [
          'about',
          'amlPolicy',
          'blockAppealHistory',
          'consent',
          'contacts',
          'cookies',
          'disputeResolution',
          'officeSupport',
          'responsibleGaming',
          'rules',
        ].sort(),
      );
    });
  });

  describe('the query kept on the way to sign in', () => {
    it.each([
      ['?platform_type=mobile&utm_source=mail&page=2', 'platform_type=mobile&utm_source=mail'],
      ['?returnUrl=%2Fevil&token=abc', ''],
      ['?utm_campaign=x&utm_=y', 'utm_campaign=x'],
    ])('%s keeps %s', (search, kept) => {
      expect(signInQuery(new URLSearchParams(search)).toString()).toBe(kept);
    });
  });
});
