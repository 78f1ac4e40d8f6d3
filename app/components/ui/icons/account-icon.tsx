import { Icon, type IconProps } from './icon.tsx';

export function AccountIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" strokeLinecap="round" />
    </Icon>
  );
}
