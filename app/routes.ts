import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The storefront's route map, mirroring the spec's route tables (checkout-and-account §2, catalog §2,
 * content-and-forms §2). Each page and form is a route module with a loader and an action.
 */
export default [
  // The shop's pages, with the full header and footer (routes/site-shell.tsx): all but the three below.
  layout('routes/site-shell.tsx', [
    // The catalog pages share one error boundary (catalog-area.tsx).
    layout('routes/catalog-area.tsx', [
      // Home; also where an empty search lands.
      index('routes/home.tsx'),
      // Catalog (catalog spec §2): listings, search and product pages.
      route('category/:categoryId', 'routes/category.tsx'),
      route('search', 'routes/search.tsx'),
      // /product/{id}; without an id the page answers 400.
      route('product/:id?', 'routes/product.tsx'),
      // Every review of a product, sorted and paged by the query.
      route('product/:id/reviews', 'routes/product-reviews.tsx'),
      // Every other path is a product page when it ends in /{digits}.html
      // (/{category}/{name}/{id}.html, /product/{name}/{id}.html, /{id}.html), else the content page
      // whose delivery key is the path, else the 404 page.
      route('*', 'routes/product-path.tsx', { id: 'catch-all' }),
    ]),
    route('search/suggestions', 'routes/search-suggestions.tsx'),
    route('cart/add', 'routes/cart-add.tsx'),
    // The "Add Treats" sheet's page (catalog spec §2 side sheets): treats that close the gap to a discount.
    route('cart/add-treats', 'routes/add-treats.tsx'),
    // Multi-ship (checkout spec §4): the recipients, and an add sent to chosen recipients.
    route('recipients', 'routes/recipients.tsx'),
    route('cart/add-to-shipments', 'routes/add-to-shipments.tsx'),
    // A bag line's edit link opens the product page with that line's choices (checkout spec §2).
    route('products/:productId', 'routes/product-edit.tsx'),
    // The image a public product page records the view with (recently viewed without a server session).
    route('recently-viewed/:productId', 'routes/recently-viewed.tsx'),
    // A recommendation carousel's view and click events, passed on to Einstein (catalog spec §7).
    route('recommendations/event', 'routes/recommendation-event.tsx'),
    route('back-in-stock', 'routes/back-in-stock.tsx'),
    // The wish-list heart of product pages and tiles (a plain form post).
    route('wishlist/heart', 'routes/wishlist-heart.tsx'),
    route('sitemap.xml', 'routes/sitemap.tsx'),
    route('robots.txt', 'routes/robots.tsx'),

    // Bag (checkout-and-account §2); the checkout steps are below, the confirmation and order tracking here.
    route('cart', 'routes/cart.tsx'),
    // Where PayPal, Venmo and Klarna send the shopper back after their approval page (GET, no page of its own).
    route('billing/return/:provider', 'routes/billing-return.tsx'),
    // Apple Pay's merchant validation and payment authorisation, posted by its button on /billing.
    route('billing/apple-pay/session', 'routes/apple-pay-session.tsx'),
    route('billing/apple-pay/payment', 'routes/apple-pay-payment.tsx'),
    route('order-confirmation', 'routes/order-confirmation.tsx'),
    route('track-order', 'routes/track-order.tsx'),

    // Sign-in, registration, e-mail verification and password reset (checkout-and-account §2).
    route('login', 'routes/login.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('register', 'routes/register.tsx'),
    route('account-confirmation', 'routes/account-confirmation.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('new-password-form', 'routes/new-password-form.tsx'),
    // The default sign-in callback (the SLAS redirect URI); the server completes every sign-in itself.
    route('callback', 'routes/callback.tsx'),
    // The account pages share one error boundary (account-area.tsx).
    layout('routes/account-area.tsx', [
      route('account', 'routes/account.tsx'),
      route('orders', 'routes/orders.tsx'),
      route('order-details/:orderId', 'routes/order-details.tsx'),
      route('reorder', 'routes/reorder.tsx'),
      route('addressbook', 'routes/addressbook.tsx'),
      route('wallet', 'routes/wallet.tsx'),
      route('profile', 'routes/profile.tsx'),
      route('preferences', 'routes/preferences.tsx'),
      route('wishlist', 'routes/wishlist.tsx'),
      route('subscriptions', 'routes/subscriptions.tsx'),
    ]),

    // Custom-mix builders (catalog §2, §4): /build-a-box and /lollipops/build-a-box, each with the five
    // exact steps; one module per step serves both builders (the path says which).
    ...(['build-a-box', 'lollipops/build-a-box'] as const).flatMap((base) => [
      route(base, 'routes/build-a-box.tsx', { id: base }),
      ...(['base', 'select-item', 'select-candies', 'set-quantities', 'review-box'] as const).map((step) =>
        route(`${base}/${step}`, `routes/build-a-box.${step}.tsx`, { id: `${base}/${step}` }),
      ),
    ]),

    // Electronic gift cards (checkout-and-account §2).
    route('e-gift-cards', 'routes/e-gift-cards.tsx'),

    // Repeat delivery: opt a product in or out (catalog §4 "Subscriptions").
    route('repeat-delivery', 'routes/repeat-delivery.tsx'),

    // Shell forms: the cookie notice's "I AGREE" and the country chooser.
    route('consent', 'routes/consent.tsx'),
    route('lite-mode', 'routes/lite-mode.tsx'),
    route('locale', 'routes/locale.tsx'),

    // Content preview for content editors (content-and-forms §2): preview mode on (one item bare is below).
    route('admin/preview', 'routes/admin-preview.tsx'),
    // Service forms (content-and-forms §2–§9): each a route of its own, posted to from wherever the form shows.
    route('contact-us', 'routes/contact-us.tsx'),
    route('emailsignup', 'routes/emailsignup.tsx'),
    route('gift-card-balance', 'routes/gift-card-balance.tsx'),
    route('catalog-request', 'routes/catalog-request.tsx'),
    route('find-a-concierge', 'routes/find-a-concierge.tsx'),
    // The "Need Help" sheet's page (catalog spec §2 side sheets): customer service's contacts.
    route('need-help', 'routes/need-help.tsx'),
    route('chocolateshops', 'routes/chocolateshops.tsx'),
    route('pickup', 'routes/pickup.tsx'),
    route('sales-materials', 'routes/sales-materials.tsx'),
    // A campaign page by its content item (the campaign placeholder's id).
    route('campaign/:id', 'routes/campaign.tsx'),

    // The site-exit warning (catalog spec §2), where another site's tab leads without JavaScript.
    route('site-exit', 'routes/site-exit.tsx'),
    // A link to a page of a hybrid deployment's legacy storefront, the session bridged first (checkout spec §7).
    route('hybrid', 'routes/hybrid.tsx'),

    // The error page by name.
    route('404', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),

  // The checkout steps under one layout with the checkout's reduced header, whose loader derives the step from the
  // basket (checkout-and-account §4).
  layout('routes/checkout.tsx', [
    route('shipping', 'routes/shipping.tsx'),
    route('billing', 'routes/billing.tsx'),
    route('revieworder', 'routes/revieworder.tsx'),
  ]),
  // Where the browser is sent when the backend answers "Site Under Maintenance" (a shell without the backend's data).
  route('maintenance', 'routes/maintenance.tsx'),
  // The service worker (catalog §7), from this origin's root so its scope is the whole shop.
  route('worker.js', 'routes/worker.tsx'),
  // One content item bare, for the content editor's visualization.
  route('admin/visualization', 'routes/admin-visualization.tsx'),
] satisfies RouteConfig;
