// The browser tests' servers end with the run that started them, even a killed one: given
// `--until-stdin-ends`, a server stops when its standard input (a pipe from Playwright) closes,
// which the system does when Playwright exits, however it exits.
/** Whether the flag is given; the other arguments, without it. */
export function lifelineArgs(argv) {
  return { lifeline: argv.includes('--until-stdin-ends'), args: argv.filter((arg) => arg !== '--until-stdin-ends') };
}

/** Calls `stop` once the standard input ends. */
export function stopWhenStdinEnds(stop) {
  let stopped = false;
  const once = () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
  process.stdin.on('end', once);
  process.stdin.on('close', once);
  process.stdin.on('error', once);
  process.stdin.resume();
}
