import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';

const BAD_GATEWAY = 'The app is not answering: try again in a moment.';

/**
 * Hands a request to the app's own process on 127.0.0.1:`appPort` and streams its answer back unchanged (status,
 * every header as sent, body); the request's body streams the other way. Connections to the app are kept open.
 */
export function appProxy(appPort: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' }).end(BAD_GATEWAY);
    });
    // A client gone before its answer ends: the app's request is dropped too.
    res.on('close', () => res.writableFinished || upstream.destroy());
    req.pipe(upstream);
  };
}
