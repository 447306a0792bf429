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
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password/:token', 'routes/reset-password.tsx'),
    route('reset-password/:uid/:token', 'routes/reset-password.tsx', { id: 'routes/reset-password-uid' }),
    route('verify-email/:uid/:token', 'routes/verify-email.tsx'),
    route('account', 'routes/account.tsx'),
    route('account/edit', 'routes/account-edit.tsx'),
    route('addresses', 'routes/addresses.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
