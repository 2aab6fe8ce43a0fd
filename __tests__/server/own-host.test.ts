/** @jest-environment node */
import { allowedHostEntry, foreignRequest, hostName } from '../../server/own-host';

describe('hostName', () => {
  test.each([
    ['localhost:3000', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]:3000', '::1'],
    ['Example.COM.', 'example.com'],
    ['a.example:80', 'a.example'],
  ])('%s → %s', (authority, name) => expect(hostName(authority)).toBe(name));

  test.each(['', ':3000', 'a b', '::1', '[::1', 'user@host', 'a.example:port'])('%j is no host', (authority) => expect(hostName(authority)).toBeNull());
});

describe('foreignRequest', () => {
  test('a phone on the LAN asks for the address it connected to (--host 0.0.0.0)', () => {
    expect(foreignRequest({ host: '192.168.1.20:3000' }, '192.168.1.20')).toBeNull();
    expect(foreignRequest({ host: '192.168.1.20:3000' }, '::ffff:192.168.1.20')).toBeNull();
    expect(foreignRequest({ host: '192.168.1.21:3000' }, '192.168.1.20')).toMatch(/^Host "192.168.1.21:3000" is not a name of this server$/);
  });

  test('HTTP/1.0 without Host is answered (no browser sends it); an Origin must be a page of this server', () => {
    expect(foreignRequest({}, '127.0.0.1')).toBeNull();
    expect(foreignRequest({ host: 'localhost:3000', origin: 'http://127.0.0.1:3000' }, '127.0.0.1')).toBeNull();
    expect(foreignRequest({ host: 'localhost:3000', origin: 'http://evil.example:3000' }, '127.0.0.1')).toMatch(/^Origin "http:\/\/evil.example:3000"/);
    expect(foreignRequest({ host: 'localhost:3000', origin: 'file://' }, '127.0.0.1')).toMatch(/^Origin/);
  });

  test('allowed names', () => {
    expect(foreignRequest({ host: 'preview.example', origin: 'https://preview.example' }, '10.0.0.2', ['preview.example'])).toBeNull();
    expect(foreignRequest({ host: 'other.example' }, '10.0.0.2', ['preview.example'])).not.toBeNull();
  });
});

describe('allowedHostEntry', () => {
  test.each([
    ['Preview.Example', 'preview.example'],
    ['10.0.0.2', '10.0.0.2'],
    ['[fd00::2]', 'fd00::2'],
  ])('%s → %s', (entry, name) => expect(allowedHostEntry(entry)).toBe(name));

  test.each(['https://preview.example', 'preview.example:8080', 'preview.example/', 'user@preview.example', 'pre view.example', 'préview.example'])(
    '%j is refused in one line',
    (entry) => expect(() => allowedHostEntry(entry)).toThrow(`--allowed-hosts: "${entry}" is not a host name`),
  );
});
