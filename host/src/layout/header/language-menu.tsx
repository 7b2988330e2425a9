import { css } from '@emotion/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { commonMessages, intlLocale, languageNames, localizePath, MENU_LOCALES, setLocale, useLocale, type Locale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { headerButton, headerDropdown } from '../common/header-styles';
import { Icon } from '../common/icon';
import { useHoverDisclosure } from '../common/use-hover-disclosure';

const messages = defineMessages({
  label: defineMessage<{ language: string }>({
    id: 'host.LanguageMenu.label',
    defaultMessage: 'Language: {language}',
    description: 'Accessible name of the language button',
  }),
});

const wrapper = css({ position: 'relative' });

const menu = css([headerDropdown, { minWidth: 140, margin: 0, padding: `${theme.space.xs} 0`, listStyle: 'none' }]);

const item = css({
  display: 'block',
  width: '100%',
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: 0,
  background: 'none',
  textAlign: 'left',
  fontSize: theme.font.size.md,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover, &:focus': { background: theme.colors.brandSoft, color: theme.colors.brandStrong, outline: 'none' },
  '&[aria-checked="true"]': { fontWeight: 700, color: theme.colors.brandStrong },
});

/** The header language dropdown: the choice goes to the cookie, the bus and the URL prefix. */
export function LanguageMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { open, setOpen, onTriggerClick, containerProps, triggerRef } = useHoverDisclosure<HTMLButtonElement>();
  const menuId = useId();
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = intl.formatMessage(languageNames[locale]);

  const focusItem = (index: number) => {
    const count = MENU_LOCALES.length;
    itemRefs.current[(index + count) % count]?.focus();
  };

  // Keyboard opening moves focus onto the active language, as a menu button does.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    focusItem(Math.max(0, MENU_LOCALES.indexOf(locale)));
  }, [open, locale]);

  const choose = (next: Locale) => {
    setOpen(false);
    if (next === locale) return;
    setLocale(next);
    navigate(localizePath(`${pathname}${search}${hash}`, next));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = true;
      setOpen(true);
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: -1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    focusItem(moves[event.key]);
  };

  return (
    <div css={wrapper} {...containerProps}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(messages.label, { language: current })}
        onClick={(event) => {
          focusOnOpen.current = !open && event.detail === 0;
          onTriggerClick(event);
        }}
        onKeyDown={onTriggerKeyDown}
        css={headerButton}
      >
        <Icon name="globe" size={18} />
        <span>{current}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={intl.formatMessage(commonMessages.language)} css={menu}>
          {MENU_LOCALES.map((option, index) => (
            <li key={option} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={option === locale}
                lang={intlLocale(option)}
                tabIndex={-1}
                onClick={() => choose(option)}
                onKeyDown={(event) => onItemKeyDown(event, index)}
                css={item}
              >
                {intl.formatMessage(languageNames[option])}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
