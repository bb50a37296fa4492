/** Profile test data shared by the sandbox's, the BFF's and the pages' tests. */

/** A full set of identity details that passes every rule (an adult, a passport in force). */
export const PERSONAL_DATA = {
  surname: 'Ivanova',
  name: 'Maria',
  date_birthday: '1992-03-04',
  document_type_id: 1,
  passport: '4512 654321',
  passport_date: '2012-04-10',
  passport_end_date: '2032-04-10',
  inn: '770987654321',
  registration_address: 'Kazan, Baumana st. 5',
};

/** The day `years` before today (UTC) plus `days`, as YYYY-MM-DD. */
export function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
