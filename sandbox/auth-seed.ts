/**
 * The auth part of the demo data: two players and the phone countries with their masks. seed.ts
 * writes them with the rest of the seed, again on every reset, and into a database from before
 * auth.
 */
import type { z } from 'zod';
import type { phoneCountriesAnswerSchema, phoneMasksAnswerSchema } from '@contract/auth';
import type { NewUser } from './auth-store';

export const DEMO_PASSWORD = 'Demo-2026!';

/** Generated one-click logins are `p<user id>@` this domain. */
export const GENERATED_LOGIN_DOMAIN = 'betarena.example';

type DemoUser = Omit<NewUser, 'passwordHash' | 'createdAt'> & { id: number };

export const demoPlayer: DemoUser = {
  id: 1001,
  email: 'demo@betarena.example',
  phoneCountryCode: '7',
  phone: '9000000001',
  currency: 'RUB',
  firstName: 'Alex',
  lastName: 'Demo',
  birthDate: '1990-05-17',
  countryId: 1,
  twoStepEnabled: false,
};

export const demoTwoStepPlayer: DemoUser = {
  id: 1002,
  email: 'twostep@betarena.example',
  currency: 'RUB',
  firstName: 'Sam',
  lastName: 'Twostep',
  birthDate: '1985-11-02',
  countryId: 1,
  twoStepEnabled: true,
};

export const demoUsers: readonly DemoUser[] = [demoPlayer, demoTwoStepPlayer];

export const demoPhoneCountries: z.infer<typeof phoneCountriesAnswerSchema>['data'] = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '7' },
  { id: 2, name: 'Kazakhstan', country_code: 'KZ', tel_code: '7' },
  { id: 3, name: 'Ukraine', country_code: 'UA', tel_code: '380' },
  { id: 4, name: 'United Kingdom', country_code: 'GB', tel_code: '44' },
  { id: 5, name: 'Germany', country_code: 'DE', tel_code: '49' },
];

/** `#` is one digit of the national number (without the country code). */
export const demoPhoneMasks: z.infer<typeof phoneMasksAnswerSchema>['data'] = [
  { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 3, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
  { CountryId: 4, Mask: '#### ######', Min: 10, Max: 10 },
  { CountryId: 5, Mask: '#### #######', Min: 10, Max: 11 },
];
