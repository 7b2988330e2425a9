export type SocialProvider = 'twitter' | 'facebook' | 'google';

const SIZE = 36;

/** Round brand marks of the social sign-in providers (decorative: the button carries the name). */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  if (provider === 'twitter') {
    return (
      <svg width={SIZE} height={SIZE} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#000" />
        <path
          fill="#fff"
          d="M20.2 16.3 27.3 8h-1.7l-6.2 7.2L14.5 8H8.8l7.5 10.9L8.8 27.7h1.7l6.5-7.6 5.2 7.6h5.7l-7.7-11.4Zm-2.3 2.7-.8-1.1-6-8.6h2.6l4.9 7 .7 1.1 6.3 9h-2.6l-5.1-7.4Z"
        />
      </svg>
    );
  }
  if (provider === 'facebook') {
    return (
      <svg width={SIZE} height={SIZE} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="18" fill="#1877f2" />
        <path
          fill="#fff"
          d="M19.6 28V19.2h3l.4-3.5h-3.4v-2.2c0-1 .3-1.7 1.7-1.7H23V8.7c-.3 0-1.4-.1-2.6-.1-2.6 0-4.4 1.6-4.4 4.5v2.6h-3v3.5h3V28h3.6Z"
        />
      </svg>
    );
  }
  return (
    <svg width={SIZE} height={SIZE} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="17.5" fill="#fff" stroke="#dadce0" />
      <path fill="#4285f4" d="M26.6 18.2c0-.6-.1-1.2-.2-1.8H18v3.4h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5Z" />
      <path fill="#34a853" d="M18 27c2.4 0 4.5-.8 5.9-2.2L21 22.6c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7h-3v2.3A9 9 0 0 0 18 27Z" />
      <path fill="#fbbc05" d="M13 19.8a5.4 5.4 0 0 1 0-3.5V14h-3a9 9 0 0 0 0 8.1l3-2.3Z" />
      <path fill="#ea4335" d="M18 12.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 10 14l3 2.3c.7-2.1 2.7-3.7 5-3.7Z" />
    </svg>
  );
}
