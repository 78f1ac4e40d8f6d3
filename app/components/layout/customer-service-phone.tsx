import { CUSTOMER_SERVICE_PHONE } from '~/models/site-constants.ts';

/** "Customer Service: " and the number as a phone link (the site, checkout and maintenance footers); the caller wraps it. */
export function CustomerServicePhone({ linkClassName }: { linkClassName: string }) {
  return (
    <>
      Customer Service:{' '}
      <a href={`tel:${CUSTOMER_SERVICE_PHONE}`} className={linkClassName}>
        {CUSTOMER_SERVICE_PHONE}
      </a>
    </>
  );
}
