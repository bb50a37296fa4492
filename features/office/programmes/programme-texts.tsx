import { getTranslations } from 'next-intl/server';
import type { FormFlash } from '../contact/page-form';
import styles from './Programmes.module.css';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The refusals every programme form knows, by the code the BFF answers with. */
const COMMON_CODES = ['invalid', 'unauthorized', 'forbidden_origin', 'maintenance', 'blocked'];

/** The codes a page's forms know: its own refusals and the common ones, in the player's language. */
export async function programmeCodeTexts(
  page: 'promotion' | 'partner' | 'qr',
): Promise<Record<string, string>> {
  const [own, common] = await Promise.all([
    getTranslations(`officeProgrammes.${page}.errors`),
    getTranslations('officeProgrammes.common.codes'),
  ]);
  const texts: Record<string, string> = {};
  for (const code of COMMON_CODES) if (common.has(code)) texts[code] = common(code);
  for (const code of PAGE_CODES[page]) texts[code] = own(code);
  return texts;
}

const PAGE_CODES: Readonly<Record<'promotion' | 'partner' | 'qr', readonly string[]>> = {
  promotion: ['promotion_not_found', 'already_joined'],
  partner: ['sub_id_taken', 'too_many_links'],
  qr: ['device_not_found'],
};

/** What a form posted without JavaScript did, as the page says it when it comes back. */
export function FlashNotice({
  flash,
  done,
  codeTexts,
  failed,
  skipField,
}: {
  flash: FormFlash | null;
  done: string;
  codeTexts: Record<string, string>;
  failed: string;
  /** A refusal naming this field is shown under the field instead. */
  skipField?: string;
}) {
  if (!flash) return null;
  if (flash.kind === 'done') {
    return (
      <p role="status" className={styles.done}>
        {done}
      </p>
    );
  }
  if (skipField && flash.field === skipField) return null;
  return (
    <p role="alert" className={styles.refused}>
      {codeTexts[flash.code] ?? failed}
    </p>
  );
}
