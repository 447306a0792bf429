import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { firstLoadChunks, lucideIconModules } from './bundle-chunks.ts'
import { pureContracts, uncheckedAnswers } from './contract-plugins.ts'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), uncheckedAnswers(), pureContracts(), lucideIconModules()],
  build: {
    assetsInlineLimit: 0,
    // The storefront has one stylesheet. Tied to the shell chunk, which lazily loaded code also
    // imports, React Router marked its link "#" (a stylesheet such code may add a second time);
    // as the build's one file, it is the root's plain link.
    cssCodeSplit: false,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: firstLoadChunks() } },
  },
}))
