import type { ReactNode } from 'react';

export type AlertKind = 'info' | 'success' | 'error';

const KIND_CLASSES: Record<AlertKind, string> = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  success: 'border-green-700 bg-green-50 text-green-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

function AlertIcon({ kind }: { kind: AlertKind }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className="mt-0.5 size-5 shrink-0"
    >
      <circle cx="12" cy="12" r="9" />
      {kind === 'success' ? <path d="m8 12.5 2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" /> : null}
      {kind === 'error' ? <path d="M12 7.5v5.5M12 16.5v.01" strokeLinecap="round" /> : null}
      {kind === 'info' ? <path d="M12 11v5.5M12 7.5v.01" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A message box. Errors interrupt (role="alert"); success and info are announced politely (role="status"). */
export function Alert({ kind, title, children }: { kind: AlertKind; title?: string; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded border-l-4 p-4 ${KIND_CLASSES[kind]}`}
    >
      <AlertIcon kind={kind} />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
