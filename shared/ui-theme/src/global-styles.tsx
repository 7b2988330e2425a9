import { Global, css } from '@emotion/react';
import { theme } from './theme';

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  img {
    max-width: 100%;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  a {
    color: inherit;
  }
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={styles} />;
}
