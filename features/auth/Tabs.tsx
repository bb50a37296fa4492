'use client';

import type { KeyboardEvent } from 'react';
import styles from './AuthForms.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

/** Ids of a tab, of the one panel the tabs share, and of a tab's own panel. */
export const tabId = (base: string, id: string) => `${base}-tab-${id}`;
export const panelId = (base: string) => `${base}-panel`;
export const ownPanelId = (base: string, id: string) => `${base}-panel-${id}`;

/** The props of the panel the selected tab shows. */
export function tabPanelProps(base: string, selected: string) {
  return { role: 'tabpanel', id: panelId(base), 'aria-labelledby': tabId(base, selected) } as const;
}

/**
 * Tabs with arrow keys, Home and End (one tab stop: the selected tab). They share one panel
 * unless `ownPanels` (each tab's panel `ownPanelId`); `classes` replaces the sign-in forms' look.
 */
export function Tabs<T extends string>({
  label,
  base,
  tabs,
  selected,
  onSelect,
  ownPanels = false,
  classes = { tabs: styles.tabs, tab: styles.tab },
}: {
  label: string;
  base: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  ownPanels?: boolean;
  classes?: { tabs: string | undefined; tab: string | undefined };
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
    <div role="tablist" aria-label={label} className={classes.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(base, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={ownPanels ? ownPanelId(base, tab.id) : panelId(base)}
          tabIndex={tab.id === selected ? 0 : -1}
          className={classes.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
