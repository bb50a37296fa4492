'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { bffClient } from '@/features/bff';
import { notify, queryErrorNotification, savedNotification } from '@/features/notifications';
import { useUserConfigSaved, selectUserConfig, selectUserConfigStatus } from '@/features/user';
import { useAppDispatch, useAppSelector } from '@/features/store';
import type { DisallowedSports } from '@/server/upstream/schemas/office-settings';
import styles from './SportsBlacklist.module.css';

/** A sport of the line, as the checkbox names it. */
export interface OfferedSport {
  id: number;
  name: string;
}

type Lists = { line: readonly number[]; live: readonly number[] };

const STREAMS = ['line', 'live'] as const;

function toggled(list: readonly number[], id: number, hidden: boolean): number[] {
  const rest = list.filter((item) => item !== id);
  return hidden ? [...rest, id].sort((a, b) => a - b) : rest;
}

/**
 * office/settings "disallowed sports" (spec 01 §7, spec 02 §3 disallow_line_sport /
 * disallow_live_sport, §6): the sports the player hides in the line and in live, saved upstream;
 * the user config is then loaded again, and the line pages leave those sports out. Ids of sports
 * the line does not offer now are kept as they were: the player cannot see them to change them.
 */
export function SportsBlacklist({ sports }: { sports: readonly OfferedSport[] | null }) {
  const t = useTranslations('settings');
  const dispatch = useAppDispatch();
  const configSaved = useUserConfigSaved();
  const config = useAppSelector(selectUserConfig);
  const status = useAppSelector(selectUserConfigStatus);
  const headingId = useId();
  const [draft, setDraft] = useState<Lists | null>(null);
  const [saving, setSaving] = useState(false);
  // Until the config has been loaded once, a save would overwrite the player's lists with none.
  const [ready, setReady] = useState(status === 'loaded');
  useEffect(() => {
    if (status === 'loaded') setReady(true);
  }, [status]);

  const saved: Lists = { line: config.disallow_line_sport, live: config.disallow_live_sport };
  const lists = draft ?? saved;
  const changed =
    draft !== null && STREAMS.some((stream) => draft[stream].join(',') !== saved[stream].join(','));

  function onToggle(stream: (typeof STREAMS)[number], id: number, hidden: boolean) {
    setDraft({ ...lists, [stream]: toggled(lists[stream], id, hidden) });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!changed || saving) return;
    setSaving(true);
    try {
      const answer = await bffClient.request<DisallowedSports>('/api/user/settings/sports', {
        method: 'PUT',
        body: { disallow_line_sport: lists.line, disallow_live_sport: lists.live },
      });
      configSaved({ ...answer });
      setDraft(null);
      void dispatch(notify(savedNotification({ main_save_success: t('sportsSaved') })));
    } catch (error) {
      void dispatch(notify(queryErrorNotification(error, { main_query_error: t('sportsFailed') })));
    } finally {
      setSaving(false);
    }
  }

  if (sports === null || sports.length === 0) {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        <h2 id={headingId}>{t('sportsTitle')}</h2>
        <p className={styles.hint} role="status">
          {t('sportsUnavailable')}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('sportsTitle')}</h2>
      <p className={styles.hint}>{t('sportsHint')}</p>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.streams}>
          {STREAMS.map((stream) => {
            const hidden = new Set(lists[stream]);
            const count = sports.filter((sport) => hidden.has(sport.id)).length;
            return (
              <fieldset key={stream} className={styles.stream} disabled={!ready}>
                <legend>
                  {t(stream === 'line' ? 'sportsLine' : 'sportsLive')}
                  <span className={styles.count}>{t('sportsHiddenCount', { count })}</span>
                </legend>
                <ul className={styles.sports}>
                  {sports.map((sport) => (
                    <li key={sport.id}>
                      <label className={styles.choice}>
                        <input
                          type="checkbox"
                          checked={hidden.has(sport.id)}
                          onChange={(event) => onToggle(stream, sport.id, event.target.checked)}
                        />
                        {sport.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          })}
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className={styles.save}
            disabled={!ready || !changed || saving}
            aria-busy={saving || undefined}
          >
            {saving ? t('sportsSaving') : t('sportsSave')}
          </button>
          {/* Why the form cannot be used yet: its state, not a message about an action. */}
          {!ready && status !== 'failed' && (
            <p className={styles.status} role="status">
              {t('sportsLoading')}
            </p>
          )}
          {!ready && status === 'failed' && (
            <p className={styles.error} role="alert">
              {t('sportsConfigFailed')}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
