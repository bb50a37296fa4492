/**
 * The demo player's office activity, dated back from the seed time: four months of deposits and
 * withdrawals (one withdrawal still pending, one deposit cancelled, one withdrawal rejected), two
 * deposit bonuses to take, one being wagered and one wagered, five messages of which two are
 * unread (the demo user config's user_msg_count), and two answered support requests. The second
 * demo player has none of it: the empty office.
 */
import type { PaymentStatus, PaymentType } from '@contract/office';
import { demoPlayer } from './auth-seed';
import type { SandboxStore } from './store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoPayment = [
  daysAgo: number,
  hoursAgo: number,
  type: PaymentType,
  method: string,
  rubles: number,
  status: PaymentStatus,
];

const VISA = 'Visa •••• 4242';
const MASTERCARD = 'Mastercard •••• 8110';

/** Newest first; `hoursAgo` moves it within the day. */
export const demoPayments: readonly DemoPayment[] = [
  [0, 2, 'withdrawal', VISA, 3000, 'pending'],
  [1, 5, 'deposit', 'SBP', 5000, 'completed'],
  [3, 1, 'deposit', MASTERCARD, 2000, 'cancelled'],
  [6, 4, 'withdrawal', 'Skrill', 12500, 'completed'],
  [8, 9, 'deposit', VISA, 10000, 'completed'],
  [11, 3, 'deposit', 'SBP', 1500, 'completed'],
  [15, 6, 'withdrawal', VISA, 7000, 'rejected'],
  [18, 2, 'deposit', 'Bitcoin', 25000, 'completed'],
  [22, 7, 'deposit', VISA, 3000, 'completed'],
  [26, 1, 'withdrawal', VISA, 4000, 'completed'],
  [31, 8, 'deposit', MASTERCARD, 2500, 'completed'],
  [35, 4, 'deposit', 'SBP', 1000, 'completed'],
  [40, 3, 'withdrawal', 'Skrill', 6000, 'completed'],
  [44, 5, 'deposit', VISA, 5000, 'completed'],
  [49, 2, 'deposit', VISA, 500, 'cancelled'],
  [53, 6, 'deposit', 'SBP', 3500, 'completed'],
  [58, 1, 'withdrawal', VISA, 2000, 'completed'],
  [63, 9, 'deposit', MASTERCARD, 4000, 'completed'],
  [70, 4, 'deposit', 'Skrill', 8000, 'completed'],
  [77, 3, 'withdrawal', 'Skrill', 9500, 'completed'],
  [84, 2, 'deposit', VISA, 2000, 'completed'],
  [92, 7, 'deposit', 'SBP', 1000, 'completed'],
  [101, 5, 'withdrawal', VISA, 1500, 'rejected'],
  [110, 3, 'deposit', VISA, 3000, 'completed'],
  [118, 8, 'deposit', VISA, 1000, 'completed'],
];

const demoMessages = [
  {
    hoursAgo: 1,
    read: false,
    subject: {
      en: 'Your withdrawal is being processed',
      ru: 'Ваша заявка на вывод обрабатывается',
    },
    body: {
      en: 'We have received your request to withdraw 3 000 ₽ to Visa •••• 4242. Card withdrawals usually arrive within 1–3 business days.',
      ru: 'Мы получили заявку на вывод 3 000 ₽ на карту Visa •••• 4242. Выплаты на карты обычно приходят в течение 1–3 рабочих дней.',
    },
  },
  {
    hoursAgo: 26,
    read: false,
    subject: {
      en: 'Weekend bonus: 100% on your deposit',
      ru: 'Бонус выходного дня: 100% к депозиту',
    },
    body: {
      en: 'Take the weekend bonus in your office: we double your last deposit of at least 1 000 ₽, up to 3 000 ₽. Wager it 10 times within 5 days.',
      ru: 'Возьмите бонус выходного дня в личном кабинете: удвоим ваш последний депозит от 1 000 ₽, до 3 000 ₽. Отыграйте его 10 раз за 5 дней.',
    },
  },
  {
    hoursAgo: 5 * 24 + 2,
    read: true,
    subject: { en: 'Welcome bonus credited', ru: 'Приветственный бонус зачислен' },
    body: {
      en: 'Your welcome bonus of 1 500 ₽ is on your bonus account. Wager it 5 times within 14 days to turn it into real money.',
      ru: 'Приветственный бонус 1 500 ₽ зачислен на бонусный счёт. Отыграйте его 5 раз за 14 дней, чтобы перевести в реальные деньги.',
    },
  },
  {
    hoursAgo: 12 * 24 + 5,
    read: true,
    subject: { en: 'Your account is verified', ru: 'Ваш аккаунт верифицирован' },
    body: {
      en: 'Thank you: your documents are checked and your account is verified. Withdrawals are now open without limits.',
      ru: 'Спасибо: документы проверены, аккаунт верифицирован. Вывод средств доступен без ограничений.',
    },
  },
  {
    hoursAgo: 40 * 24,
    read: true,
    subject: { en: 'Welcome to Bet Arena', ru: 'Добро пожаловать в Bet Arena' },
    body: {
      en: 'Thank you for joining us. Set your deposit limits in the office at any time: responsible gaming comes first.',
      ru: 'Спасибо, что вы с нами. Лимиты депозитов можно установить в личном кабинете в любое время: ответственная игра прежде всего.',
    },
  },
] as const;

