'use client';

import { createContext, useContext, useLayoutEffect, useRef } from 'react';

/*
 * What a player typed (or the browser's autofill filled) into a form before its script ran. The
 * server's HTML is there to be used: a player may type into it while the scripts load.
 * - A form hydrated in place keeps the typed text in its fields (React leaves the DOM as it is),
 *   but the component's state still holds the server's values.
 * - A remote part's server HTML (features/remote-apps RemotePart) is replaced by the part once its
 *   code is here: the part reads what was typed into the HTML it replaces, kept for it just before.
 * Either way the component adopts the typed values into its state once, before the first paint
 * of the live form.
 */

/** Each form's data in a part's server HTML, in document order. */
const TypedBeforeContext = createContext<readonly FormData[] | null>(null);

/** The attribute of the element whose forms a kept list of form data describes. */
export const TYPED_SCOPE_ATTRIBUTE = 'data-typed-scope';

/** Keeps what was typed into the forms under `container`, for the part drawn in its place. */
export function typedInto(container: Element): FormData[] {
  return [...container.querySelectorAll('form')].map((form) => new FormData(form));
}

export const TypedBeforeProvider = TypedBeforeContext.Provider;

/**
 * The returned ref goes on the `<form>`; `adopt` gets the form's data as the player left it and
 * copies what differs into state. Fields need their `name` to be read.
 */
export function useTypedBeforeHydration(adopt: (data: FormData) => void) {
  const form = useRef<HTMLFormElement>(null);
  const kept = useContext(TypedBeforeContext);
  const first = useRef({ adopt, kept });
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const scope = element.closest(`[${TYPED_SCOPE_ATTRIBUTE}]`);
    const index = scope ? [...scope.querySelectorAll('form')].indexOf(element) : -1;
    first.current.adopt(first.current.kept?.[index] ?? new FormData(element));
  }, []);
  return form;
}
