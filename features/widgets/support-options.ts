import type { SiteConfig } from '@/server/upstream/schemas/config';

/** spec 01 §3 "Support multi-button options": the ones that open something of ours. */
export type SupportOption = 'callback' | 'chat' | 'email';

export type SupportSettings = Pick<
  SiteConfig,
  'consultantParams' | 'langsHiddenCallback' | 'isAvailableCallback'
>;

/**
 * spec 01 §3 Site configuration "Support": call back when the site offers it and not in a
 * language it hides it for (langsHiddenCallback); a chat when the site names a consultant
 * (consultantParams.consultant_id); the e-mail form always.
 */
export function supportOptions(settings: SupportSettings, lng: string): SupportOption[] {
  const options: SupportOption[] = [];
  if (settings.isAvailableCallback && !settings.langsHiddenCallback.includes(lng)) {
    options.push('callback');
  }
  if (settings.consultantParams?.consultant_id) options.push('chat');
  options.push('email');
  return options;
}
