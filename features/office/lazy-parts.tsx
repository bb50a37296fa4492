'use client';

import type { ComponentProps } from 'react';
import { PagePartView, pagePart } from '@/features/remote-apps';
import type { BonusOffers } from './activity/BonusOffers';
import type { DocumentUploadForm } from './verification/DocumentUploadForm';
import type { IdeaForm } from './contact/IdeaForm';
import type { IdentificationForm } from './verification/IdentificationForm';
import type { LoyaltyActionForm } from './loyalty/LoyaltyActionForm';
import type { ManagerMessageForm } from './contact/ManagerMessageForm';
import type { MessageList } from './activity/MessageList';
import type { PersonalDataClient } from './profile/PersonalDataClient';
import type { ProgrammeForm } from './programmes/ProgrammeForm';
import type { SecurityClient } from './profile/SecurityClient';

/*
 * The interactive parts of this feature's pages, each loaded on its own (features/remote-apps/page-part.tsx).
 */

const bonusOffers = pagePart('office/bonus-offers', () =>
  import('./activity/BonusOffers').then((m) => m.BonusOffers),
);
const messageList = pagePart('office/messages', () =>
  import('./activity/MessageList').then((m) => m.MessageList),
);
const supportForm = pagePart('office/support-form', () =>
  import('./activity/SupportForm').then((m) => m.SupportForm),
);
const personalData = pagePart('office/personal-data', () =>
  import('./profile/PersonalDataClient').then((m) => m.PersonalDataClient),
);
const security = pagePart('office/security', () =>
  import('./profile/SecurityClient').then((m) => m.SecurityClient),
);
const ideaForm = pagePart('office/idea-form', () =>
  import('./contact/IdeaForm').then((m) => m.IdeaForm),
);
const managerMessageForm = pagePart('office/manager-form', () =>
  import('./contact/ManagerMessageForm').then((m) => m.ManagerMessageForm),
);
const identificationForm = pagePart('office/identification-form', () =>
  import('./verification/IdentificationForm').then((m) => m.IdentificationForm),
);
const documentUploadForm = pagePart('office/document-upload', () =>
  import('./verification/DocumentUploadForm').then((m) => m.DocumentUploadForm),
);
const loyaltyActionForm = pagePart('office/loyalty-action', () =>
  import('./loyalty/LoyaltyActionForm').then((m) => m.LoyaltyActionForm),
);
const programmeForm = pagePart('office/programme-form', () =>
  import('./programmes/ProgrammeForm').then((m) => m.ProgrammeForm),
);

export function LazyBonusOffers(props: ComponentProps<typeof BonusOffers>) {
  return <PagePartView remote={bonusOffers} props={props} minHeight="12rem" />;
}

export function LazyMessageList(props: ComponentProps<typeof MessageList>) {
  return <PagePartView remote={messageList} props={props} minHeight="12rem" />;
}

export function LazySupportForm() {
  return <PagePartView remote={supportForm} props={{}} minHeight="20rem" />;
}

export function LazyPersonalDataClient(props: ComponentProps<typeof PersonalDataClient>) {
  return <PagePartView remote={personalData} props={props} minHeight="30rem" />;
}

export function LazySecurityClient(props: ComponentProps<typeof SecurityClient>) {
  return <PagePartView remote={security} props={props} minHeight="30rem" />;
}

export function LazyIdeaForm(props: ComponentProps<typeof IdeaForm>) {
  return <PagePartView remote={ideaForm} props={props} minHeight="20rem" />;
}

export function LazyManagerMessageForm(props: ComponentProps<typeof ManagerMessageForm>) {
  return <PagePartView remote={managerMessageForm} props={props} minHeight="16rem" />;
}

export function LazyIdentificationForm(props: ComponentProps<typeof IdentificationForm>) {
  return <PagePartView remote={identificationForm} props={props} minHeight="30rem" />;
}

export function LazyDocumentUploadForm(props: ComponentProps<typeof DocumentUploadForm>) {
  return <PagePartView remote={documentUploadForm} props={props} minHeight="20rem" />;
}

export function LazyLoyaltyActionForm(props: ComponentProps<typeof LoyaltyActionForm>) {
  return <PagePartView remote={loyaltyActionForm} props={props} minHeight="2.25rem" />;
}

export function LazyProgrammeForm(props: ComponentProps<typeof ProgrammeForm>) {
  return <PagePartView remote={programmeForm} props={props} minHeight="2.25rem" />;
}
