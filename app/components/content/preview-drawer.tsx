import { Form, useLocation } from 'react-router';
import { PREVIEW_CUSTOMER_GROUPS } from '~/models/content-constants.ts';
import { previewTimeField, type PreviewEnvironment, type PreviewState } from '~/models/content-preview.ts';

/**
 * The content editor's preview drawer (spec §2), shown only in preview mode, opened from a floating
 * button. A `<details>` so it opens without JS; every section is a plain GET form to /admin/preview,
 * which updates the preview state and comes back to the page.
 */
export function PreviewDrawer({
  preview,
  environments,
}: {
  preview: PreviewState;
  environments: readonly PreviewEnvironment[];
}) {
  const { pathname, search } = useLocation();
  const path = pathname + search;
  const field = 'mt-1 min-h-11 w-full rounded border border-cocoa bg-white px-3';
  const go = 'mt-2 min-h-11 rounded bg-chocolate px-4 font-semibold text-white hover:bg-cocoa';
  return (
    <details className="fixed right-4 bottom-4 z-header max-w-[calc(100vw-2rem)] text-chocolate" data-preview-drawer>
      <summary className="ml-auto flex min-h-11 w-fit cursor-pointer list-none items-center rounded-full bg-candy px-5 font-semibold text-white shadow-lg">
        Preview
      </summary>
      <div
        role="region"
        aria-label="Content preview"
        className="mt-2 max-h-[70vh] w-80 max-w-full overflow-y-auto rounded-xl border border-cream-dark bg-white p-4 shadow-xl"
      >
        <p className="text-sm">
          Staging: <span className="break-all">{preview.vseDomain}</span>
        </p>
        {environments.length ? (
          <section className="mt-3">
            <h2 className="font-semibold">MRT environment</h2>
            <ul className="flex flex-wrap gap-3">
              {environments.map((environment) => (
                <li key={environment.label}>
                  <a href={environment.origin + path} className="underline underline-offset-4">
                    {environment.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Form method="get" action="/admin/preview" className="mt-3">
          <label className="font-semibold" htmlFor="preview-path">
            Page Path
          </label>
          <input id="preview-path" name="path" defaultValue={pathname} className={field} />
          <button type="submit" className={go}>
            Go
          </button>
        </Form>
        <Form method="get" action="/admin/preview" className="mt-3">
          <input type="hidden" name="path" value={path} />
          <label className="font-semibold" htmlFor="preview-time">
            Preview in Time <span className="font-normal">(UTC)</span>
          </label>
          <input
            id="preview-time"
            type="datetime-local"
            name="previewTime"
            defaultValue={previewTimeField(preview.timestamp)}
            className={field}
          />
          <button type="submit" className={go}>
            Go
          </button>
        </Form>
        <Form method="get" action="/admin/preview" className="mt-3">
          <input type="hidden" name="path" value={path} />
          <label className="font-semibold" htmlFor="preview-group">
            Personalization
          </label>
          <select
            id="preview-group"
            name="previewCustomerGroup"
            defaultValue={preview.customerGroup ?? ''}
            className={field}
          >
            <option value="">None selected</option>
            {PREVIEW_CUSTOMER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
          <button type="submit" className={go}>
            Go
          </button>
        </Form>
        <Form method="get" action="/admin/preview" className="mt-4 border-t border-cream-dark pt-3">
          <input type="hidden" name="path" value={path} />
          <button type="submit" name="exit" value="1" className="underline underline-offset-4">
            Leave preview
          </button>
        </Form>
      </div>
    </details>
  );
}
