import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Open/close state of a small popover that opens on hover and on click of its trigger: it closes when
 * the pointer or focus leaves the container, on Escape (focus back on the trigger) and on a click outside.
 */
export function useHoverDisclosure<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<T>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.MouseEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  /**
   * Keyboard activation (a click with detail 0) toggles. A pointer click only opens: the pointer's hover
   * has already opened the popover, and on touch screens the emulated hover comes just before the click.
   */
  const onTriggerClick = useCallback((event: MouseEvent) => {
    if (event.detail === 0) setOpen((value) => !value);
    else setOpen(true);
  }, []);

  const containerProps = {
    ref: containerRef,
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    },
  };

  return { open, setOpen, close, toggle, onTriggerClick, containerProps, triggerRef };
}
