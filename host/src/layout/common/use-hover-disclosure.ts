import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/**
 * Open/close state of a small popover that opens on hover (a move of the pointer over it) and on click of its trigger: it closes when
 * the pointer or focus leaves the container, on Escape (focus back on the trigger) and on a click outside.
 */
export function useHoverDisclosure<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<T>(null);
  const entered = useRef(false);

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
    // Opens at the first move of the pointer after it entered, not on mouseenter alone: an element that appears
    // under a resting pointer (the account dropdown once the shopper's details arrive) gets a mouseenter from the
    // browser's hover update and must not open by itself over what the shopper is about to click. Once closed from
    // inside (a menu entry, Escape), it stays closed until the pointer leaves and comes back.
    onMouseEnter: () => {
      entered.current = true;
    },
    onMouseMove: () => {
      if (!entered.current) return;
      entered.current = false;
      setOpen(true);
    },
    onMouseLeave: () => {
      entered.current = false;
      setOpen(false);
    },
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
