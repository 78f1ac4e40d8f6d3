import { renderToStaticMarkup } from 'react-dom/server';
import { ProductReviews, type ReviewedProduct } from '~/components/product/product-reviews.tsx';

/** The server's markup of the product page's reviews island (product-reviews-island.tsx). Loaded on the server only. */
export function productReviewsMarkup(inputs: { product: ReviewedProduct; comingSoon: boolean }): string {
  return renderToStaticMarkup(<ProductReviews product={inputs.product} comingSoon={inputs.comingSoon} />);
}
