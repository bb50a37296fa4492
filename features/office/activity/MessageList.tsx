'use client';

import type { InboxMessage } from '@/server/upstream/schemas/office';
import { MessageItem } from './MessageItem';
import styles from './Activity.module.css';

/** The inbox's page of messages: one list, loaded as one part (lazy-parts.tsx). */
export function MessageList({
  lng,
  items,
}: {
  lng: string;
  /** Each message with its sending time in the player's zone and clock, formatted on the server. */
  items: readonly { message: InboxMessage; sentAt: string }[];
}) {
  return (
    <ul className={styles.inbox}>
      {items.map(({ message, sentAt }) => (
        <MessageItem key={message.id} lng={lng} message={message} sentAt={sentAt} />
      ))}
    </ul>
  );
}
