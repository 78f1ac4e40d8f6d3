import { Icon, type IconProps } from './icon.tsx';

export function CloseIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </Icon>
  );
}
