'use client';

import { useEffect, useRef } from 'react';

/**
 * A form's fields as the player left them before the page's scripts were live. React keeps what
 * was typed (or filled by the browser's autofill) in the fields when it hydrates, but the
 * component's state still holds the server's values, so the figures, rows or request built from
 * that state would ignore it. The returned ref goes on the `<form>`; once hydrated, `adopt` gets
 * the form's data and copies what differs into state. Fields need their `name` to be read.
 */
export function useTypedBeforeHydration(adopt: (data: FormData) => void) {
  const form = useRef<HTMLFormElement>(null);
  const firstAdopt = useRef(adopt);
  useEffect(() => {
    if (form.current) firstAdopt.current(new FormData(form.current));
  }, []);
  return form;
}
