import { css } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import 'flag-icons/css/flag-icons.min.css';
import type { CountryOption } from '@mall/i18n/countries';
import { filterCountries, selectedCountry } from './country-options';
import { messages } from '../messages';

export interface CountryCodeSelectProps {
  /** ISO alpha-2 code of the chosen country. */
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  id?: string;
}

const styles = {
  root: css({ position: 'relative', display: 'inline-block', flex: 'none' }),
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    height: '100%',
    minHeight: 40,
    padding: '0 10px',
    border: '1px solid #dbdbdb',
    borderRadius: 4,
    background: '#fff',
    color: '#333',
    font: 'inherit',
    cursor: 'pointer',
    '&:focus-visible': { outline: '2px solid #e93323', outlineOffset: 1 },
  }),
  popup: css({
    position: 'absolute',
    zIndex: 10,
    top: 'calc(100% + 4px)',
    left: 0,
    width: 340,
    padding: 8,
    background: '#fff',
    border: '1px solid #dbdbdb',
    borderRadius: 4,
    boxShadow: '0 6px 18px rgba(0, 0, 0, 0.15)',
  }),
  search: css({
    boxSizing: 'border-box',
    width: '100%',
    height: 34,
    padding: '0 10px',
    border: '1px solid #dbdbdb',
    borderRadius: 4,
    font: 'inherit',
    '&:focus': { outline: '2px solid #e93323', outlineOffset: 0 },
  }),
  // Options are styled from the list (no css prop per option: the list holds some 250 of them).
  list: css({
    listStyle: 'none',
    margin: '8px 0 0',
    padding: 0,
    maxHeight: 240,
    overflowY: 'auto',
    '& > li': {
      display: 'grid',
      gridTemplateColumns: '24px 1fr 56px',
      alignItems: 'center',
      gap: 8,
      padding: '6px 8px',
      borderRadius: 4,
      cursor: 'pointer',
    },
    '& > li[data-active="true"]': { background: '#fdeeed' },
    '& > li[aria-selected="true"]': { color: '#c41f12', fontWeight: 600 },
    '& .names': { display: 'flex', flexDirection: 'column', minWidth: 0 },
    '& .names > span + span': { color: theme.colors.muted, fontSize: 12 },
    '& .dial': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  }),
  empty: css({ margin: '8px 0 0', color: '#999', textAlign: 'center' }),
};

function Flag({ code }: { code: string }) {
  return <span className={`fi fi-${code.toLowerCase()}`} aria-hidden="true" />;
}

/** Searchable dial-code picker: a button opening a combobox over a listbox of countries. */
export function CountryCodeSelect({ value, onChange, onBlur, id }: CountryCodeSelectProps) {
  const intl = useIntl();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = selectedCountry(value);
  const options = useMemo(() => filterCountries(query), [query]);
  const activeOption: CountryOption | undefined = options[Math.min(active, options.length - 1)];
  const optionId = (code: string) => `${listId}-${code}`;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) triggerRef.current?.focus();
    onBlur?.();
  };

  const openList = () => {
    const index = options.findIndex((option) => option.code === selected.code);
    setActive(index < 0 ? 0 : index);
    setOpen(true);
  };

  const choose = (option: CountryOption) => {
    onChange(option.code);
    close(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  });

  useEffect(() => {
    if (!open || !activeOption) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[id="${optionId(activeOption.code)}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  });

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(index + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'PageDown':
        event.preventDefault();
        setActive((index) => Math.min(index + 10, last));
        break;
      case 'PageUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 10, 0));
        break;
      case 'Enter':
        event.preventDefault();
        event.stopPropagation();
        if (activeOption) choose(activeOption);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const label = intl.formatMessage(messages.countryCode);

  return (
    <div css={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        id={id}
        type="button"
        css={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={intl.formatMessage(messages.countryCodeValue, {
          label,
          country: selected.englishName,
          dialCode: selected.dialCode,
        })}
        onClick={() => (open ? close(true) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        <Flag code={selected.code} />
        <span>+{selected.dialCode}</span>
      </button>
      {open && (
        <div css={styles.popup}>
          <input
            type="text"
            role="combobox"
            css={styles.search}
            autoFocus
            autoComplete="off"
            aria-label={intl.formatMessage(messages.countrySearch)}
            placeholder={intl.formatMessage(messages.countrySearch)}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul ref={listRef} id={listId} role="listbox" aria-label={label} css={styles.list}>
            {options.map((option) => (
              <li
                key={option.code}
                id={optionId(option.code)}
                role="option"
                aria-selected={option.code === selected.code}
                data-active={option.code === activeOption?.code}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <Flag code={option.code} />
                <span className="names">
                  <span>{option.name}</span>
                  <span>{option.englishName}</span>
                </span>
                <span className="dial">+{option.dialCode}</span>
              </li>
            ))}
          </ul>
          {options.length === 0 && (
            <p role="status" css={styles.empty}>
              {intl.formatMessage(messages.countryNoMatch)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
