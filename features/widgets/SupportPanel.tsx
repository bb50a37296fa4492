'use client';

import { CallbackForm } from './CallbackForm';
import { ConsultantChat } from './ConsultantChat';
import { EmailForm } from './EmailForm';
import type { SupportOption } from './support-options';

export interface SupportPanelProps {
  opened: SupportOption;
  lng: string;
  consultantId: string | null;
  onClose: () => void;
}

/**
 * The support option a player opened: the call-back or e-mail form, or the consultant's chat. A
 * chunk of its own (SupportButton.tsx): the forms and their checks load when the option list
 * opens, not with every page.
 */
export function SupportPanel({ opened, lng, consultantId, onClose }: SupportPanelProps) {
  if (opened === 'callback') return <CallbackForm lng={lng} onClose={onClose} />;
  if (opened === 'email') return <EmailForm lng={lng} onClose={onClose} />;
  if (opened === 'chat' && consultantId) {
    return <ConsultantChat lng={lng} consultantId={consultantId} onClose={onClose} />;
  }
  return null;
}
