// The embedded database server, run by embedded-postgres.ts as a process of its own:
//   node --import tsx lib/runtime/embedded-server.ts --db=DIR --port=N [--host=127.0.0.1]
//
// PGlite is PostgreSQL compiled to WebAssembly: one backend, so one session, whoever connects. pglite-socket's server
// shares that session by running the connections' protocol messages one at a time as they arrive, so the
// extended-protocol messages of two connections (Parse, Bind, Execute, Sync) interleave: one connection's Bind meets
// the other's statement ("bind message supplies 2 parameters, but prepared statement requires 3", 'portal "" does not
// exist', or quietly the other query's rows). It keeps a transaction to one connection, but not a single query.
//
// Here one connection at a time owns the session: from its first message until the backend reports that it is ready
// for a query outside a transaction (ReadyForQuery "idle"). A query, or a whole transaction, runs before any other
// connection's message; the others wait their turn in arrival order. Several pool connections and several processes
// (the web server, scripts, tests) may connect at once.
import { PGlite } from '@electric-sql/pglite';
import { createServer, type Socket } from 'node:net';
import { parseArgs } from 'node:util';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** How much of a typed message's header says its length: type byte + Int32. */
const HEADER = 5;

const encoder = new TextEncoder();

/** A frontend message of type `type` with `body`. */
function message(type: string, body: Uint8Array = new Uint8Array()): Uint8Array {
  const out = new Uint8Array(HEADER + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, HEADER);
  return out;
}
const query = (sql: string) => message('Q', encoder.encode(`${sql}\0`));

/**
 * What a connection leaves behind when it goes while owning the session, undone: a rollback (also of an extended
 * query's unfinished implicit transaction), a Sync to end an extended query skipping to Sync after an error (which
 * ignores the rollback), and a rollback again for a transaction that the Sync left failed.
 */
const ABANDON = [query('ROLLBACK'), message('S'), query('ROLLBACK')];

type TransactionStatus = 'I' | 'T' | 'E';

/** Follows the backend's messages to one connection, for the status of each ReadyForQuery ('Z'). */
class ReadyForQueryWatcher {
  private header: number[] = [];
  private remaining = 0;
  private inReady = false;
  /** The status of the last ReadyForQuery seen. */
  status: TransactionStatus | null = null;

  feed(data: Uint8Array): void {
    let i = 0;
    while (i < data.length) {
      if (this.remaining > 0) {
        const n = Math.min(this.remaining, data.length - i);
        if (this.inReady) this.status = String.fromCharCode(data[i]!) as TransactionStatus;
        this.inReady = false;
        this.remaining -= n;
        i += n;
        continue;
      }
      this.header.push(data[i++]!);
      if (this.header.length < HEADER) continue;
      const [type, a, b, c, d] = this.header as [number, number, number, number, number];
      this.header = [];
      this.remaining = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
      this.inReady = type === 0x5a && this.remaining > 0; // 'Z', body: one status byte
    }
  }
}

class Connection {
  private static next = 1;
  readonly id = Connection.next++;
  private input: Buffer = Buffer.alloc(0);
  private started = false;
  /** Complete messages received, not yet run. */
  readonly pending: Uint8Array[] = [];
  readonly ready = new ReadyForQueryWatcher();
  closed = false;

  constructor(readonly socket: Socket) {}

  /**
   * Splits what arrived into messages: before the startup message, the untyped requests (SSL and GSS encryption
   * refused with 'N', as pglite-socket does; a cancel request ignored: PGlite has no backend to interrupt), then
   * typed messages. Returns false once the client said Terminate.
   */
  receive(data: Buffer): boolean {
    this.input = this.input.length ? Buffer.concat([this.input, data]) : data;
    for (;;) {
      if (!this.started) {
        if (this.input.length < 8) return true;
        const length = this.input.readInt32BE(0);
        if (this.input.length < length) return true;
        const code = this.input.readInt32BE(4);
        const packet = this.input.subarray(0, length);
        this.input = this.input.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) this.send(Buffer.from('N'));
        else if (code === CANCEL_REQUEST) return false;
        else {
          this.started = true;
          this.pending.push(new Uint8Array(packet));
        }
        continue;
      }
      if (this.input.length < HEADER) return true;
      const length = 1 + this.input.readInt32BE(1);
      if (this.input.length < length) return true;
      const type = String.fromCharCode(this.input[0]!);
      const packet = this.input.subarray(0, length);
      this.input = this.input.subarray(length);
      // Terminate: PGlite would ignore it (and keep an open transaction); the connection's end undoes that.
      if (type === 'X') return false;
      this.pending.push(new Uint8Array(packet));
    }
  }

  send(data: Uint8Array): void {
    if (!this.closed && this.socket.writable) this.socket.write(data);
  }
}

