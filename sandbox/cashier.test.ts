/** @jest-environment node */
import { accountsAnswerSchema } from '@contract/accounts';
import {
  cashbackAnswerSchema,
  cashierAnswerSchema,
  mailingAnswerSchema,
  promoCheckAnswerSchema,
  depositAnswerSchema,
  methodsAnswerSchema,
  paymentProblemsAnswerSchema,
  topicsAnswerSchema,
  withdrawalAnswerSchema,
} from '@contract/cashier';
import { paymentsAnswerSchema } from '@contract/office';
import { bearer, withSignedInSandbox } from './test-harness';

const NOW = Date.parse('2026-03-14T12:00:00Z');
const DEMO_ID = 1001;

const demo = withSignedInSandbox({ now: () => NOW });

const call = (method: string, path: string, body?: unknown) =>
  demo.sandbox.call(method, path, body, bearer(demo.token));

async function cashier() {
  const answer = await call('GET', '/cashier-api/v1/cashier');
  expect(answer.status).toBe(200);
  return cashierAnswerSchema.parse(answer.body).data;
}

async function activeBalance(): Promise<string> {
  const answer = await call('GET', '/accounts-api/v1/accounts');
  return accountsAnswerSchema.parse(answer.body).data.activeAccount.balance;
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe('deposits', () => {
  it('credits the active account and records a completed deposit in the history', async () => {
    const before = cents(await activeBalance());
    const answer = await call('POST', '/cashier-api/v1/deposits', {
      methodId: 'skrill',
      amount: '1500,50',
    });
    expect(answer.status).toBe(201);
    const result = depositAnswerSchema.parse(answer.body).data;
    expect(result).toMatchObject({ amount: '1500.50', fee: '22.51', status: 'success' });
    expect(cents(await activeBalance())).toBe(before + 150_050);
    expect(cents(result.balance)).toBe(before + 150_050);

    const history = paymentsAnswerSchema.parse(
      (await call('GET', '/office-api/v1/payments?type=deposit')).body,
    );
    expect(history.data[0]).toMatchObject({
      id: result.paymentId,
      amount: '1500.50',
      status: 'completed',
      method: 'Skrill',
    });
  });

  it('refuses an amount outside the method’s range, naming the range, and credits nothing', async () => {
    const before = await activeBalance();
    const answer = await call('POST', '/cashier-api/v1/deposits', {
      methodId: 'card',
      amount: '50',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: [
        {
          code: 'amount_out_of_range',
          title: 'The amount must be 100.00–600000.00 RUB',
          source: { pointer: '/amount' },
        },
      ],
    });
    expect(await activeBalance()).toBe(before);
  });

  it('refuses a malformed amount or an unknown method with the field named', async () => {
    const bad = await call('POST', '/cashier-api/v1/deposits', { methodId: 'card', amount: '1e5' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ source: { pointer: '/amount' } }] });
    const unknown = await call('POST', '/cashier-api/v1/deposits', {
      methodId: 'paypal',
      amount: '500',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: [{ code: 'method_unavailable' }] });
  });

  it('refuses a deposit above what the 24 h deposit limit leaves, with the reason', async () => {
    const limit = await demo.sandbox.call('PUT', `/__sandbox/limits/${DEMO_ID}`, {
      limitType: 20,
      limitValue: 5000,
    });
    expect(limit.status).toBe(200);
    expect(
      (await call('POST', '/cashier-api/v1/deposits', { methodId: 'card', amount: '3000' })).status,
    ).toBe(201);
    expect((await cashier()).depositLimits).toEqual([
      { limitType: 20, limit: '5000.00', used: '3000.00', remaining: '2000.00' },
    ]);
    const before = await activeBalance();

    const refused = await call('POST', '/cashier-api/v1/deposits', {
      methodId: 'card',
      amount: '2000.01',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      errors: [
        {
          code: 'deposit_limit',
          title: 'Your deposit limit allows 2000.00 RUB more (Deposit limit, 24 h)',
          meta: { limitType: 20, remaining: '2000.00' },
        },
      ],
    });
    expect(await activeBalance()).toBe(before);
    expect(
      (await call('POST', '/cashier-api/v1/deposits', { methodId: 'card', amount: '2000' })).status,
    ).toBe(201);
  });
});

