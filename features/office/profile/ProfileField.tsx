import type { ComponentProps } from 'react';
import { FormField } from '@/features/ui';
import styles from './Profile.module.css';

/** The sign-in forms' field in the profile pages' look; `wide` spans the whole form grid. */
export function ProfileField({
  wide = false,
  ...field
}: Omit<ComponentProps<typeof FormField>, 'styles' | 'className'> & { wide?: boolean }) {
  return <FormField {...field} styles={styles} className={wide ? styles.wide : undefined} />;
}
