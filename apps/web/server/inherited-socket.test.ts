import { ConfigError } from '@shop/api';
import { describe, expect, it } from 'vitest';
import { takeInheritedSocket } from './inherited-socket.ts';

describe('the socket systemd hands over', () => {
  it('is descriptor 3 when one socket was passed to this very process', () => {
    const env: NodeJS.ProcessEnv = {
      LISTEN_FDS: '1',
      LISTEN_PID: '4242',
      LISTEN_FDNAMES: 'ayur-shop.socket',
    };
    expect(takeInheritedSocket(env, 4242)).toBe(3);
    // Taken once: a child process started afterwards does not see them.
    expect(env).toEqual({});
  });

  it('is none when the variables were meant for another process, or absent', () => {
    const env: NodeJS.ProcessEnv = { LISTEN_FDS: '1', LISTEN_PID: '4241', PATH: '/usr/bin' };
    expect(takeInheritedSocket(env, 4242)).toBeUndefined();
    expect(env).toEqual({ PATH: '/usr/bin' });
    expect(takeInheritedSocket({}, 4242)).toBeUndefined();
  });

  it('stops the start with a line naming LISTEN_FDS when more than one socket was passed', () => {
    const take = () => takeInheritedSocket({ LISTEN_FDS: '2', LISTEN_PID: '7' }, 7);
    expect(take).toThrow(ConfigError);
    expect(take).toThrow('LISTEN_FDS is 2: the shop listens on exactly one socket');
  });
});