/** Writes the demo player's activity when the player exists and has none yet. */
export function seedOfficeActivity(store: SandboxStore, now: number): void {
  const userId = demoPlayer.id;
  if (store.auth.findUserById(userId) === undefined) return;
  const office = store.officeActivity;
  if (office.listPayments(userId, {}, 1, 1).total > 0) return;

  // Oldest first, so ids grow with time as an operator's do.
  for (const [daysAgo, hoursAgo, type, method, rubles, status] of [...demoPayments].reverse()) {
    office.insertPayment({
      userId,
      type,
      method,
      amountMinor: rubles * 100,
      currency: 'RUB',
      status,
      createdAt: now - daysAgo * DAY - hoursAgo * HOUR,
    });
  }

  const offer = {
    userId,
    currency: 'RUB',
    amountMinor: null,
    wageredMinor: 0,
    takenAt: null,
    expiresAt: null,
  };
  office.insertBonus({
    ...offer,
    name: { en: 'Birthday bonus', ru: 'Бонус ко дню рождения' },
    status: 'completed',
    percent: 50,
    maxAmountMinor: 100_000,
    minDepositMinor: 50_000,
    wagerMultiplier: 5,
    wagerDays: 14,
    offerExpiresAt: null,
    amountMinor: 50_000,
    wageredMinor: 250_000,
    takenAt: now - 60 * DAY,
    expiresAt: now - 46 * DAY,
  });
  office.insertBonus({
    ...offer,
    name: { en: 'Welcome bonus 100%', ru: 'Приветственный бонус 100%' },
    status: 'active',
    percent: 100,
    maxAmountMinor: 150_000,
    minDepositMinor: 50_000,
    wagerMultiplier: 5,
    wagerDays: 14,
    offerExpiresAt: null,
    amountMinor: 150_000,
    wageredMinor: 420_000,
    takenAt: now - 5 * DAY,
    expiresAt: now + 9 * DAY,
  });
  office.insertBonus({
    ...offer,
    name: { en: 'Reload bonus 50%', ru: 'Бонус на пополнение 50%' },
    status: 'available',
    percent: 50,
    maxAmountMinor: 500_000,
    minDepositMinor: 50_000,
    wagerMultiplier: 5,
    wagerDays: 7,
    offerExpiresAt: now + 14 * DAY,
  });
  office.insertBonus({
    ...offer,
    name: { en: 'Weekend bonus 100%', ru: 'Бонус выходного дня 100%' },
    status: 'available',
    percent: 100,
    maxAmountMinor: 300_000,
    minDepositMinor: 100_000,
    wagerMultiplier: 10,
    wagerDays: 5,
    offerExpiresAt: now + 3 * DAY,
  });

  for (const message of [...demoMessages].reverse()) {
    const sentAt = now - message.hoursAgo * HOUR;
    office.insertMessage({
      userId,
      subject: message.subject,
      body: message.body,
      sentAt,
      readAt: message.read ? sentAt + HOUR : null,
    });
  }

  office.insertTicket({
    userId,
    topic: 'verification',
    message: 'Which documents do I need to verify my account?',
    status: 'closed',
    reply:
      'A passport or another ID with your photo is enough. Upload it in the office, section Verification.',
    createdAt: now - 14 * DAY,
    updatedAt: now - 13 * DAY,
  });
  office.insertTicket({
    userId,
    topic: 'withdrawal',
    message: 'How long does a withdrawal to a Visa card take?',
    status: 'answered',
    reply: 'Withdrawals to cards usually arrive within 1–3 business days after approval.',
    createdAt: now - 7 * DAY,
    updatedAt: now - 7 * DAY + 3 * HOUR,
  });
}
