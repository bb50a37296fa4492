/** @jest-environment node */
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '@/features/shell/store';
import en from '@/messages/en.json';
import type { Idea, ManagerMessage, PersonalManager } from '@/server/upstream/schemas/office-extra';
import { ManagerView } from './ManagerPage';
import { IdeasView } from './ShareIdeaPage';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: 'en',
      messages: jest.requireActual('@/messages/en.json') as Record<string, never>,
      namespace: namespace as never,
    }),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const CLOCK = { timeZone: 3, is12h: false };
const html = (element: ReactElement) =>
  renderToStaticMarkup(<Provider store={makeStore()}>{element}</Provider>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const MANAGER: PersonalManager = {
  id: 3,
  name: 'Anna Sokolova',
  email: 'anna.sokolova@betarena.example',
  phone: '+7 495 120-45-01',
  telegram: '@betarena_anna',
  languages: ['ru', 'en'],
  workingHours: { days: [1, 2, 3, 4, 5, 6], from: '09:00', to: '21:00', utcOffset: 3 },
};
const ANSWERED: ManagerMessage = {
  id: 4,
  text: 'Could my withdrawal limit be raised?',
  sentAt: '2026-03-05T09:00:00.000Z',
  reply: 'Done: your daily limit is now 300 000 RUB.',
  repliedAt: '2026-03-05T11:00:00.000Z',
};
const WAITING: ManagerMessage = {
  id: 5,
  text: 'Please call me back.',
  sentAt: '2026-03-14T09:00:00.000Z',
  reply: null,
  repliedAt: null,
};
// Monday 16 March 2026, 12:00 in Moscow.
const MONDAY_NOON = Date.parse('2026-03-16T09:00:00Z');

const managerPage = async (
  data: Parameters<typeof ManagerView>[0]['data'],
  extra: Partial<Parameters<typeof ManagerView>[0]> = {},
) =>
  html(
    await ManagerView({
      lng: 'en',
      clock: CLOCK,
      now: MONDAY_NOON,
      data,
      flash: null,
      clientMessages: { officeExtra: en.officeExtra },
      ...extra,
    }),
  );

describe('office/manager', () => {
  it('shows the manager with hours, contacts and languages, at work on a Monday noon', async () => {
    const page = await managerPage({ manager: MANAGER, messages: [] });
    const shown = text(page);
    expect(shown).toContain('Anna Sokolova Personal manager Online now');
    expect(shown).toContain('Working hours Mon–Sat, 09:00–21:00 (UTC+3)');
    expect(page).toContain('href="mailto:anna.sokolova@betarena.example"');
    expect(page).toContain('href="tel:+74951204501"');
    expect(page).toContain('href="https://t.me/betarena_anna"');
    expect(shown).toContain('Speaks Russian, English');
    expect(shown).toContain('You have not written to your manager yet.');
    expect(page).toContain('action="/api/office/manager/messages?lng=en"');
  });

  it('is away on a Sunday', async () => {
    const page = await managerPage(
      { manager: MANAGER, messages: [] },
      { now: Date.parse('2026-03-15T09:00:00Z') },
    );
    expect(text(page)).toContain('Away now');
  });

  it('lists the messages newest first with the manager’s answer', async () => {
    const shown = text(await managerPage({ manager: MANAGER, messages: [WAITING, ANSWERED] }));
    expect(shown).toContain('03/14/2026, 12:00 Waiting for an answer Please call me back.');
    expect(shown).toContain(
      'Answered Could my withdrawal limit be raised? Anna Sokolova answered · 03/05/2026, 14:00 Done: your daily limit is now 300 000 RUB.',
    );
  });

  it('sends a player without a manager to support, with no form', async () => {
    const page = await managerPage({ manager: null, messages: [] });
    expect(text(page)).toContain('No personal manager looks after your account yet.');
    expect(page).toContain('href="/en/office/support"');
    expect(page).not.toContain('<form');
  });

  it('shows the outcome of a post without JavaScript', async () => {
    const refused = await managerPage(
      { manager: MANAGER, messages: [] },
      { flash: { kind: 'error', code: 'too_many_unanswered_messages' } },
    );
    expect(text(refused)).toContain('Your manager has not answered your earlier messages yet.');
    const done = await managerPage(
      { manager: MANAGER, messages: [WAITING] },
      { flash: { kind: 'done' } },
    );
    expect(text(done)).toContain('Your message is sent.');
  });

  it('says when the manager cannot be shown', async () => {
    expect(text(await managerPage(null))).toContain('Your manager’s details cannot be shown');
  });
});

describe('office/share-idea', () => {
  const PLANNED: Idea = {
    id: 2,
    topic: 'sports',
    text: 'Partial cash-out for live accumulators.',
    status: 'planned',
    reply: 'It is in the plan for the next quarter.',
    createdAt: '2026-02-21T09:00:00.000Z',
    updatedAt: '2026-02-24T09:00:00.000Z',
  };
  const ideasPage = async (
    ideas: Idea[] | null,
    flash: Parameters<typeof IdeasView>[0]['flash'] = null,
  ) =>
    html(
      await IdeasView({
        lng: 'en',
        clock: CLOCK,
        ideas,
        flash,
        clientMessages: { officeExtra: en.officeExtra },
      }),
    );

  it('lists the player’s ideas with their status and the team’s answer', async () => {
    const page = await ideasPage([PLANNED]);
    expect(text(page)).toContain(
      '02/21/2026, 12:00 Sports betting Partial cash-out for live accumulators. Our answer It is in the plan for the next quarter. Planned',
    );
    expect(page).toContain('action="/api/office/ideas?lng=en"');
    expect(text(page)).toContain('What happens to an idea New We have it');
  });

  it('shows the outcome of a post without JavaScript, and an empty or unavailable list', async () => {
    const refused = await ideasPage([], { kind: 'error', code: 'invalid', field: 'text' });
    expect(text(refused)).toContain('Write 10 to 2000 characters.');
    expect(text(refused)).toContain('You have not shared any ideas yet.');
    const done = await ideasPage([PLANNED], { kind: 'done' });
    expect(text(done)).toContain('Thank you! Your idea is filed.');
    expect(text(await ideasPage(null))).toContain('Your ideas cannot be shown right now.');
  });
});
