import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/language-redirect.tsx'),
  route(':lang', 'routes/locale-layout.tsx', [
    index('routes/home.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:productId', 'routes/product.tsx'),
    route('routes', 'routes/trade-routes.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('newsletter/confirm/:token', 'routes/newsletter-confirm.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('wishlist', 'routes/wishlist.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
