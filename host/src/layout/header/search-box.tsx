import { css } from '@emotion/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { HotKeyword } from '@mall/contract';
import { getHotKeywords } from './api/hot-keywords';
import { stripLocale } from '@mall/i18n';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { Icon } from '../common/icon';
import { GOODS_SEARCH_PATH, searchByTitlePath } from '@mall/routes';
import { HOT_KEYWORD_LIMIT } from '../../site-data/site-info';
import { useLocalizedPath } from '../common/use-localized-path';

const messages = defineMessages({
  label: { id: 'host.SearchBox.label', defaultMessage: 'Search products', description: 'Label of the header search field' },
  placeholder: {
    id: 'host.SearchBox.placeholder',
    defaultMessage: 'What are you looking for?',
    description: 'Placeholder of the header search field',
  },
  submit: { id: 'host.SearchBox.submit', defaultMessage: 'Search', description: 'Header search button' },
  hot: { id: 'host.SearchBox.hot', defaultMessage: 'Popular searches', description: 'Accessible name of the hot keyword list' },
});

// On a phone, a row of its own under the logo and the actions.
const form = css({ flex: '0 1 560px', minWidth: 0, [theme.layout.narrow]: { order: 3, flex: '1 1 100%' } });

const fieldRow = css({
  display: 'flex',
  height: 40,
  border: `2px solid ${theme.colors.brand}`,
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
});

const input = css({
  flex: 1,
  minWidth: 0,
  padding: `0 ${theme.space.md}`,
  border: 0,
  fontSize: theme.font.size.md,
  color: theme.colors.text,
  '&:focus': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -4 },
});

const submit = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `0 ${theme.space.lg}`,
  border: 0,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
  fontSize: theme.font.size.md,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.brand },
});

// The chips' row is in the header from its first render, one line of chips tall, before the keywords arrive (with the
// home data, after the page has drawn): on a phone the header is as tall as its content, and a row added later
// pushed the category band and <main> down by its 26.4 px — a layout shift of 0.024–0.074 on every page at
// Lighthouse's mobile size (docs/serving.md, "The phone's header"). The served first screen's top (285.4 px on a
// phone) is the header with this row.
const chipsRow = css({ margin: `${theme.space.xs} 0 0`, minHeight: '1lh' });

const chips = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const chip = css({
  fontSize: theme.font.size.sm,
  color: theme.colors.muted,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.brandStrong },
});

/** The title in the URL when the search page is open, so the box shows what was searched. */
function useCurrentTitle(): string {
  const { pathname, search } = useLocation();
  if (stripLocale(pathname).path !== GOODS_SEARCH_PATH) return '';
  return new URLSearchParams(search).get('title') ?? '';
}

/** Product search (→ /goods/goods_search?title=…&cid=) with up to three hot keyword chips. */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const currentTitle = useCurrentTitle();
  const [text, setText] = useState(currentTitle);
  const [keywords, setKeywords] = useState<HotKeyword[]>([]);
  const inputId = useId();

  useEffect(() => setText(currentTitle), [currentTitle]);

  useEffect(() => {
    const controller = new AbortController();
    getHotKeywords({ silent: true, signal: controller.signal })
      .then((list) => setKeywords((list ?? []).filter((item) => item.title?.trim()).slice(0, HOT_KEYWORD_LIMIT)))
      .catch(() => setKeywords([]));
    return () => controller.abort();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(localize(searchByTitlePath(text.trim())));
  };

  return (
    <form role="search" css={form} onSubmit={onSubmit}>
      <label htmlFor={inputId} css={visuallyHidden}>
        {intl.formatMessage(messages.label)}
      </label>
      <div css={fieldRow}>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage(messages.placeholder)}
          enterKeyHint="search"
          css={input}
        />
        <button type="submit" css={submit}>
          <Icon name="search" size={18} />
          {intl.formatMessage(messages.submit)}
        </button>
      </div>
      <div css={chipsRow}>
        {keywords.length > 0 && (
          <ul aria-label={intl.formatMessage(messages.hot)} css={chips}>
            {keywords.map((keyword) => (
              <li key={keyword.id}>
                <Link to={localize(searchByTitlePath(keyword.title.trim()))} css={chip}>
                  {keyword.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
