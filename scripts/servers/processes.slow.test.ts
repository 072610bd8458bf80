import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertPortsFree, portFree, portListening, startGroup, stopGroup } from './processes.mjs';

/** A shell (standing in for `npx`) that starts a server under it and waits. */
function wrapperWithServer() {
  const server = `require('node:http').createServer().listen(0, '127.0.0.1', function () { console.log(this.address().port) })`;
  const child = startGroup('sh', ['-c', `node -e "${server}" & wait`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
  return { child, port };
}

describe('servers in their own process group', () => {
  it('stopping the wrapper ends the server under it, and frees its port', async () => {
    const { child, port } = wrapperWithServer();
    const p = await port;
    expect(await portFree(p)).toBe(false);
    await expect(assertPortsFree([p])).rejects.toThrow(new RegExp(`Port\\(s\\) ${p} still in use`));
    await stopGroup(child);
    expect(await portFree(p)).toBe(true);
    await expect(assertPortsFree([p])).resolves.toBeUndefined();
  });

  it('a group that ignores SIGTERM is killed after the grace time', async () => {
    const child = startGroup('sh', ['-c', `trap '' TERM; node -e "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)" & wait`], {
      stdio: 'ignore',
    });
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    await stopGroup(child, { graceMs: 300 });
    expect(Date.now() - t0).toBeLessThan(5_000);
    expect(() => process.kill(-child.pid!, 0)).toThrow();
  });

  it('stopping something already gone is fine', async () => {
    await expect(stopGroup(null)).resolves.toBeUndefined();
    const child = startGroup('true', [], { stdio: 'ignore' });
    await new Promise((r) => child.once('exit', r));
    await expect(stopGroup(child)).resolves.toBeUndefined();
  });
});

describe('waiting for a server that is starting', () => {
  it('portListening tells a listening port from a free one', async () => {
    const { child, port } = wrapperWithServer();
    const p = await port;
    expect(await portListening(p)).toBe(true);
    await stopGroup(child);
    expect(await portListening(p)).toBe(false);
  });

  // A server in another process binds and frees a port over and over while this one polls it, as
  // a test polls for a run's first server. A poll that binds the port (portFree) takes it from
  // some of those servers, which then fail with EADDRINUSE; portListening must take it from none.
  it('polling with portListening never takes the port from a server binding it', async () => {
    const starts = 1500;
    const server = `
      const { createServer } = require('node:net');
      const port = Number(process.argv[1]);
      (async () => {
        let lost = 0;
        for (let i = 0; i < ${starts}; i++) {
          await new Promise((r) => setTimeout(r, 1));
          const ok = await new Promise((done) => {
            const s = createServer();
            s.once('error', () => done(false));
            s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
          });
          if (!ok) lost++;
        }
        console.log(lost);
      })();`;
    const probe = createServer();
    const p = await new Promise<number>((r) => probe.listen(0, '127.0.0.1', () => r((probe.address() as AddressInfo).port)));
    await new Promise((r) => probe.close(r));
    const child = startGroup(process.execPath, ['-e', server, String(p)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lost = new Promise<number>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
    let polling = true;
    void lost.then(() => (polling = false));
    let polls = 0;
    while (polling) {
      await portListening(p);
      polls++;
      await new Promise((r) => setTimeout(r, 2));
    }
    await stopGroup(child);
    expect(polls).toBeGreaterThan(100);
    expect(await lost).toBe(0);
  });
});
