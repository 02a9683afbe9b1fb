import { createRequire } from 'node:module';
import { err, ok, type Result } from '@games/core';

/**
 * What an optional peer dependency of the CLI is for, to say so when it is missing.
 *
 * @group Program
 */
export interface PeerPackage {
  /** The package, such as `@games/server`. */
  readonly name: string;
  /** The command that needs it, such as `games serve`. */
  readonly command: string;
  /** The error code when it is missing, such as `server-not-installed`. */
  readonly code: string;
}

/** The CLI's package.json (beside `src` and `dist`): the ranges of its peer dependencies. */
const manifest: { peerDependencies?: Readonly<Record<string, string>> } = createRequire(import.meta.url)('../package.json');

/** `name@range` as the CLI's package.json gives the range (just `name` in the workspace or without one). */
function installable(name: string): string {
  const range = manifest.peerDependencies?.[name];
  return range === undefined || range.startsWith('workspace:') ? name : `${name}@${range}`;
}

/**
 * Loads an optional peer dependency when a command needs it: the online commands' Colyseus 0.18
 * packages declare Node.js 22, so the CLI does not depend on them and installs on Node.js 20.
 * `specifier` is what is imported (the package's name unless a test names another). An error with
 * `peer.code` and how to install the package when it cannot be found; any other failure to load
 * it (the package is there but something it imports is not) is thrown as it is.
 *
 * @typeParam T - the package's module type (`typeof import('@games/server')`).
 *
 * @group Program
 */
export async function importPeer<T>(peer: PeerPackage, specifier: string = peer.name): Promise<Result<T>> {
  try {
    const loaded: T = await import(specifier);
    return ok(loaded);
  } catch (error) {
    if (!isMissing(error, specifier)) throw error;
    return err(
      peer.code,
      `${peer.command} needs the package ${specifier}, which is not installed. Install it beside @games/cli (npm install ${specifier === peer.name ? installable(peer.name) : specifier}, with --global for a global games); Colyseus 0.18 needs Node.js 22 or newer (this is Node.js ${process.versions.node}).`,
    );
  }
}

/** Whether `error` says that `specifier` itself (not something it imports) is not installed. */
function isMissing(error: unknown, specifier: string): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return (error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND') && error.message.includes(`'${specifier}'`);
}
