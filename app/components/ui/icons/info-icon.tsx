import { Icon, type IconProps } from './icon.tsx';

export function InfoIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" strokeLinecap="round" />
    </Icon>
  );
}
