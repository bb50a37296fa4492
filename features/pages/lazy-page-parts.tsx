'use client';

import type { ComponentProps, ComponentType } from 'react';
import type { EntryForm } from '@/features/account-entry/EntryForm';
import type { WalletsClient } from '@/features/accounts/WalletsClient';
import type { CancelWithdrawal } from '@/features/cashier/CancelWithdrawal';
import type { MailingSwitches } from '@/features/cashier/MailingSwitches';
import type { PaymentForm } from '@/features/cashier/PaymentForm';
import type { PaymentProblemForm } from '@/features/cashier/PaymentProblemForm';
import type { PromoCheckForm } from '@/features/cashier/PromoCheckForm';
import type { BettingCalculator } from '@/features/info-pages/BettingCalculator';
import type { LimitsClient } from '@/features/limits/LimitsClient';
import type { MultiScreen } from '@/features/multi-live/MultiScreen';
import type { LottoTicketForm } from '@/features/lotto/LottoTicketForm';
import type { BonusOffers } from '@/features/office/activity/BonusOffers';
import type { MessageList } from '@/features/office/activity/MessageList';
import type { IdeaForm } from '@/features/office/contact/IdeaForm';
import type { LoyaltyActionForm } from '@/features/office/loyalty/LoyaltyActionForm';
import type { ManagerMessageForm } from '@/features/office/contact/ManagerMessageForm';
import type { ProgrammeForm } from '@/features/office/programmes/ProgrammeForm';
import type { PersonalDataClient } from '@/features/office/profile/PersonalDataClient';
import type { SecurityClient } from '@/features/office/profile/SecurityClient';
import type { DocumentUploadForm } from '@/features/office/verification/DocumentUploadForm';
import type { IdentificationForm } from '@/features/office/verification/IdentificationForm';
import type { SportsBlacklist } from '@/features/settings/SportsBlacklist';
import type { OneTapFinish } from '@/features/social/OneTapFinish';
import type { TotoCouponForm } from '@/features/toto/TotoCouponForm';
import { defineRemote, type RemoteModule } from '@/features/remote-apps/remote-module';
import { RemotePart } from '@/features/remote-apps/RemotePart';
import { withIntlTexts } from '@/features/shell/intl-part';

/*
 * The interactive parts of the catch-all route's pages (forms, calculators, the office's
 * clients). The route renders every page of the route table, so whatever its pages' parts import
 * would be in the first-load scripts of each of them, a sport page as much as the limits page:
 * each part is a remote part instead (spec 01 §4 load state). The server renders it as before;
 * the browser keeps that HTML and hydrates it once the part's own chunk is here, which only the
 * page that shows it fetches. Each comes with next-intl's provider, fed from the texts of the
 * nearest ClientTextsProvider (intl-part.ts). Not next/dynamic: see features/auth/lazy-forms.tsx.
 */

function pagePart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  return defineRemote(name, withIntlTexts(load));
}

function View<P extends object>({
  remote,
  props,
  minHeight,
}: {
  remote: RemoteModule<P>;
  props: P;
  minHeight: string;
}) {
  return <RemotePart remote={remote} props={props} minHeight={minHeight} />;
}

const limits = pagePart('limits/limits', () =>
  import('@/features/limits/LimitsClient').then((m) => m.LimitsClient),
);
const wallets = pagePart('accounts/wallets', () =>
  import('@/features/accounts/WalletsClient').then((m) => m.WalletsClient),
);
const cancelWithdrawal = pagePart('cashier/cancel-withdrawal', () =>
  import('@/features/cashier/CancelWithdrawal').then((m) => m.CancelWithdrawal),
);
const mailingSwitches = pagePart('cashier/mailing', () =>
  import('@/features/cashier/MailingSwitches').then((m) => m.MailingSwitches),
);
const paymentForm = pagePart('cashier/payment-form', () =>
  import('@/features/cashier/PaymentForm').then((m) => m.PaymentForm),
);
const paymentProblemForm = pagePart('cashier/payment-problem', () =>
  import('@/features/cashier/PaymentProblemForm').then((m) => m.PaymentProblemForm),
);
const promoCheckForm = pagePart('cashier/promo-check', () =>
  import('@/features/cashier/PromoCheckForm').then((m) => m.PromoCheckForm),
);
const bonusOffers = pagePart('office/bonus-offers', () =>
  import('@/features/office/activity/BonusOffers').then((m) => m.BonusOffers),
);
const messageList = pagePart('office/messages', () =>
  import('@/features/office/activity/MessageList').then((m) => m.MessageList),
);
const supportForm = pagePart('office/support-form', () =>
  import('@/features/office/activity/SupportForm').then((m) => m.SupportForm),
);
const personalData = pagePart('office/personal-data', () =>
  import('@/features/office/profile/PersonalDataClient').then((m) => m.PersonalDataClient),
);
const security = pagePart('office/security', () =>
  import('@/features/office/profile/SecurityClient').then((m) => m.SecurityClient),
);
const preferencesForm = pagePart('settings/preferences', () =>
  import('@/features/settings/PreferencesForm').then((m) => m.PreferencesForm),
);
const sportsBlacklist = pagePart('settings/sports', () =>
  import('@/features/settings/SportsBlacklist').then((m) => m.SportsBlacklist),
);
const lottoTicketForm = pagePart('lotto/ticket', () =>
  import('@/features/lotto/LottoTicketForm').then((m) => m.LottoTicketForm),
);
const totoCouponForm = pagePart('toto/coupon', () =>
  import('@/features/toto/TotoCouponForm').then((m) => m.TotoCouponForm),
);
const bettingCalculator = pagePart('info/betting-calculator', () =>
  import('@/features/info-pages/BettingCalculator').then((m) => m.BettingCalculator),
);
const entryForm = pagePart('account-entry/form', () =>
  import('@/features/account-entry/EntryForm').then((m) => m.EntryForm),
);
const ideaForm = pagePart('office/idea-form', () =>
  import('@/features/office/contact/IdeaForm').then((m) => m.IdeaForm),
);
const managerMessageForm = pagePart('office/manager-form', () =>
  import('@/features/office/contact/ManagerMessageForm').then((m) => m.ManagerMessageForm),
);
const identificationForm = pagePart('office/identification-form', () =>
  import('@/features/office/verification/IdentificationForm').then((m) => m.IdentificationForm),
);
const documentUploadForm = pagePart('office/document-upload', () =>
  import('@/features/office/verification/DocumentUploadForm').then((m) => m.DocumentUploadForm),
);
const multiScreen = pagePart('multi-live/screen', () =>
  import('@/features/multi-live/MultiScreen').then((m) => m.MultiScreen),
);
const oneTapFinish = pagePart('auth/one-tap-finish', () =>
  import('@/features/social/OneTapFinish').then((m) => m.OneTapFinish),
);

