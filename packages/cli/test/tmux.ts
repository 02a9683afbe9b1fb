import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/** The built `games` binary the terminal tests run. */
export const BIN = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

const hasTmux = (process.env['PATH'] ?? '').split(delimiter).some((folder) => folder !== '' && existsSync(join(folder, 'tmux')));

/** Why the terminal tests cannot run here, or `''` when they can. */
export const tmuxSkipReason = !hasTmux ? 'tmux is not on PATH' : !existsSync(BIN) ? 'packages/cli/dist/bin.js is missing (run the build first)' : '';

let sessions = 0;

/**
 * `games` in a real terminal: a detached tmux session on its own server socket, driven with
 * send-keys and read with capture-pane. Every wait is bounded.
 */
export class Terminal {
  private readonly socket: string;

  private constructor(socket: string) {
    this.socket = socket;
  }

  /** Starts `games <args>` in a terminal of `width` x `height` with extra environment variables. */
  static start(args: readonly string[], env: Record<string, string> = {}, width = 200, height = 100): Terminal {
    // vitest's worker threads share the process id: the thread id keeps two files' sockets apart
    const socket = `games-cli-test-${process.pid}-${threadId}-${sessions++}`;
    const quote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
    const variables = Object.entries({ TERM: 'xterm-256color', ...env }).map(([name, value]) => `${name}=${quote(value)}`);
    // After the program ends, the pane stays a little, so that its last screen can be read.
    const command = `env -u NO_COLOR -u FORCE_COLOR ${variables.join(' ')} ${quote(process.execPath)} ${quote(BIN)} ${args.map(quote).join(' ')}; sleep 20`;
    const started = spawnSync('tmux', ['-L', socket, '-f', '/dev/null', 'new-session', '-d', '-s', 'games', '-x', String(width), '-y', String(height), command], { encoding: 'utf8' });
    if (started.status !== 0) throw new Error(`tmux did not start: ${started.stderr}`);
    return new Terminal(socket);
  }

  private tmux(...args: string[]): string {
    const result = spawnSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`tmux ${args[0]} failed: ${result.stderr}`);
    return result.stdout;
  }

  /** Types a line and presses Enter. */
  type(line: string): void {
    if (line !== '') this.tmux('send-keys', '-t', 'games', '-l', line);
    this.tmux('send-keys', '-t', 'games', 'Enter');
  }

  /** Sends keys as tmux names them (`Up`, `Home`, `C-c`, or `-l` and literal text), without Enter. */
  keys(...keys: string[]): void {
    this.tmux('send-keys', '-t', 'games', ...keys);
  }

  /** The screen with its scrollback; `escapes` keeps the colour escapes. */
  screen(escapes = false): string {
    return this.tmux('capture-pane', '-p', '-J', ...(escapes ? ['-e'] : []), '-S', '-3000', '-t', 'games');
  }

  /** Waits until the screen (after `since` characters of it) matches `pattern`; throws after `seconds`. */
  async waitFor(pattern: RegExp, { seconds = 20, since = 0 } = {}): Promise<string> {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const screen = this.screen();
      if (pattern.test(screen.slice(since))) return screen;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; the screen:\n${screen}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Where the screen's text ends now: pass it as `since` to wait for what comes after. */
  mark(): number {
    return this.screen().trimEnd().length;
  }

  /** Ends the terminal and its tmux server. */
  close(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server'], { encoding: 'utf8' });
  }
}
