import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '~/components/ui/alert.tsx';
import {
  BUILDER_STEPS,
  STEP_TITLES,
  stepHref,
  stepNeeded,
  type BoxInProgress,
  type BoxProgress,
  type BuilderStep,
} from '~/models/custom-mix.ts';
import type { BuilderCatalog } from '~/services/custom-mix.server.ts';

/** The progress meter, in words and as a bar (catalog §4: the box is full at 100 percent). */
export function BoxMeter({ progress }: { progress: BoxProgress }) {
  return (
    <div className="space-y-1" data-testid="box-progress">
      <p className="font-semibold" aria-live="polite">
        {progress.text}
      </p>
      <div
        role="progressbar"
        aria-label="Box filled"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-3 w-full overflow-hidden rounded-full bg-cream-dark"
      >
        <div
          className={`h-full ${progress.full ? 'bg-green-700' : 'bg-chocolate'}`}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </div>
  );
}

/**
 * Every step's page: the builder's title, the five steps (those the box is ready for are links, the
 * current one marked), the meter and the help hint once a box is chosen, the step's error, the step.
 */
export function BuilderFrame({
  step,
  catalog,
  box,
  progress,
  hint,
  error,
  children,
}: {
  step: BuilderStep;
  catalog: Pick<BuilderCatalog, 'builder'>;
  box: BoxInProgress | null;
  progress: BoxProgress | null;
  hint: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const number = BUILDER_STEPS.indexOf(step) + 1;
  return (
    <div className="mx-auto max-w-5xl space-y-6" data-testid="box-builder" data-step={step}>
      <header className="space-y-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-cocoa">{catalog.builder.title}</p>
        <h1 className="text-3xl font-bold">
          Step {number} of 5: {STEP_TITLES[step]}
        </h1>
      </header>
      <nav aria-label="Box builder steps">
        <ol className="flex flex-wrap gap-2 text-sm">
          {BUILDER_STEPS.map((candidate, index) => {
            const reachable = !stepNeeded(box, candidate) && (candidate === 'base' || box);
            const label = `${index + 1}. ${STEP_TITLES[candidate]}`;
            return (
              <li key={candidate}>
                {candidate === step ? (
                  <span aria-current="step" className="inline-block rounded bg-chocolate px-3 py-1 text-white">
                    {label}
                  </span>
                ) : reachable ? (
                  <Link
                    to={stepHref(catalog.builder, candidate, box?.storageId)}
                    className="inline-block rounded border border-chocolate px-3 py-1 hover:bg-cream-dark"
                  >
                    {label}
                  </Link>
                ) : (
                  <span className="inline-block rounded border border-caramel px-3 py-1 text-cocoa">{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      {error ? <Alert kind="error">{error}</Alert> : null}
      {progress ? <BoxMeter progress={progress} /> : null}
      {box ? (
        <p className="rounded bg-cream-dark p-3 text-sm" data-testid="box-hint">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}
