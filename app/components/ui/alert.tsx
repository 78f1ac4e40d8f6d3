import type { ComponentType, ReactNode } from 'react';
import { ErrorIcon } from '~/components/ui/icons/error-icon.tsx';
import type { IconProps } from '~/components/ui/icons/icon.tsx';
import { InfoIcon } from '~/components/ui/icons/info-icon.tsx';
import { SuccessIcon } from '~/components/ui/icons/success-icon.tsx';

export type AlertKind = 'info' | 'success' | 'error';

const KIND_CLASSES: Record<AlertKind, string> = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

const KIND_ICONS: Record<AlertKind, ComponentType<IconProps>> = {
  info: InfoIcon,
  success: SuccessIcon,
  error: ErrorIcon,
};

/** A message box. Errors interrupt (role="alert"); success and info are announced politely (role="status"). */
export function Alert({ kind, title, children }: { kind: AlertKind; title?: string; children: ReactNode }) {
  const Icon = KIND_ICONS[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded border-l-4 p-4 ${KIND_CLASSES[kind]}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" />
      {/* A long unbroken text (an e-mail address) wraps inside the box instead of widening the page. */}
      <div className="min-w-0 space-y-1 wrap-anywhere">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
