import net from 'node:net';

/**
 * A TCP relay to PostgreSQL that a test can cut and restore, like a database restart or a network
 * outage. `cutWhenSent(text)` cuts every relayed connection the moment a client sends `text` (for
 * example the first order insert), so the cut lands in the middle of open transactions.
 */
export function tcpRelay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let trigger: { text: string; fired: () => void } | null = null;

  const destroyAll = () => {
    for (const s of sockets) s.destroy();
  };
  const watch = (chunk: Buffer) => {
    if (trigger && chunk.includes(trigger.text)) {
      const fired = trigger.fired;
      trigger = null;
      void stop().then(fired);
      return true;
    }
    return false;
  };
  const start = () =>
    new Promise<number>((resolve) => {
      if (server) return resolve(port);
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.on('data', (chunk: Buffer) => {
          if (!watch(chunk)) upstream.write(chunk);
        });
        client.on('end', () => upstream.end());
        upstream.pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      destroyAll();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  /** Resolves once a client has sent `text` and every connection was cut (the relay stays down). */
  const cutWhenSent = (text: string) => new Promise<void>((resolve) => (trigger = { text, fired: resolve }));
  return { start, stop, cutWhenSent };
}
