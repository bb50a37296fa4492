import { act, fireEvent, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import type { PlayerLimits } from '@/server/limits/player-limits';
import type { AvailableLimit, Limit, LimitType } from '@/server/upstream/schemas/limits';
import { renderWithProviders } from '@/tests/render';
import { LimitsClient } from './LimitsClient';

const NOW = 1_772_000_000;

function limit(limitType: LimitType, overrides: Partial<Limit> = {}): Limit {
  return {
    limitType,
    limitValue: 1000,
    measure: 'money',
    label: '',
    limitState: 'ACTIVE',
    startedAt: NOW - 100,
    endsAt: null,
    appliesAt: null,
    selfExcludeReason: null,
    limitBalance: null,
    needApprove: false,
    ...overrides,
  };
}

const money = (type: LimitType): AvailableLimit => ({
  type,
  measure: 'money',
  availableValues: [1000, 5000, ...(type >= 20 && type <= 22 ? [999_999_999] : [])],
  optionsMap: {},
  custom: { min: 1, max: 99_999_999 },
});
const AVAILABLE: AvailableLimit[] = [
  money(20),
  money(1),
  { type: 32, measure: 'minutes', availableValues: [5, 10], optionsMap: {}, custom: null },
  { type: 33, measure: 'days', availableValues: [1, 7, 30], optionsMap: {}, custom: null },
  { type: 30, measure: 'days', availableValues: [1, 7], optionsMap: {}, custom: null },
];
const REASONS = [{ id: 1, selfExcludeReason: 'I want a break' }];

// jsdom has no fetch: the BFF's answers are stubbed at the network edge with what it reads.
type Call = { path: string; body: unknown };
let calls: Call[];
/** An answer that never comes: the fetch itself fails. */
const OFFLINE = Symbol('offline');
function stubNetwork(answers: Record<string, unknown>) {
  calls = [];
  globalThis.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const path = String(input).split('?')[0] ?? '';
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${init?.method ?? 'GET'} ${path}`];
    if (answer === OFFLINE) throw new TypeError('Failed to fetch');
    const isError = typeof answer === 'object' && answer !== null && 'errors' in answer;
    return {
      ok: !isError,
      status: isError ? 409 : 200,
      headers: { get: () => null },
      text: async () => JSON.stringify(isError ? answer : { data: answer }),
    } as unknown as Response;
  }) as unknown as typeof fetch;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderPage(limits: Limit[]) {
  const initial: PlayerLimits = { limits, now: NOW, available: AVAILABLE, reasons: REASONS };
  return renderWithProviders(
    <NextIntlClientProvider locale="en" messages={{ limits: en.limits }}>
      <LimitsClient lng="en" initial={initial} />
    </NextIntlClientProvider>,
  );
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('the responsible-gaming page', () => {
  it('shows each type with its value and state, and its options', () => {
    stubNetwork({});
    renderPage([limit(20, { limitValue: 5000 })]);
    const deposit = row('Deposit, 24 hours');
    expect(within(deposit).getByText('5,000', { selector: 'span' })).toBeInTheDocument();
    expect(within(deposit).getByText('Active')).toBeInTheDocument();
    const options = within(deposit).getByRole('combobox', { name: 'Deposit, 24 hours: New value' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1,000', '5,000', 'No limit', 'Other amount…']);
    expect(
      within(row('Wagering, 24 hours')).getByText('No limit', { selector: 'span' }),
    ).toBeInTheDocument();
    // Reality check has presets only (spec 01 §5).
    const reality = within(row('Reality check')).getByRole('combobox');
    expect(within(reality).queryByText('Other amount…')).toBeNull();
  });

  it('a custom value is checked against the range before anything is sent', () => {
    stubNetwork({});
    renderPage([]);
    const deposit = row('Deposit, 24 hours');
    fireEvent.change(within(deposit).getByRole('combobox'), { target: { value: 'custom' } });
    fireEvent.change(within(deposit).getByRole('textbox', { name: /Amount/ }), {
      target: { value: '0' },
    });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Set' }));
    expect(within(deposit).getByRole('alert')).toHaveTextContent('from 1 to 99999999');
    expect(calls).toEqual([]);
  });

  it('a raise goes through the test questions, then shows the pending change and its countdown', async () => {
    const pending = limit(20, {
      limitState: 'PENDING',
      limitValue: 5000,
      startedAt: NOW,
      appliesAt: NOW + 86_400,
      needApprove: true,
    });
    stubNetwork({
      'POST /api/limits': {
        status: 'TEST_REQUIRED',
        questions: [
          {
            id: 1,
            text: 'Do you chase losses?',
            answers: [
              { id: 1, text: 'Yes' },
              { id: 2, text: 'No' },
            ],
          },
        ],
        tokenGuid: 'guid-1',
        limitsData: [limit(20)],
      },
      'POST /api/limits/test-answers': {
        questionsResult: [{ questionId: 1, correct: true }],
        success: true,
        limitsData: [limit(20), pending],
      },
      'GET /api/limits': {
        limits: [limit(20), pending],
        now: NOW,
        available: AVAILABLE,
        reasons: [],
      },
    });
    renderPage([limit(20)]);
    const deposit = row('Deposit, 24 hours');
    fireEvent.change(within(deposit).getByRole('combobox'), { target: { value: '5000' } });
    expect(within(deposit).getByText(/applies after 24 hours/)).toBeInTheDocument();
    await act(async () => fireEvent.click(within(deposit).getByRole('button', { name: 'Set' })));
    expect(calls[0]).toEqual({
      path: '/api/limits',
      body: { limits: [{ limitType: 20, limitValue: 5000 }] },
    });

    const test = screen.getByRole('region', { name: 'A few questions first' });
    fireEvent.click(within(test).getByRole('button', { name: 'Send answers' }));
    expect(within(test).getByRole('alert')).toHaveTextContent('Answer every question.');
    fireEvent.click(within(test).getByRole('radio', { name: 'No' }));
    await act(async () =>
      fireEvent.click(within(test).getByRole('button', { name: 'Send answers' })),
    );
    expect(calls[1]).toEqual({
      path: '/api/limits/test-answers',
      body: { tokenGuid: 'guid-1', answers: [{ questionId: 1, answerId: 2 }] },
    });
    const change = within(row('Deposit, 24 hours')).getByRole('group', { name: 'Pending change' });
    expect(change).toHaveTextContent('possible in 24 h 0 min');
    expect(within(change).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'DoneThank you. The new limit will apply after the waiting period.',
    );
  });

  it('answers that do not allow the raise close the test with an error notice', async () => {
    stubNetwork({
      'POST /api/limits': {
        status: 'TEST_REQUIRED',
        questions: [
          {
            id: 1,
            text: 'Do you chase losses?',
            answers: [
              { id: 1, text: 'Yes' },
              { id: 2, text: 'No' },
            ],
          },
        ],
        tokenGuid: 'guid-1',
        limitsData: [limit(20)],
      },
      'POST /api/limits/test-answers': {
        questionsResult: [{ questionId: 1, correct: false }],
        success: false,
        limitsData: [limit(20)],
      },
    });
    renderPage([limit(20)]);
    const deposit = row('Deposit, 24 hours');
    fireEvent.change(within(deposit).getByRole('combobox'), { target: { value: '5000' } });
    await act(async () => fireEvent.click(within(deposit).getByRole('button', { name: 'Set' })));
    const test = screen.getByRole('region', { name: 'A few questions first' });
    fireEvent.click(within(test).getByRole('radio', { name: 'Yes' }));
    await act(async () =>
      fireEvent.click(within(test).getByRole('button', { name: 'Send answers' })),
    );
    expect(screen.queryByRole('region', { name: 'A few questions first' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ErrorYour answers do not allow a higher limit now. Your limit stays as it is.',
    );
    expect(calls.map((call) => call.path)).not.toContain('/api/limits/block-user');
  });

  it('a lower limit is saved at once and the notice says so', async () => {
    stubNetwork({
      'POST /api/limits': {
        status: 'SAVED',
        questions: [],
        tokenGuid: null,
        limitsData: [limit(20)],
      },
      'GET /api/limits': { limits: [limit(20)], now: NOW, available: AVAILABLE, reasons: [] },
    });
    renderPage([limit(20, { limitValue: 5000 })]);
    const deposit = row('Deposit, 24 hours');
    fireEvent.change(within(deposit).getByRole('combobox'), { target: { value: '1000' } });
    await act(async () => fireEvent.click(within(deposit).getByRole('button', { name: 'Set' })));
    expect(screen.getByRole('status')).toHaveTextContent('DoneSaved.');
    expect(within(row('Deposit, 24 hours')).getByText('1,000', { selector: 'span' })).toBeVisible();
  });

  it('a due deposit approval can be approved, with the spec’s texts', async () => {
    const due = limit(21, {
      limitState: 'PENDING',
      limitValue: 5000,
      startedAt: NOW - 86_400,
      appliesAt: NOW,
      needApprove: true,
    });
    stubNetwork({ 'POST /api/limits/action': { limits: [limit(21, { limitValue: 5000 })] } });
    renderPage([limit(21), due]);
    const change = within(row('Deposit, 7 days')).getByRole('group', { name: 'Pending change' });
    expect(change).toHaveTextContent('Your new limit of 5,000 is ready.');
    await act(async () => fireEvent.click(within(change).getByRole('button', { name: 'Approve' })));
    expect(calls[0]).toEqual({
      path: '/api/limits/action',
      body: { action: 'confirm', limitType: 21 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('DoneThe new limit applies now.');
    expect(
      within(row('Deposit, 7 days')).queryByRole('group', { name: 'Pending change' }),
    ).toBeNull();
  });

  it('a refused action shows the server’s title', async () => {
    const pending = limit(20, { limitState: 'PENDING', appliesAt: NOW + 60, needApprove: true });
    stubNetwork({
      'POST /api/limits/action': {
        errors: [{ status: '409', code: 'x', title: 'The service says no' }],
      },
    });
    renderPage([limit(20), pending]);
    await act(async () =>
      fireEvent.click(
        within(row('Deposit, 24 hours')).getByRole('button', { name: 'Cancel change' }),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorThe service says no');
  });

  // spec 01 §8 limit messages: the server's title is preferred, else the spec's key.
  it.each([
    ['an approval', 'Approve', 'confirm', { limits: [] }, 'status', 'The new limit applies now.'],
    [
      'a rejection',
      'Reject',
      'reject',
      { limits: [] },
      'status',
      'The pending limit was cancelled.',
    ],
    [
      'a failed approval',
      'Approve',
      'confirm',
      OFFLINE,
      'alert',
      'The limit could not be approved.',
    ],
    [
      'a failed rejection',
      'Reject',
      'reject',
      OFFLINE,
      'alert',
      'The pending limit could not be cancelled.',
    ],
  ] as const)('%s is told in a notice', async (_name, button, action, answer, role, text) => {
    const due = limit(21, {
      limitState: 'PENDING',
      limitValue: 5000,
      startedAt: NOW - 86_400,
      appliesAt: NOW,
      needApprove: true,
    });
    stubNetwork({ 'POST /api/limits/action': answer });
    renderPage([limit(21), due]);
    const change = within(row('Deposit, 7 days')).getByRole('group', { name: 'Pending change' });
    await act(async () => fireEvent.click(within(change).getByRole('button', { name: button })));
    expect(calls[0]?.body).toEqual({ action, limitType: 21 });
    expect(screen.getByRole(role)).toHaveTextContent(
      `${role === 'alert' ? 'Error' : 'Done'}${text}`,
    );
  });

  it.each([
    ['Time-out', 33],
    ['Self-exclusion', 30],
  ] as const)('an active %s shows no cancel control', (name, type) => {
    stubNetwork({});
    renderPage([limit(type, { limitValue: 7, measure: 'days', endsAt: NOW + 7 * 86_400 })]);
    const item = row(name);
    expect(within(item).getByText('Cannot be cancelled until it ends')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Remove|Cancel/ })).toBeNull();
  });

  it('self-exclusion needs a reason and the warning acknowledged', () => {
    stubNetwork({});
    renderPage([]);
    const item = row('Self-exclusion');
    expect(within(item).getByText(/cannot be cancelled or shortened/)).toBeInTheDocument();
    const start = within(item).getByRole('button', { name: 'Exclude myself' });
    fireEvent.click(start);
    expect(within(item).getByRole('alert')).toHaveTextContent('Choose a reason');
    fireEvent.change(within(item).getByRole('combobox', { name: 'Reason' }), {
      target: { value: '1' },
    });
    fireEvent.click(start);
    expect(within(item).getByRole('alert')).toHaveTextContent('Confirm that you understand');
    expect(calls).toEqual([]);
  });

  it.each([
    ['an operator restriction (37)', limit(37, { limitValue: null, measure: 'none' }), /operator/],
    [
      'a self-exclusion',
      limit(30, { limitValue: 7, measure: 'days', endsAt: NOW + 86_400 }),
      /self-exclusion is active/,
    ],
  ])('%s blocks every form', (_n, blocking, text) => {
    stubNetwork({});
    renderPage([blocking, limit(1)]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Set' })).toBeNull();
  });
});
