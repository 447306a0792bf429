import fs from 'node:fs'
import path from 'node:path'

export type Instruction = { keyword: string; args: string }
export type Stage = { from: string; name: string | undefined; instructions: Instruction[] }

export const DEPLOY_DIR = path.resolve(import.meta.dirname, '..')
export const REPO_ROOT = path.resolve(DEPLOY_DIR, '..')

/**
 * deploy/Dockerfile's stages, each with its instructions (continued lines joined, comments
 * dropped); ARG defaults before the first FROM are put into the FROM lines.
 */
export function readDockerfile(file = path.join(DEPLOY_DIR, 'Dockerfile')): Stage[] {
  const text = fs.readFileSync(file, 'utf8').replace(/\\\n\s*/g, '')
  const args = new Map<string, string>()
  const stages: Stage[] = []
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? []
    const instruction = { keyword: keyword.toUpperCase(), args: rest }
    if (instruction.keyword === 'FROM') {
      const [image = '', , name] = rest
        .replace(/\$\{(\w+)\}/g, (_, n: string) => args.get(n) ?? '')
        .split(/\s+/)
      stages.push({ from: image, name, instructions: [] })
    } else if (stages.length === 0 && instruction.keyword === 'ARG') {
      const [name = '', value = ''] = rest.split('=')
      args.set(name, value)
    } else {
      stages.at(-1)?.instructions.push(instruction)
    }
  }
  return stages
}

/** A stage's ENV settings (`ENV A=1 B=2`, one or several per line). */
export function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {}
  for (const { args } of stage.instructions.filter((i) => i.keyword === 'ENV')) {
    for (const [, name = '', value = ''] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) {
      env[name] = value.replace(/^"|"$/g, '')
    }
  }
  return env
}

/** The arguments of a stage's last `keyword` in exec form (a JSON array), e.g. CMD. */
export function execFormOf(stage: Stage, keyword: string): string[] {
  const found = stage.instructions.filter((i) => i.keyword === keyword).at(-1)
  if (!found) throw new Error(`the stage has no ${keyword}`)
  const json = keyword === 'HEALTHCHECK' ? found.args.slice(found.args.indexOf('CMD') + 3) : found.args
  return JSON.parse(json) as string[]
}
