/**
 * What a client sees of a server. Players get the wire Server (docs/product.md "Entities") plus name, region, the pug it
 * hosts and its SourceTV address and password (meant for spectators); who sees the address and
 * SourceTV is SERVER_INFO_VISIBILITY's (server-info.ts), the others get them null. Admins also get
 * the recent log, priority, enabled and whether an RCON password is set. The RCON password, log
 * secret, match password and match log never leave the api.
 */
import type { AdminServer, PublicServer, ServerAddressHidden } from '@pug/domain';
import type { ServerDoc } from '../db/documents.ts';
import { maskSecrets } from './logs/mask-secrets.ts';

export type { AdminServer, PublicServer };

export function publicServer(doc: ServerDoc): PublicServer {
  return {
    _id: doc._id,
    name: doc.name ?? doc.ipport,
    ipport: doc.ipport,
    region: doc.region ?? '',
    query: doc.query ?? null,
    logs: [],
    isDisrupt: doc.isDisrupt,
    pugId: doc.pugId ?? null,
    // Only while it hosts a pug (the set-up read it; the release clears it).
    sourceTv: doc.pugId && doc.sourceTv ? { address: `${hostPort(doc.ipport).host}:${doc.sourceTv.port}`, password: doc.sourceTv.password } : null,
  };
}

/** The server as a viewer who may not see its address sees it (server-info.ts decides who). */
export function redactedServer(doc: ServerDoc, hidden: ServerAddressHidden): PublicServer {
  return { ...publicServer(doc), ipport: null, sourceTv: null, addressHidden: hidden };
}

export function adminServer(doc: ServerDoc, pugNumber: number | null = null): AdminServer {
  return {
    ...publicServer(doc),
    ipport: doc.ipport,
    pugNumber: doc.pugId ? pugNumber : null,
    // Masked when stored; masked again here for lines stored before masking existed.
    logs: (doc.logs ?? []).map((l) => (l.line === undefined ? l : { ...l, line: maskSecrets(l.line, [doc.rconPassword, doc.password, doc.logSecret]) })),
    priority: doc.priority ?? 0,
    enabled: doc.enabled ?? true,
    disruptReason: doc.disruptReason ?? null,
    hasRconPassword: Boolean(doc.rconPassword),
    reservation: doc.reservation
      ? { id: doc.reservation.id, instance: doc.reservation.instance, endsAt: doc.reservation.endsAt, ending: doc.reservation.ending }
      : null,
  };
}

/** Splits `ip:port`. */
export function hostPort(ipport: string): { host: string; port: number } {
  const at = ipport.lastIndexOf(':');
  return { host: ipport.slice(0, at), port: Number(ipport.slice(at + 1)) };
}
