import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { ModalClose, Modal } from '~/components/ui/modal.tsx';
import { Spinner } from '~/components/ui/spinner.tsx';
import type { CatalogKind } from '~/models/catalog-request.ts';
import { CATALOG_REQUEST_TITLES, catalogRequestHref } from '~/models/service-form-rules.ts';
import type { loader } from '~/routes/catalog-request.tsx';
import { CatalogAddressChoices } from './catalog-address-choices.tsx';
import {
  CatalogRequestDone,
  CatalogRequestForm,
  CatalogRequestIntro,
  type CatalogRequestResult,
} from './catalog-request-form.tsx';

/**
 * The catalog request sheet, loaded on first open (it brings the dialog library). Its form's setup
 * (constraints, the site's company rule, the known e-mail) is the page's loader data, so any page
 * can open it; the request, the address confirmation and the thank-you stay in the sheet.
 */
export default function CatalogRequestModal({
  kind,
  onClose,
  returnFocusTo,
}: {
  kind: CatalogKind;
  onClose: () => void;
  returnFocusTo: HTMLElement | null;
}) {
  const setup = useFetcher<typeof loader>();
  const request = useFetcher<CatalogRequestResult>();
  const { load } = setup;
  useEffect(() => void load(catalogRequestHref(kind)), [load, kind]);
  const answer = request.data;
  return (
    <Modal
      title={CATALOG_REQUEST_TITLES[kind]}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      size="lg"
      testId="catalog-request-sheet"
    >
      {answer?.done ? (
        <CatalogRequestDone done={answer.done} downloadUrl={answer.downloadUrl}>
          <ModalClose asChild>
            <Button variant="secondary">Close</Button>
          </ModalClose>
        </CatalogRequestDone>
      ) : answer?.confirmation ? (
        <CatalogAddressChoices confirmation={answer.confirmation} fetcher={request} />
      ) : setup.data ? (
        <div className="space-y-4">
          <CatalogRequestIntro kind={kind} />
          <CatalogRequestForm
            kind={kind}
            constraint={setup.data.constraint}
            companyRequired={setup.data.companyRequired}
            countryCode={setup.data.countryCode}
            email={setup.data.email}
            lastResult={answer?.result}
            fetcher={request}
          />
        </div>
      ) : (
        <p className="flex items-center gap-2" role="status">
          <Spinner /> Loading…
        </p>
      )}
    </Modal>
  );
}
