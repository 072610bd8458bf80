import { describe, expect, it, vi } from 'vitest';
import { chromiumArgs, chromiumArgsFor, chromiumExecutable } from './chromium.mjs';

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';
const on =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('chromiumExecutable: the browser the specs run in', () => {
  it("a headless run takes Debian's headless shell when it is installed, the full browser otherwise", () => {
    expect(chromiumExecutable({ env: {}, exists: on(SHELL, FULL) })).toBe(SHELL);
    expect(chromiumExecutable({ env: {}, exists: on(FULL) })).toBe(FULL);
  });

  it('a run that opens a window, or a measurement, takes the full browser though the shell is there', () => {
    expect(chromiumExecutable({ headlessShell: false, env: {}, exists: on(SHELL, FULL) })).toBe(FULL);
  });

  it('CHROMIUM_PATH comes first, and one that does not exist is an error that names it', () => {
    expect(chromiumExecutable({ env: { CHROMIUM_PATH: '/opt/chrome' }, exists: on('/opt/chrome', SHELL, FULL) })).toBe('/opt/chrome');
    expect(() => chromiumExecutable({ env: { CHROMIUM_PATH: '/opt/none' }, exists: on(SHELL, FULL) })).toThrow(
      'CHROMIUM_PATH=/opt/none does not exist.',
    );
  });

  it("with no system Chromium, Playwright's own browser, with a word on how to get either", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(chromiumExecutable({ env: {}, exists: on() })).toBeUndefined();
      expect(warn.mock.calls[0]?.[0]).toContain('apt-get install -y chromium chromium-headless-shell');
    } finally {
      warn.mockRestore();
    }
  });

  it('the headless shell lays text out unhinted, as the full browser does headless; the full browser gets no such flag', () => {
    expect(chromiumArgsFor(SHELL)).toContain('--font-render-hinting=none');
    expect(chromiumArgsFor(FULL)).toEqual(chromiumArgs);
    expect(chromiumArgsFor(undefined)).toEqual(chromiumArgs);
  });
});
