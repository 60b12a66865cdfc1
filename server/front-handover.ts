// The port handed from the first front to the second (server/serve.ts, server/second-front.ts). Node gives a child a
// listening socket as a bare `net.Server` that accepts at once: a connection it takes before the child's own server
// listens on it waits for ever. So the second front says it is ready first, and only then is the socket handed over.
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

const READY = 'front-ready';
const LISTEN = 'front-listen';

/** In the first front: hands `server`'s listening socket to `child` once it says it is ready; resolves when sent. */
export function handOver(child: ChildProcess, server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const ready = (message: unknown) => {
      if (message !== READY) return;
      child.off('message', ready);
      child.send(LISTEN, server, (error) => (error ? reject(error) : resolve()));
    };
    child.on('message', ready);
  });
}

/** In the second front, once `server` can answer: it listens on the socket the first hands over. */
export function takeOver(server: Server) {
  process.on('message', (message, handle) => {
    if (message === LISTEN && handle instanceof NetServer) server.listen(handle);
  });
  process.send?.(READY);
}
