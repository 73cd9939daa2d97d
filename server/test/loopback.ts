import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Starts a fake service's HTTP server on a free loopback port. close() also drops open connections, so a
 * keep-alive or a reply still streaming cannot hold the test run open.
 */
export async function listenOnLoopback(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
