import { Icon, type IconProps } from './icon.tsx';

export function ErrorIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" />
    </Icon>
  );
}
