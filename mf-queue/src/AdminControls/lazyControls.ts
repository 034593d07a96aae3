import { lazy } from 'react';

/** Admin tools load only for admins (they bring the admin schemas with them), never with a player's lobby. */
export const LobbyAdminControls = lazy(() => import('./LobbyAdminControls.tsx').then((m) => ({ default: m.LobbyAdminControls })));
export const PugAdminControls = lazy(() => import('./PugAdminControls.tsx').then((m) => ({ default: m.PugAdminControls })));
export const PugReconciliation = lazy(() => import('./PugReconciliation.tsx').then((m) => ({ default: m.PugReconciliation })));
