// Profiles a running Node.js process through its inspector (DevTools protocol over WebSocket),
// so a profile covers the measured load only, not the process's start.
import type { Profile } from './flame.ts'

export class Inspector {
  #next = 1
  readonly #waiting = new Map<number, (result: unknown) => void>()
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
      if (message.id !== undefined) this.#waiting.get(message.id)?.(message.result)
    })
  }

  static async connect(port: number): Promise<Inspector> {
    const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string
    }[]
    if (!target) throw new Error('no inspector target')
    const socket = new WebSocket(target.webSocketDebuggerUrl)
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true })
      socket.addEventListener('error', reject, { once: true })
    })
    return new Inspector(socket)
  }

  send(method: string, params: object = {}): Promise<unknown> {
    const id = this.#next++
    return new Promise((resolve) => {
      this.#waiting.set(id, resolve)
      this.socket.send(JSON.stringify({ id, method, params }))
    })
  }

  async startProfiling(): Promise<void> {
    await this.send('Profiler.enable')
    await this.send('Profiler.start')
  }

  async stopProfiling(): Promise<Profile> {
    const { profile } = (await this.send('Profiler.stop')) as { profile: Profile }
    this.socket.close()
    return profile
  }
}
