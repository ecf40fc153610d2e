import { ConfigError } from '@shop/api';

/**
 * The listening socket a service manager hands over (systemd's socket activation, sd_listen_fds(3)), so
 * that a restart refuses no connection: the manager keeps the socket open while the shop stops and
 * starts, and the kernel holds new connections until the next process accepts them (ADR 0039,
 * deploy/ayur-shop.socket).
 */

/** The first file descriptor of passed sockets, fixed by the protocol. */
const FIRST_PASSED_FD = 3;

/**
 * Answers the file descriptor to listen on, or undefined when none was passed to this process. The
 * variables are removed either way, so a child process (the first start's) never takes the socket for
 * its own; LISTEN_PID names the one process they were meant for.
 */
export function takeInheritedSocket(env: NodeJS.ProcessEnv, pid: number): number | undefined {
  const { LISTEN_FDS: count, LISTEN_PID: forPid } = env;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  if (count === undefined || forPid !== String(pid)) return undefined;
  if (count === '1') return FIRST_PASSED_FD;
  throw new ConfigError([
    `LISTEN_FDS is ${count}: the shop listens on exactly one socket (one ListenStream= in its .socket unit)`,
  ]);
}
