import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { firstLoadChunks, lucideIconModules } from './bundle-chunks.ts'

/**
 * The contracts hold only zod schemas and constants (STYLE.md), yet a bundler must assume their
 * module-level calls (z.object(…).extend(…)) have effects, which would ship zod to every page for
 * a few constants. Their zod builder chains and top-level initialisers are marked pure, so unused
 * schemas, and zod with them, drop out of the browser's bundle.
 */
function pureContracts(): Plugin {
  const PURE = '/* @__PURE__ */ '
  return {
    name: 'pure-contracts',
    enforce: 'post',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]src[\\/]/.test(id)) return null
      const marked = code
        // Every zod builder chain (z.string().default('')) and every top-level initialiser.
        .replace(/(?<![\w.$])z\./g, `${PURE}z.`)
        .replace(/^((?:export\s+)?const\s+\w+\s*=\s*)(?=[A-Za-z_$][\w$]*\s*[.(])(?!\/\*)/gm, `$1${PURE}`)
        // Calls on another schema nested in an argument (z.object({ review: OwnReviewSchema.nullable() })):
        // unmarked, they would keep that schema, and zod, alive.
        .replace(/(?<![\w.$]|@__PURE__ \*\/ )(?=[A-Z][\w$]*Schema\s*\.\s*\w+\s*\()/g, PURE)
      return { code: marked, map: null }
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pureContracts(), lucideIconModules()],
  build: {
    assetsInlineLimit: 0,
    // The storefront has one stylesheet. Tied to the shell chunk, which lazily loaded code also
    // imports, React Router marked its link "#" (a stylesheet such code may add a second time);
    // as the build's one file, it is the root's plain link.
    cssCodeSplit: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstLoadChunks() } },
  },
}))
