'use client';

import type { KeyboardEvent } from 'react';
import styles from './AuthForms.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Ids of a tab and of the one panel the tabs share. */
export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string) => `${base}-panel`;

/** The props of the panel the selected tab shows. */
export function tabPanelProps(base: string, selected: string) {
  return { role: 'tabpanel', id: panelId(base), 'aria-labelledby': tabId(base, selected) } as const;
}

/** Tabs with arrow keys, Home and End (one tab stop: the selected tab). */
export function Tabs<T extends string>({
  label,
  base,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  base: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    document.getElementById(tabId(base, tab.id))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(base, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(base)}
          tabIndex={tab.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
