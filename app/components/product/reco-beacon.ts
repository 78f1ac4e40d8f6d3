import { recoEventBody, RECO_EVENT_PATH, type RecoEvent } from '~/models/recommendations.ts';

/** Sends a recommendation event to the storefront (routes/recommendation-event.tsx) without holding up the page. */
export function sendRecoBeacon(event: RecoEvent): void {
  const body = recoEventBody(event);
  // A beacon outlives the page (a click that leaves it); without one, a request kept alive does the same.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(RECO_EVENT_PATH, body)) return;
  void fetch(RECO_EVENT_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}
