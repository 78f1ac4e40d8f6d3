/** A one-shot message shown on the next page after a redirect (Post/Redirect/Get). */
export interface Flash {
  kind: 'success' | 'info' | 'error';
  text: string;
}
