import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The storefront's route map, mirroring the spec's route tables (checkout-and-account §2, catalog §2,
 * content-and-forms §2). Each page and form is a route module with a loader and an action.
 */
export default [
  // The catalog pages share one error boundary (catalog-area.tsx).
  layout('routes/catalog-area.tsx', [
    // Home; also where an empty search lands.
    index('routes/home.tsx'),
    // Catalog (catalog spec §2): listings, search and product pages.
    route('category/:categoryId', 'routes/category.tsx'),
    route('search', 'routes/search.tsx'),
    // /product/{id}; without an id the page answers 400.
    route('product/:id?', 'routes/product.tsx'),
    // Every other path is a product page when it ends in /{digits}.html
    // (/{category}/{name}/{id}.html, /product/{name}/{id}.html, /{id}.html), else the 404 page.
    route('*', 'routes/product-path.tsx', { id: 'catch-all' }),
  ]),
  route('search/suggestions', 'routes/search-suggestions.tsx'),
  route('cart/add', 'routes/cart-add.tsx'),
  // A bag line's edit link opens the product page with that line's choices (checkout spec §2).
  route('products/:productId', 'routes/product-edit.tsx'),
  // The image a public product page records the view with (recently viewed without a server session).
  route('recently-viewed/:productId', 'routes/recently-viewed.tsx'),
  route('back-in-stock', 'routes/back-in-stock.tsx'),
  route('sitemap.xml', 'routes/sitemap.tsx'),
  route('robots.txt', 'routes/robots.tsx'),

  // Bag and checkout (checkout-and-account §2): the bag, then the checkout steps under one layout
  // whose loader derives the step from the basket (§4), then the confirmation and order tracking.
  route('cart', 'routes/cart.tsx'),
  layout('routes/checkout.tsx', [route('shipping', 'routes/shipping.tsx'), route('billing', 'routes/billing.tsx'), route('revieworder', 'routes/revieworder.tsx')]),
  route('order-confirmation', 'routes/order-confirmation.tsx'),
  route('track-order', 'routes/track-order.tsx'),

  // Sign-in, registration, e-mail verification and password reset (checkout-and-account §2).
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('register', 'routes/register.tsx'),
  route('account-confirmation', 'routes/account-confirmation.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('new-password-form', 'routes/new-password-form.tsx'),
  // The account pages share one error boundary (account-area.tsx).
  layout('routes/account-area.tsx', [route('account', 'routes/account.tsx')]),

  // Shell forms: the cookie notice's "I AGREE" and the country chooser.
  route('consent', 'routes/consent.tsx'),
  route('locale', 'routes/locale.tsx'),

  // Where the browser is sent when the backend answers "Site Under Maintenance".
  route('maintenance', 'routes/maintenance.tsx'),

  // The error page by name.
  route('404', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
