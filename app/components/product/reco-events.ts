/**
 * A recommendation carousel's events in the browser (catalog spec §7 "view and click recommendations"): a view when
 * the carousel comes into sight, a click when one of its tiles' links is followed. Each is a beacon to the storefront
 * (routes/recommendation-event.tsx), which passes it on to Einstein: it never holds up the page or its navigation,
 * and without JavaScript nothing is sent.
 */
import { useEffect, type RefObject } from 'react';
import type { RecoEvent, RecommenderName } from '~/models/recommendations.ts';

export interface RecoTracking {
  recommender: RecommenderName;
  recoUUID: string;
}

// The beacon's code (the event's body, Einstein's fields) loads only when there is an event to send.
function sendRecoEvent(event: RecoEvent): void {
  void import('./reco-beacon.ts').then(({ sendRecoBeacon }) => sendRecoBeacon(event));
}

/** The tile attribute naming the product a click in it is about. */
export const RECO_PRODUCT_ATTRIBUTE = 'data-reco-product';

/** Reports the carousel in `section` once it is seen (at least half of it), and every followed link of its tiles. */
export function useRecoEvents(
  section: RefObject<HTMLElement | null>,
  tracking: RecoTracking | undefined,
  productIds: readonly string[],
): void {
  const recommender = tracking?.recommender;
  const recoUUID = tracking?.recoUUID;
  const ids = productIds.join(' ');
  useEffect(() => {
    const element = section.current;
    if (!element || !recommender || !recoUUID) return;
    const shown = ids.split(' ');
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        sendRecoEvent({ activity: 'viewReco', recommender, recoUUID, productIds: shown });
      },
      { threshold: 0.5 },
    );
    seen.observe(element);
    // A link followed with the mouse's main or middle button, a tap or Enter: all are clicks on the link.
    const clicked = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const tile = target?.closest('a[href]') ? target.closest(`[${RECO_PRODUCT_ATTRIBUTE}]`) : null;
      const productId = tile?.getAttribute(RECO_PRODUCT_ATTRIBUTE);
      if (productId && element.contains(tile))
        sendRecoEvent({ activity: 'clickReco', recommender, recoUUID, productIds: [productId] });
    };
    element.addEventListener('click', clicked);
    element.addEventListener('auxclick', clicked);
    return () => {
      seen.disconnect();
      element.removeEventListener('click', clicked);
      element.removeEventListener('auxclick', clicked);
    };
  }, [section, recommender, recoUUID, ids]);
}
