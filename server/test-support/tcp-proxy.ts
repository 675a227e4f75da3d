import type { AddressInfo } from "node:net";
import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in front of a real server. `outage()` drops every connection and refuses new
 * ones, exactly what clients see while PostgreSQL restarts; `restore()` lets them back in.
 * Lets a test take "the database" down without touching the machine's shared server.
 */
export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1") {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async outage() {
      const closed = new Promise<void>((resolve) =>
        server ? server.close(() => resolve()) : resolve(),
      );
      server = null;
      for (const s of sockets) s.destroy();
      sockets.clear();
      await closed;
    },
    restore: listen,
    close() {
      server?.close();
      for (const s of sockets) s.destroy();
    },
  };
}
