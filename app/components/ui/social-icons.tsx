/**
 * Simplified social brand marks: the footer's (drawn on the server only, a static island) and content pages' social
 * links. Apart from icons.tsx, which every page loads, so that only content pages load them.
 */
import { Icon, type IconProps } from '~/components/ui/icons/icon.tsx';

export function InstagramIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </Icon>
  );
}

export function XTwitterIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 4h4.5L20 20h-4.5L4 4z" strokeLinejoin="round" />
      <path d="M20 4l-6.5 7.2M4 20l6.5-7.2" strokeLinecap="round" />
    </Icon>
  );
}

export function FacebookIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M15.5 3H13a4 4 0 0 0-4 4v3H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7.5A1 1 0 0 1 13.5 6.5h2V3z"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function TikTokIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" strokeLinecap="round" />
      <path d="M14 3c.4 2.6 2.3 4.6 5 5" strokeLinecap="round" />
    </Icon>
  );
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="M10 9.5v5l4.5-2.5L10 9.5z" fill="currentColor" strokeLinejoin="round" />
    </Icon>
  );
}

export function PinterestIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path
        d="M11 21l2-8.5M9.6 14a3.5 3.5 0 1 1 3.4 1c-.8 0-1.4-.3-1.7-.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
