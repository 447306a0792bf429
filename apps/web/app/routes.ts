import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/language-redirect.tsx'),
  route(':lang', 'routes/locale-layout.tsx', [
    // Pages join here as their issues land; until then their paths show the not-found page.
    index('routes/not-found.tsx', { id: 'home-not-built' }),
    route('products', 'routes/products.tsx'),
    route('product/:productId', 'routes/product.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
