import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  routeDiscovery: { mode: 'initial' },
  // Opted in early where nothing else changes; v8_middleware changes the load context and waits.
  future: {
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
