import { forbidden } from '../framework/errors.ts';
import type { SessionUser } from '../framework/guards.ts';

// The route guards live with the framework, which mounts every route with its guard (framework/mount.ts).
export { requireAdmin, requireUser, sessionUser, type Guarded, type SessionUser } from '../framework/guards.ts';

/** The session user acting for `steamid`: themselves, or an admin acting for anyone. */
export function assertActsFor(user: SessionUser, steamid: string): void {
  if (user.steamid !== steamid && !user.isAdmin) throw forbidden('You can only do this for yourself');
}
