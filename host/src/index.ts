import { warmRemote } from './mf/remotes.ts';
import { remoteOfPath } from './pages.ts';

// The page's remote is asked for now, beside React's chunks, rather than once they have run.
const remote = remoteOfPath(window.location.pathname);
if (remote) void warmRemote(remote);
// The async boundary lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap.tsx');
