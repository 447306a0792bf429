import path from 'node:path'
import ts from 'typescript'

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
}

/** Files read from disk (the standard library, packages' types), parsed once per test file. */
const parsedFiles = new Map<string, ts.SourceFile>()

/**
 * The type errors of `files` (name → TypeScript source) checked together in process, as if they
 * lay in `dir`, whose node_modules their imports resolve from. Nothing is written.
 */
export function typeErrors(dir: string, files: Record<string, string>): string[] {
  const sources = new Map(Object.entries(files).map(([name, text]) => [path.join(dir, name), text]))
  const host = ts.createCompilerHost(OPTIONS)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, language, ...rest) => {
    const text = sources.get(name)
    if (text !== undefined) return ts.createSourceFile(name, text, language)
    const parsed = parsedFiles.get(name) ?? getSourceFile.call(host, name, language, ...rest)
    if (parsed) parsedFiles.set(name, parsed)
    return parsed
  }
  host.fileExists = (name) => sources.has(name) || fileExists.call(host, name)
  host.readFile = (name) => sources.get(name) ?? readFile.call(host, name)
  const program = ts.createProgram([...sources.keys()], OPTIONS, host)
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file ? `${path.basename(diagnostic.file.fileName)}: ` : ''
    return `${where}${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
  })
}
