// A PostgreSQL server that speaks just enough of the wire protocol (v3) to be connected to and
// queried by node-postgres, and fails on cue: it refuses the start-up with an error, answers
// a query with a FATAL error, sends a FATAL error between two queries of a transaction (as a
// shutting-down server does), closes or resets the socket mid-query, or never answers. The
// driver's real errors, every time, without stopping a real server.
import net from 'node:net';

export type Failure =
  | { kind: 'fatal'; code: string; message: string } // an ErrorResponse, then the socket closes
  | { kind: 'fatal-after'; code: string; message: string } // answers, then FATAL while idle
  | { kind: 'close' } // the socket ends
  | { kind: 'reset' } // the socket is reset (the client sees ECONNRESET)
  | { kind: 'silent' }; // never answers

export type FakePostgres = {
  url: string;
  close: () => Promise<void>;
};

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstring = (s: string) => Buffer.from(`${s}\0`);

const authenticationOk = message('R', int32(0));
const readyForQuery = message('Z', Buffer.from('I'));
const commandComplete = message('C', cstring('SELECT 1'));
// The answers to an extended-protocol query (Parse, Bind, Describe, Execute, Sync).
const extendedComplete = Buffer.concat([
  message('1', Buffer.alloc(0)),
  message('2', Buffer.alloc(0)),
  message('n', Buffer.alloc(0)),
  commandComplete,
]);

function errorResponse(code: string, text: string): Buffer {
  return message(
    'E',
    Buffer.concat([
      Buffer.from('S'),
      cstring('FATAL'),
      Buffer.from('V'),
      cstring('FATAL'),
      Buffer.from('C'),
      cstring(code),
      Buffer.from('M'),
      cstring(text),
      Buffer.from([0]),
    ]),
  );
}

// `startup`: refuse the connection with this error, or never answer it. `onQuery(n)`: what happens to the n-th
// query of a connection (0 is the first; a transaction's BEGIN counts); null answers it.
export async function startFakePostgres(options: {
  startup?: { code: string; message: string } | 'silent';
  onQuery?: (n: number) => Failure | null;
}): Promise<FakePostgres> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffered = Buffer.alloc(0);
    let started = false;
    let queries = 0;

    const answer = (ok: Buffer) => {
      const failure = options.onQuery?.(queries++) ?? null;
      if (!failure) return void socket.write(Buffer.concat([ok, readyForQuery]));
      switch (failure.kind) {
        case 'fatal':
          return void socket.end(errorResponse(failure.code, failure.message));
        case 'fatal-after':
          return void socket.end(
            Buffer.concat([ok, readyForQuery, errorResponse(failure.code, failure.message)]),
          );
        case 'close':
          return void socket.end();
        case 'reset':
          return void socket.resetAndDestroy();
        case 'silent':
          return;
      }
    };

    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          if (buffered.length < 4) return;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) return;
          buffered = buffered.subarray(length);
          started = true;
          if (options.startup === 'silent') return;
          if (options.startup) {
            socket.end(errorResponse(options.startup.code, options.startup.message));
            return;
          }
          socket.write(Buffer.concat([authenticationOk, readyForQuery]));
          continue;
        }
        if (buffered.length < 5) return;
        const type = String.fromCharCode(buffered[0]!);
        const length = buffered.readInt32BE(1);
        if (buffered.length < length + 1) return;
        buffered = buffered.subarray(length + 1);
        if (type === 'Q') answer(commandComplete);
        else if (type === 'S') answer(extendedComplete);
        else if (type === 'X') socket.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://fake@127.0.0.1:${port}/fake`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
