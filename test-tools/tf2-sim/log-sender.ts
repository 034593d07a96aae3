/**
 * The log feed of the simulated server: srcds sends each log line as one UDP packet to every
 * `logaddress_add` target: `FF FF FF FF 53` + sv_logsecret + `L MM/DD/YYYY - HH:MM:SS: <line>`
 * (type byte `52` and no secret when sv_logsecret is 0 or unset).
 */
import dgram from 'node:dgram';

const pad = (n: number) => String(n).padStart(2, '0');

export function logTimestamp(at: Date): string {
  return `${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${at.getFullYear()} - ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

export function encodeLogPacket(line: string, secret: string | null, at: Date = new Date()): Buffer {
  const withSecret = secret !== null && secret !== '' && secret !== '0';
  return Buffer.concat([
    Buffer.from([0xff, 0xff, 0xff, 0xff, withSecret ? 0x53 : 0x52]),
    Buffer.from(`${withSecret ? secret : ''}L ${logTimestamp(at)}: ${line}\n\0`, 'utf8'),
  ]);
}

export class SimLogSender {
  private readonly socket = dgram.createSocket('udp4');
  readonly targets = new Set<string>();
  /** Every line logged, in order (what a logs.tf upload would contain). */
  readonly lines: string[] = [];

  send(line: string, secret: string | null): void {
    this.lines.push(line);
    const packet = encodeLogPacket(line, secret);
    for (const target of this.targets) {
      const [host, port] = splitAddress(target);
      this.socket.send(packet, port, host);
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }
}

function splitAddress(address: string): [string, number] {
  const at = address.lastIndexOf(':');
  return [address.slice(0, at), Number(address.slice(at + 1))];
}
