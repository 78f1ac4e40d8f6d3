import { splitComponent } from '~/components/split-component.ts';

// Only an out-of-stock or coming-soon product shows the sign-up: the browser loads its code (with the e-mail rules and
// the form field) on those product pages alone, the server renders it whole (docs/performance.md "Page weight").
const serverModule = import.meta.env.SSR ? await import('./back-in-stock-form.tsx') : null;

export const BackInStockForm = splitComponent(
  serverModule,
  () => import('./back-in-stock-form.tsx'),
  'BackInStockForm',
  'form[action="/back-in-stock"]',
);
