import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSubmit } from 'react-router';
import { pathOf } from '~/models/safe-redirect.ts';
import { fillRedirectTo, REDIRECT_TO_FIELD } from '~/models/static-island.ts';

/**
 * A part of the page that is plain HTML in the browser (docs/architecture.md "Glossary": static island). The server renders
 * it (and may cache the markup, models/static-island.ts); the browser keeps that markup as it is, without the
 * component's code and without hydrating it, and enhances it by delegation: a click on a same-origin link is a
 * client-side navigation, a form is submitted through the router (unless it says `data-reload-document`), and
 * a `redirectTo` field names the page the shopper is on at the moment of the post.
 *
 * `markup` is the server's (with `REDIRECT_TO_SLOT` for the page's address), null in the browser. `version` names
 * what it was made from; when it changes in the browser (another locale), or the page came without the island (a
 * client-side navigation from the checkout), the browser renders `fallback`, a lazy component it loads only then.
 * No Suspense boundary of its own: the navigation (a transition) keeps the page it leaves until the code is in,
 * where a new boundary would show an empty frame meanwhile.
 */
export function StaticIsland({
  id,
  version,
  markup,
  fallback,
}: {
  id: string;
  version: string;
  markup: string | null;
  fallback: (redirectTo: string) => ReactNode;
}) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const location = useLocation();
  const redirectTo = pathOf(location);
  const html = markup === null ? null : fillRedirectTo(markup, redirectTo);
  // The markup the document came with, read once: React leaves it alone as long as the string is the same.
  const [initial] = useState(() => ({ version, html: html ?? markupInDocument(id, version) }));
  const current = html ?? (initial.version === version ? initial.html : null);

  const ref = useRef<HTMLDivElement>(null);

  // Listeners on the island itself (delegation): its links and forms are not React's.
  useEffect(() => {
    const island = ref.current;
    if (!island) return;
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      if (
        !anchor ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.altKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As the router's links do: the page's own address replaces its history entry.
      navigate(to, { replace: to === `${window.location.pathname}${window.location.search}${window.location.hash}` });
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      for (const field of form.querySelectorAll<HTMLInputElement>(`input[name="${REDIRECT_TO_FIELD}"]`))
        field.value = redirectTo;
      if (event.defaultPrevented || form.hasAttribute('data-reload-document')) return;
      event.preventDefault();
      const submitter = event.submitter;
      submit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form, {
        preventScrollReset: true,
      });
    };
    island.addEventListener('click', onClick);
    island.addEventListener('submit', onSubmit);
    return () => {
      island.removeEventListener('click', onClick);
      island.removeEventListener('submit', onSubmit);
    };
  }, [current, navigate, submit, redirectTo]);

  // React sets inner HTML again whenever the object is a new one, even with the same text: that would reset what the
  // shopper did inside (a choice in a select, an open disclosure, focus) on every render of the page around it.
  const innerHtml = useMemo(() => (current === null ? null : { __html: current }), [current]);

  // Different keys: React replaces the element rather than turning inner HTML into children.
  return innerHtml !== null ? (
    <div
      key="document"
      ref={ref}
      id={id}
      data-version={version}
      dangerouslySetInnerHTML={innerHtml}
      suppressHydrationWarning
    />
  ) : (
    <div key="rendered" ref={ref} id={id} data-version={version}>
      {fallback(redirectTo)}
    </div>
  );
}

function markupInDocument(id: string, version: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element && element.dataset.version === version ? element.innerHTML : null;
}
