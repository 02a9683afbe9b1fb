import { checkCanStart, login, parseUsers } from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';

const USER_INFO = 'Ethan a2b7\nOlivia tyb14\nLiam 912ynd\nAva qws0853\nNoah 22d34h\nSophia ae87df4g5\n';

describe('user_info.txt', () => {
  it('reads one "ID password" pair per line', () => {
    const file = parseUsers(USER_INFO);
    expect(file.errors).toEqual([]);
    expect(file.users).toHaveLength(6);
    expect(file.users[4]).toEqual({ id: 'Noah', password: '22d34h' });
  });
  it('tolerates CRLF, trailing spaces, blank lines and a missing final newline', () => {
    const file = parseUsers('Ethan a2b7  \r\n\r\nNoah 22d34h');
    expect(file.users).toEqual([
      { id: 'Ethan', password: 'a2b7' },
      { id: 'Noah', password: '22d34h' },
    ]);
    expect(file.errors).toEqual([]);
  });
  it('reports bad lines by number and keeps the good ones', () => {
    const file = parseUsers('Ethan a2b7\nJustOneWord\nNoah 22d34h\nNoah again\nA b c\n');
    expect(file.users.map((user) => user.id)).toEqual(['Ethan', 'Noah']);
    expect(file.errors.map((error) => [error.code, error.message.slice(0, 16)])).toEqual([
      ['malformed-record', 'line 2, column 1'],
      ['malformed-record', 'line 4, column 1'],
      ['malformed-record', 'line 5, column 1'],
    ]);
    expect(parseUsers(undefined as unknown as string).errors).toHaveLength(1);
  });
});

describe('login', () => {
  const { users } = parseUsers(USER_INFO);
  it('succeeds with the right password', () => {
    expect(login(users, 'Noah', '22d34h')).toEqual({ ok: true, value: 'Noah' });
  });
  it('fails for an unknown ID or a wrong password', () => {
    expect(login(users, 'Jack', 'adfv')).toMatchObject({ ok: false, error: { code: 'unknown-id' } });
    expect(login(users, 'Noah', '22d34')).toMatchObject({ ok: false, error: { code: 'wrong-password' } });
    expect(login(users, 'noah', '22d34h')).toMatchObject({ ok: false, error: { code: 'unknown-id' } });
  });
  it('refuses a second login of the same ID and a fifth player', () => {
    expect(login(users, 'Noah', '22d34h', ['Noah'])).toMatchObject({ ok: false, error: { code: 'already-logged-in' } });
    expect(login(users, 'Noah', '22d34h', ['Ethan', 'Olivia', 'Liam', 'Ava'])).toMatchObject({ ok: false, error: { code: 'too-many-players' } });
    expect(login(users, null as never, 'x')).toMatchObject({ ok: false });
  });
});

describe('starting the advanced game', () => {
  it('needs more than one logged-in player', () => {
    expect(checkCanStart([])).toEqual({ ok: false, error: { code: 'not-enough-players', message: 'More than 1 player is needed to start the game' } });
    expect(checkCanStart(['Noah'])).toMatchObject({ ok: false, error: { code: 'not-enough-players' } });
    expect(checkCanStart(['Noah', 'Liam'])).toEqual({ ok: true, value: true });
  });
});
