import { Icon, type IconProps } from './icon.tsx';

export function BagIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M5 8h14l-1 13H6L5 8z" strokeLinejoin="round" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" strokeLinecap="round" />
    </Icon>
  );
}