describe('withdrawals', () => {
  it('refuses more than the balance and takes nothing', async () => {
    const before = await activeBalance();
    const answer = await call('POST', '/cashier-api/v1/withdrawals', {
      methodId: 'card',
      amount: String(Number(before) + 1),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      errors: [{ code: 'insufficient_funds', title: `You can withdraw at most ${before} RUB` }],
    });
    expect(await activeBalance()).toBe(before);
  });

  it('reserves the money while pending, and a cancel gives it back', async () => {
    const before = cents(await activeBalance());
    const created = await call('POST', '/cashier-api/v1/withdrawals', {
      methodId: 'sbp',
      amount: '1000',
    });
    expect(created.status).toBe(201);
    const withdrawal = withdrawalAnswerSchema.parse(created.body).data;
    expect(withdrawal).toMatchObject({ methodId: 'sbp', amount: '1000.00', status: 'pending' });
    expect(cents(await activeBalance())).toBe(before - 100_000);
    expect((await cashier()).withdrawals[0]).toEqual(withdrawal);

    const cancelled = await call('DELETE', `/cashier-api/v1/withdrawals/${withdrawal.id}`);
    expect(cancelled.status).toBe(200);
    expect(withdrawalAnswerSchema.parse(cancelled.body).data.status).toBe('cancelled');
    expect(cents(await activeBalance())).toBe(before);

    const again = await call('DELETE', `/cashier-api/v1/withdrawals/${withdrawal.id}`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ code: 'not_cancellable' }] });
    expect(cents(await activeBalance())).toBe(before);
  });

  it('answers another player’s or an unknown withdrawal as not found', async () => {
    const answer = await call('DELETE', '/cashier-api/v1/withdrawals/999999');
    expect(answer.status).toBe(404);
  });

  it('refuses a method that pays no withdrawals', async () => {
    const answer = await call('POST', '/cashier-api/v1/withdrawals', {
      methodId: 'mobile',
      amount: '500',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: [{ code: 'method_unavailable' }] });
  });
});

