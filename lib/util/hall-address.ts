import os from 'node:os';

type Interfaces = ReturnType<typeof os.networkInterfaces>;

/** The IPv4 addresses other devices on the hall's network can reach this machine at (no loopback, no link-local). */
export function lanAddresses(interfaces: Interfaces = os.networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal && !i.address.startsWith('169.254.'))
    .map((i) => i.address);
}

/** The addresses phones in the hall use: http://<each LAN address>:<port>. */
export const hallOrigins = (port: number, interfaces?: Interfaces) =>
  lanAddresses(interfaces).map((address) => `http://${address}:${port}`);

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])(:\d+)?$/i;

/** Whether an origin is this machine's own loopback address, which no phone can reach. */
export const isLoopback = (origin: string) => LOOPBACK.test(new URL(origin).host);
