'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { BffError, CLIENT_ERROR } from '@/features/bff';
import { notify, savedNotification } from '@/features/notifications';
import { useAppDispatch } from '@/features/store';
import {
  EMPTY_FORM_STATE,
  failureState,
  type FailureTexts,
  type FieldErrors,
  type FormState,
} from './page-form';

const WITHOUT_MESSAGE = new Set<string>(Object.values(CLIENT_ERROR));

/**
 * A refused request as the form shows it: under the field the answer names (its rule in the
 * player's language when the form knows it), else the form's own text for the code, else the
 * server's words (spec 01 §8 "failures with the server's message"), else the generic failure.
 */
export function refusalState(
  error: unknown,
  texts: FailureTexts,
  ruleOf: (message: string) => string | undefined = () => undefined,
): FormState {
  if (!(error instanceof BffError)) return { errors: {}, alert: texts.failed };
  const item = error.items[0];
  const field = item?.source?.pointer?.split('/')[1];
  const title = item?.title ?? '';
  const rule =
    field && title.startsWith(`${field}: `) ? ruleOf(title.slice(field.length + 2)) : undefined;
  const state = failureState(error.code, field, rule, texts);
  const ownWords =
    state.alert === texts.failed &&
    error.status >= 400 &&
    error.status < 500 &&
    !WITHOUT_MESSAGE.has(error.code) &&
    title.trim() !== '';
  return ownWords ? { errors: {}, alert: title } : state;
}

/**
 * An office form that posts to the BFF by itself when JavaScript runs (the same form posts
 * natively without it): the values checked with the schema the BFF checks them with, sent, then
 * the form emptied, a notice shown and the page rendered again with the new state.
 */
export function useOfficeForm<T>({
  initial = EMPTY_FORM_STATE,
  texts,
  ruleOf,
  check,
  send,
  sentText,
  onSent,
}: {
  initial?: FormState;
  texts: FailureTexts;
  ruleOf?: (message: string) => string | undefined;
  /** The form's values as the request body, or the fields' errors. */
  check: (form: HTMLFormElement) => { body: unknown } | { errors: FieldErrors };
  send: (body: unknown) => Promise<T>;
  sentText: string;
  onSent?: (answer: T) => void;
}) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [state, setState] = useState(initial);
  const [pending, setPending] = useState(false);

  async function submit(form: HTMLFormElement) {
    const checked = check(form);
    if ('errors' in checked) {
      setState({ errors: checked.errors, alert: null });
      return;
    }
    setState(EMPTY_FORM_STATE);
    setPending(true);
    try {
      const answer = await send(checked.body);
      form.reset();
      onSent?.(answer);
      void dispatch(notify(savedNotification({ main_save_success: sentText })));
      router.refresh();
    } catch (error) {
      setState(refusalState(error, texts, ruleOf));
    } finally {
      setPending(false);
    }
  }

  return {
    errors: state.errors,
    alert: state.alert,
    pending,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!pending) void submit(event.currentTarget);
    },
  };
}