describe('methods and payment requests', () => {
  it('lists the public methods of a currency without a token', async () => {
    const answer = await demo.sandbox.call('GET', '/cashier-api/v1/methods?currency=USD');
    expect(answer.status).toBe(200);
    const methods = methodsAnswerSchema.parse(answer.body);
    expect(methods.meta.currency).toBe('USD');
    expect(methods.data.map((m) => m.id)).toEqual(['card', 'skrill', 'usdt-trc20']);
    expect(methods.data[0]?.deposit).toMatchObject({ min: '1.00', max: '6000.00' });
    expect(methods.data[0]?.name).toBe('Bank card (Visa, Mastercard, Mir)');
  });

  it('names the methods in the language asked', async () => {
    const answer = await demo.sandbox.call('GET', '/cashier-api/v1/methods?currency=RUB&lang=ru');
    const methods = methodsAnswerSchema.parse(answer.body);
    expect(methods.data.map((m) => m.name)).toEqual([
      'Банковская карта (Visa, Mastercard, Мир)',
      'Система быстрых платежей (СБП)',
      'Skrill',
      'Баланс мобильного телефона',
      'Tether USDT (TRC-20)',
    ]);
  });

  it('creates a request about one of the player’s deposits and lists it', async () => {
    const topics = topicsAnswerSchema.parse(
      (await call('GET', '/cashier-api/v1/payment-topics?lang=ru')).body,
    ).data;
    expect(topics[0]).toMatchObject({
      id: 1,
      name: 'Не зачислен депозит',
      transactionType: 'deposit',
    });

    const deposit = depositAnswerSchema.parse(
      (await call('POST', '/cashier-api/v1/deposits', { methodId: 'card', amount: '700' })).body,
    ).data;
    const missing = await call('POST', '/cashier-api/v1/payment-requests', {
      topicId: 1,
      subTopicId: 2,
      message: 'The money left my card an hour ago.',
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: [{ source: { pointer: '/transactionId' } }] });
    const wrongSub = await call('POST', '/cashier-api/v1/payment-requests', {
      topicId: 1,
      subTopicId: 5,
      transactionId: deposit.paymentId,
      message: 'The money left my card an hour ago.',
    });
    expect(wrongSub.status).toBe(422);

    const created = await call('POST', '/cashier-api/v1/payment-requests', {
      topicId: 1,
      subTopicId: 2,
      transactionId: deposit.paymentId,
      message: 'The money left my card an hour ago.',
    });
    expect(created.status).toBe(201);
    const list = paymentProblemsAnswerSchema.parse(
      (await call('GET', '/cashier-api/v1/payment-requests')).body,
    ).data;
    expect(list).toEqual([
      expect.objectContaining({
        topicId: 1,
        subTopicId: 2,
        transactionId: deposit.paymentId,
        status: 'open',
      }),
    ]);
  });

  it('needs a token for the player’s cashier', async () => {
    const answer = await demo.sandbox.call('GET', '/cashier-api/v1/cashier');
    expect(answer.status).toBe(401);
  });
});

describe('the office sections beside the cashier', () => {
  it('checks a promo code, case-insensitively, and says when it is unknown', async () => {
    const valid = await call('POST', '/office-api/v1/promo-codes/check', { code: ' welcome100 ' });
    expect(valid.status).toBe(200);
    expect(promoCheckAnswerSchema.parse(valid.body).data).toMatchObject({
      code: 'WELCOME100',
      status: 'valid',
    });
    const expired = await call('POST', '/office-api/v1/promo-codes/check', { code: 'SPRING2025' });
    expect(promoCheckAnswerSchema.parse(expired.body).data.status).toBe('expired');
    const unknown = await call('POST', '/office-api/v1/promo-codes/check', { code: 'NOPE123' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errors: [{ code: 'promo_not_found' }] });
    const bad = await call('POST', '/office-api/v1/promo-codes/check', { code: 'a b' });
    expect(bad.status).toBe(400);
  });

  it('keeps a mailing switch and hides it from the display settings', async () => {
    const before = mailingAnswerSchema.parse((await call('GET', '/office-api/v1/mailing')).body);
    expect(before.data).toEqual({ email: true, sms: false, push: true, news: false });
    const saved = await call('PUT', '/office-api/v1/mailing', { channel: 'sms', enabled: true });
    expect(mailingAnswerSchema.parse(saved.body).data.sms).toBe(true);
    const after = mailingAnswerSchema.parse((await call('GET', '/office-api/v1/mailing')).body);
    expect(after.data.sms).toBe(true);
    expect((await call('GET', '/office-api/v1/settings')).body).toEqual({ data: {} });
    expect(
      (await call('PUT', '/office-api/v1/mailing', { channel: 'fax', enabled: true })).status,
    ).toBe(400);
  });

  it('pays a cashback share of this week’s net deposits', async () => {
    const before = cashbackAnswerSchema.parse((await call('GET', '/office-api/v1/cashback')).body);
    await call('POST', '/cashier-api/v1/deposits', { methodId: 'card', amount: '2000' });
    const after = cashbackAnswerSchema.parse((await call('GET', '/office-api/v1/cashback')).body);
    expect(cents(after.data.base) - cents(before.data.base)).toBe(200_000);
    expect(after.data.paysOn).toBe('2026-03-16T00:00:00.000Z');
    expect(after.data.percent).toBe(5);
  });
});