/** The one session of the database, owned by one connection at a time. */
class Session {
  private owner: Connection | null = null;
  private readonly waiting: Connection[] = [];
  private busy = false;
  private finished: Promise<void> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  /** `connection` has messages to run. */
  wants(connection: Connection): void {
    if (connection !== this.owner && !this.waiting.includes(connection)) this.waiting.push(connection);
    this.run();
  }

  /** `connection` has gone: its place in the queue is dropped, and what it left in the session is undone. */
  leaves(connection: Connection): void {
    connection.closed = true;
    connection.pending.length = 0;
    const place = this.waiting.indexOf(connection);
    if (place >= 0) this.waiting.splice(place, 1);
    if (connection === this.owner) this.run();
  }

  /** Resolves when no message is running. */
  async idle(): Promise<void> {
    while (this.busy) await this.finished;
  }

  private run(): void {
    if (this.busy) return;
    this.busy = true;
    this.finished = this.loop();
  }

  /** Runs messages while there are any to run; `busy` turns false in the same step as it stops. */
  private async loop(): Promise<void> {
    try {
      for (;;) {
        this.owner ??= this.waiting.shift() ?? null;
        const connection = this.owner;
        if (!connection) return;
        if (connection.closed) {
          await this.abandon(connection);
          this.owner = null;
          continue;
        }
        const next = connection.pending.shift();
        // The owner is inside a transaction (or an extended query) and has not sent its next message yet.
        if (!next) return;
        try {
          await this.execute(next, (data) => {
            connection.ready.feed(data);
            connection.send(data);
          });
        } catch (error) {
          console.error(`connection ${connection.id}: ${(error as Error).message}`);
          connection.socket.destroy();
          this.leaves(connection);
          continue;
        }
        if (connection.ready.status === 'I') {
          // Ready outside a transaction: the session is free. A query the connection has already sent waits its turn.
          this.owner = null;
          if (connection.pending.length) this.waiting.push(connection);
        }
        // A ReadyForQuery counts once: the next message's answer decides again.
        connection.ready.status = null;
      }
    } finally {
      this.busy = false;
    }
  }

  private async abandon(connection: Connection): Promise<void> {
    try {
      for (const undo of ABANDON) await this.execute(undo, () => undefined);
    } catch (error) {
      console.error(`undoing connection ${connection.id}: ${(error as Error).message}`);
    }
  }

  private execute(data: Uint8Array, onRawData: (data: Uint8Array) => void): Promise<unknown> {
    return this.db.runExclusive(() => this.db.execProtocolRawStream(data, { onRawData }));
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  if (!values.db || !values.port) throw new Error('usage: embedded-server --db=DIR --port=N [--host=HOST]');
  const db = await PGlite.create(values.db);
  const session = new Session(db);
  const connections = new Set<Connection>();

  const server = createServer((socket) => {
    socket.setNoDelay(true);
    const connection = new Connection(socket);
    connections.add(connection);
    const end = () => {
      connections.delete(connection);
      session.leaves(connection);
    };
    socket.on('data', (data) => {
      if (connection.closed) return;
      const open = connection.receive(data);
      if (connection.pending.length) session.wants(connection);
      if (!open) {
        end();
        socket.end();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', end);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // Every connection's open transaction rolled back, then the data written out.
    for (const connection of connections) {
      session.leaves(connection);
      connection.socket.destroy();
    }
    await session.idle();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(values.port), values.host, resolve);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
