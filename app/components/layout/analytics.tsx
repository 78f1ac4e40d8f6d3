import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ctaEvent, formSubmitEvents, helpEvent, viewItemListEvent, type AnalyticsEvent } from '~/models/analytics.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function push(event: AnalyticsEvent | null) {
  if (event) (window.dataLayer ??= []).push(event);
}

/**
 * The analytics events (content spec §7) pushed to `window.dataLayer`, only once the shopper consented
 * (`consent`: the cookie notice's cookie is '1') and only with JavaScript (this renders nothing and acts in an
 * effect). No script is loaded. Service-form submissions, content CTAs and help links are caught by listeners on the
 * document; a product list (`[data-item-list]`) is reported after each navigation.
 */
export function Analytics({ consent }: { consent: boolean }) {
  const location = useLocation();

  useEffect(() => {
    if (!consent) return;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      // Conform's validation intents are submit events too (a `__intent__` submitter): not a submission.
      if (!(form instanceof HTMLFormElement) || event.submitter?.getAttribute('name') === '__intent__') return;
      for (const item of formSubmitEvents(new URL(form.action, window.location.href).pathname, new FormData(form)))
        push(item);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-cta], a[data-help]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      push(
        link.hasAttribute('data-help')
          ? helpEvent(link.getAttribute('href') ?? '')
          : ctaEvent(link.textContent ?? '', link.href),
      );
    };
    // Capture phase: seen before the router's enhanced forms and links take the event over.
    document.addEventListener('submit', onSubmit, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [consent]);

  useEffect(() => {
    if (!consent) return;
    const list = document.querySelector('[data-item-list]');
    if (!list) return;
    const products = [...list.querySelectorAll('[data-product-id]')].map((tile) => ({
      id: tile.getAttribute('data-product-id') ?? '',
      name: tile.querySelector('h2, h3')?.textContent?.trim() ?? '',
    }));
    push(viewItemListEvent(document.querySelector('main h1')?.textContent?.trim() ?? '', products));
  }, [consent, location.pathname, location.search]);

  return null;
}
