import picocolors from 'picocolors';

/**
 * The 16-colour ANSI styles a screen uses; every function returns its text unchanged when colour is off.
 *
 * @group Program
 */
export interface Style {
  /** Whether colour is on. */
  readonly color: boolean;
  /** The text in the colour of `seat` (red, blue, green, yellow, then magenta and cyan). */
  seat(seat: number, text: string): string;
  /** Bold text. */
  bold(text: string): string;
  /** Dimmed text (hints, face-down things). */
  dim(text: string): string;
  /** A warning or a refusal. */
  warn(text: string): string;
  /** Something good: a result, a success. */
  good(text: string): string;
  /** Something to notice: a battle, a flipped chit. */
  notice(text: string): string;
}

/**
 * The styles of a screen: colour only when `enabled` (the caller decides: output is a terminal,
 * no `--no-color`, no `NO_COLOR` in the environment).
 *
 * @group Program
 */
export function createStyle(enabled: boolean): Style {
  const colors = picocolors.createColors(enabled);
  const seats = [colors.red, colors.blue, colors.green, colors.yellow, colors.magenta, colors.cyan];
  return {
    color: enabled,
    seat: (seat, text) => (seats[seat] ?? ((value: string) => value))(text),
    bold: colors.bold,
    dim: colors.dim,
    warn: colors.yellow,
    good: colors.green,
    notice: colors.cyan,
  };
}

/**
 * Whether a command colours its output: not with `--no-color` (`flag` false), not when the
 * environment sets `NO_COLOR` (any non-empty value, see no-color.org), and not when the output
 * is not a terminal; `FORCE_COLOR` (non-empty, not `0`) turns it on for a non-terminal.
 *
 * @group Program
 */
export function colorWanted(flag: boolean, isTerminal: boolean, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (!flag) return false;
  if ((env['NO_COLOR'] ?? '') !== '') return false;
  const force = env['FORCE_COLOR'];
  if (force !== undefined && force !== '' && force !== '0') return true;
  return isTerminal;
}

/**
 * Removes ANSI escapes: for measuring and comparing screens.
 *
 * @group Program
 */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
