// What the browser build does with the contracts: it keeps their constants and types and leaves
// their zod schemas, and zod, out of every page that does not validate a form.
import type { Plugin } from 'vite'

/**
 * The contracts hold only zod schemas and constants (STYLE.md), yet a bundler must assume their
 * module-level calls (z.object(…).extend(…)) have effects, which would ship zod to every page for
 * a few constants. Their zod builder chains and top-level initialisers are marked pure, so unused
 * schemas, and zod with them, drop out of the browser's bundle.
 */
export function pureContracts(): Plugin {
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

/** Where the expression after `schema:` ends: the first `,` `}` or `)` outside brackets. */
function expressionEnd(code: string, from: number): number {
  let depth = 0
  for (let i = from; i < code.length; i++) {
    const c = code[i]
    if (c === '(' || c === '[' || c === '{') depth++
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return i
      depth--
    } else if (c === ',' && depth === 0) return i
  }
  return code.length
}

/**
 * A built page does not check API answers (decisions/021): the API already serialises each one
 * through the same schema. So the build takes the `schema:` of every call in the API clients
 * (`app/api/*.ts`) out, leaving the schema imports unused, and the bundler drops them with zod.
 * Development and the tests keep them and check every answer.
 */
export function uncheckedAnswers(): Plugin {
  return {
    name: 'unchecked-answers',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]app[\\/]api[\\/][\w-]+\.ts$/.test(id)) return null
      let out = ''
      let at = 0
      for (const match of code.matchAll(/\bschema:\s*/g)) {
        const start = match.index + match[0].length
        if (start < at) continue
        let end = expressionEnd(code, start)
        while (end > start && /\s/.test(code[end - 1] ?? '')) end--
        out += `${code.slice(at, start)}undefined`
        at = end
      }
      return at === 0 ? null : { code: out + code.slice(at), map: null }
    },
  }
}
