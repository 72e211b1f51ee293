import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay between the API and its database, so that a test can take the database away (connections cut,
 * new ones refused) and give it back, as a network failure or a server restart would, without touching the
 * PostgreSQL server that other tests share.
 */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  let server = makeServer();
  const port = await listen(server, 0);
  let listening = true;
  const stop = async () => {
    const closed = listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    listening = false;
    for (const socket of sockets) socket.destroy(); // before waiting: close() waits for these to end
    await closed;
  };
  return {
    port,
    cut: stop,
    restore: async () => {
      server = makeServer();
      await listen(server, port);
      listening = true;
    },
    close: stop,
  };
}
