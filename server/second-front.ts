// The second front (started by server/serve.ts): the first's listening socket, handed over, answered from what it
// keeps; what it lacks asked of the first on its own port (server/http/peer-front.ts), what the cache does not answer
// handed to the app. Bundled apart from the first: it reads no database, so it loads none of the database's modules.
import { Server as NetServer } from 'node:net';
import { appProxy } from '@/server/app-proxy';
import { endOnSignal, frontSettings, SECOND_FRONT } from '@/server/front-process';
import { frontServer } from '@/server/front-server';
import { followWrite, tellWrites } from '@/server/http/peer-front';

const [appPort, peerPort] = (process.env[SECOND_FRONT] ?? '').split(':').map(Number);
if (!appPort || !peerPort) throw new Error(`${SECOND_FRONT} must be "appPort:peerPort".`);

const { server, cache } = frontServer({
  ...(await frontSettings()),
  handle: appProxy(appPort),
  source: { peerPort },
  wrote: tellWrites(process),
});
process.on('message', (message, handle) => {
  if (message === 'listen' && handle instanceof NetServer) return void server.listen(handle);
  followWrite(cache, message);
});
// The first front gone (even killed): its socket is not to be answered alone.
process.on('disconnect', () => process.exit(0));
endOnSignal((done) => server.close(done));