export function LazyLimitsClient(props: ComponentProps<typeof LimitsClient>) {
  return <View remote={limits} props={props} minHeight="30rem" />;
}

export function LazyWalletsClient(props: ComponentProps<typeof WalletsClient>) {
  return <View remote={wallets} props={props} minHeight="20rem" />;
}

export function LazyCancelWithdrawal(props: ComponentProps<typeof CancelWithdrawal>) {
  return <View remote={cancelWithdrawal} props={props} minHeight="2.5rem" />;
}

export function LazyMailingSwitches(props: ComponentProps<typeof MailingSwitches>) {
  return <View remote={mailingSwitches} props={props} minHeight="8rem" />;
}

export function LazyPaymentForm(props: ComponentProps<typeof PaymentForm>) {
  return <View remote={paymentForm} props={props} minHeight="20rem" />;
}

export function LazyPaymentProblemForm(props: ComponentProps<typeof PaymentProblemForm>) {
  return <View remote={paymentProblemForm} props={props} minHeight="16rem" />;
}

export function LazyPromoCheckForm(props: ComponentProps<typeof PromoCheckForm>) {
  return <View remote={promoCheckForm} props={props} minHeight="8rem" />;
}

export function LazyBonusOffers(props: ComponentProps<typeof BonusOffers>) {
  return <View remote={bonusOffers} props={props} minHeight="12rem" />;
}

export function LazyMessageList(props: ComponentProps<typeof MessageList>) {
  return <View remote={messageList} props={props} minHeight="12rem" />;
}

export function LazySupportForm() {
  return <View remote={supportForm} props={{}} minHeight="20rem" />;
}

export function LazyPersonalDataClient(props: ComponentProps<typeof PersonalDataClient>) {
  return <View remote={personalData} props={props} minHeight="30rem" />;
}

export function LazySecurityClient(props: ComponentProps<typeof SecurityClient>) {
  return <View remote={security} props={props} minHeight="30rem" />;
}

export function LazyPreferencesForm() {
  return <View remote={preferencesForm} props={{}} minHeight="24rem" />;
}

export function LazySportsBlacklist(props: ComponentProps<typeof SportsBlacklist>) {
  return <View remote={sportsBlacklist} props={props} minHeight="16rem" />;
}

export function LazyLottoTicketForm(props: ComponentProps<typeof LottoTicketForm>) {
  return <View remote={lottoTicketForm} props={props} minHeight="24rem" />;
}

export function LazyTotoCouponForm(props: ComponentProps<typeof TotoCouponForm>) {
  return <View remote={totoCouponForm} props={props} minHeight="24rem" />;
}

export function LazyBettingCalculator(props: ComponentProps<typeof BettingCalculator>) {
  return <View remote={bettingCalculator} props={props} minHeight="20rem" />;
}

export function LazyOneTapFinish(props: ComponentProps<typeof OneTapFinish>) {
  return <View remote={oneTapFinish} props={props} minHeight="4rem" />;
}

export function LazyEntryForm(props: ComponentProps<typeof EntryForm>) {
  return <View remote={entryForm} props={props} minHeight="10rem" />;
}

export function LazyIdeaForm(props: ComponentProps<typeof IdeaForm>) {
  return <View remote={ideaForm} props={props} minHeight="20rem" />;
}

export function LazyManagerMessageForm(props: ComponentProps<typeof ManagerMessageForm>) {
  return <View remote={managerMessageForm} props={props} minHeight="16rem" />;
}

export function LazyIdentificationForm(props: ComponentProps<typeof IdentificationForm>) {
  return <View remote={identificationForm} props={props} minHeight="30rem" />;
}

export function LazyDocumentUploadForm(props: ComponentProps<typeof DocumentUploadForm>) {
  return <View remote={documentUploadForm} props={props} minHeight="20rem" />;
}

export function LazyMultiScreen(props: ComponentProps<typeof MultiScreen>) {
  return <View remote={multiScreen} props={props} minHeight="40rem" />;
}

const loyaltyActionForm = pagePart('office/loyalty-action', () =>
  import('@/features/office/loyalty/LoyaltyActionForm').then((m) => m.LoyaltyActionForm),
);

export function LazyLoyaltyActionForm(props: ComponentProps<typeof LoyaltyActionForm>) {
  return <View remote={loyaltyActionForm} props={props} minHeight="2.25rem" />;
}

const programmeForm = pagePart('office/programme-form', () =>
  import('@/features/office/programmes/ProgrammeForm').then((m) => m.ProgrammeForm),
);

export function LazyProgrammeForm(props: ComponentProps<typeof ProgrammeForm>) {
  return <View remote={programmeForm} props={props} minHeight="2.25rem" />;
}
