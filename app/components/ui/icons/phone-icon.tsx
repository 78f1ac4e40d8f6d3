import { Icon, type IconProps } from './icon.tsx';

export function PhoneIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
