import type { ChangeEvent, FocusEvent } from 'react';

/** The `input` part of react-final-form's FieldRenderProps that the fields use (structurally compatible). */
export interface FieldInputLike<V, E extends HTMLElement = HTMLInputElement> {
  name: string;
  value: V;
  checked?: boolean;
  onChange: (event: ChangeEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
  onFocus: (event: FocusEvent<E>) => void;
}

/** The `meta` part of FieldRenderProps that decides whether an error shows. */
export interface FieldMetaLike {
  error?: unknown;
  submitError?: unknown;
  touched?: boolean;
  dirtySinceLastSubmit?: boolean;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** A final-form error shows once the field was visited; a server error until the field is edited again. */
export function fieldError(meta: FieldMetaLike | undefined): string | undefined {
  if (!meta?.touched) return undefined;
  return text(meta.error) ?? (meta.dirtySinceLastSubmit ? undefined : text(meta.submitError));
}
