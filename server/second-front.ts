// The second front (started by server/serve.ts): the first's listening socket, handed over, answered from what it
// keeps; what it lacks asked of the first on its own port (server/http/peer-front.ts), what the cache does not answer
// handed to the app. Bundled apart from the first: it reads no database, so it loads none of the database's modules.
import { appProxy } from '@/server/app-proxy';
import { endOnSignal, frontSettings, SECOND_FRONT } from '@/server/front-process';
import { frontServer } from '@/server/front-server';
import { takeOver } from '@/server/front-handover';
import { followWrite, tellWrites } from '@/server/http/peer-front';

const [appPort, peerPort] = (process.env[SECOND_FRONT] ?? '').split(':').map(Number);
if (!appPort || !peerPort) throw new Error(`${SECOND_FRONT} must be "appPort:peerPort".`);

const { server, cache } = frontServer({
  ...(await frontSettings()),
  handle: appProxy(appPort),
  source: { peerPort },
  wrote: tellWrites(process),
});
process.on('message', (message) => followWrite(cache, message));
takeOver(server);
// The first front gone (even killed): its socket is not to be answered alone.
process.on('disconnect', () => process.exit(0));
endOnSignal((done) => server.close(done));
