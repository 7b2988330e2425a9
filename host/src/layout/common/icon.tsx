import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps {
  name: IconName;
  size?: number;
}

/** A decorative icon: hidden from assistive technology, so its control must carry a text or label. */
export function Icon({ name, size = 20 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      css={{ flex: 'none', display: 'block' }}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
