import type { PhoneCountry, PhoneData, PhoneMask } from '@/features/session';

/** The digits of a typed phone number (spaces, brackets and dashes dropped). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The mask of a country; `#` stands for one digit of the national number. */
export function maskOf(data: PhoneData | null, countryId: number | null): PhoneMask | null {
  if (!data || countryId === null) return null;
  return data.masks.find((mask) => mask.CountryId === countryId) ?? null;
}

export function countryOf(data: PhoneData | null, countryId: number | null): PhoneCountry | null {
  if (!data || countryId === null) return null;
  return data.countries.find((country) => country.id === countryId) ?? null;
}

/** The country a phone form starts with: the visitor's geo when listed, else the first one. */
export function defaultCountryId(data: PhoneData | null, geoCountryId: number): number | null {
  if (!data || data.countries.length === 0) return null;
  return countryOf(data, geoCountryId)?.id ?? data.countries[0]?.id ?? null;
}

/** A placeholder that shows the mask's shape: `(###) ###-##-##` → `(000) 000-00-00`. */
export function maskPlaceholder(mask: PhoneMask | null): string | undefined {
  return mask ? mask.Mask.replace(/#/g, '0') : undefined;
}

/**
 * spec 01 §5 "Phone mask has Min and Max lengths" (how they apply is not shown): the number's
 * digits, without the country code, must count between Min and Max. Without a mask any length
 * the upstream schema allows passes here and the upstream judges.
 */
export function fitsMask(digits: string, mask: PhoneMask | null): boolean {
  if (!mask) return digits.length >= 4 && digits.length <= 14;
  return digits.length >= mask.Min && digits.length <= mask.Max;
}
