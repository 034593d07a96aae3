import { describe, expect, it } from 'vitest';
import { dependencyProblems } from './check-layout.mjs';

/** Runs the dependency rules over files given as path -> source. */
function check(sources) {
  return dependencyProblems(Object.keys(sources), (file) => sources[file]);
}

describe('the layout check: dependencies', () => {
  it('passes one-way folders, a root file below them, entries that import anything, and tests', () => {
    expect(
      check({
        'api/src/main.ts': "import { start } from './start.ts';",
        'api/src/start.ts': "import { createApp } from './app.ts';\nimport { loadConfig } from './config.ts';",
        'api/src/app.ts': "import { logger } from './framework/logger.ts';\nimport { FEATURES } from './features.ts';",
        'api/src/features.ts': "import { pugs } from './pugs/index.ts';",
        'api/src/config.ts': "import type { LogLevel } from './framework/logger.ts';",
        'api/src/framework/logger.ts': '',
        'api/src/pugs/index.ts': "import { logger } from '../framework/logger.ts';\nimport type { AppConfig } from '../config.ts';",
        'api/src/pugs/pugs.test.ts': "import { createApp } from '../app.ts';",
      }),
    ).toEqual([]);
  });

  it('fails a file in a folder that climbs back up to a root file importing that folder', () => {
    const problems = check({
      'api/src/config.ts': "import { readAuthConfig } from './auth/auth-config.ts';",
      'api/src/auth/auth-config.ts': "import { formatZodError } from '../framework/validate.ts';",
      'api/src/framework/validate.ts': '',
      'api/src/framework/feature.ts': "import type { AppConfig } from '../config.ts';",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^api\/src: auth -> framework -> config\.ts -> auth/);
    expect(problems[0]).toContain('api/src/framework/feature.ts -> api/src/config.ts');
  });

  it('fails a file in a folder that imports an entry of the folder above', () => {
    expect(
      check({
        'api/src/features.ts': "import { pugs } from './pugs/index.ts';",
        'api/src/pugs/index.ts': "import { FEATURES } from '../features.ts';",
      }),
    ).toEqual([
      'api/src/pugs/index.ts -> api/src/features.ts: climbs back up into api/src/features.ts, an entry of api/src',
      expect.stringMatching(/^file cycle: api\/src\/features\.ts -> api\/src\/pugs\/index\.ts -> api\/src\/features\.ts/),
    ]);
  });

  it('fails subfolders of a folder that import each other', () => {
    const problems = check({
      'api/src/servers/serveme/reservations.ts': "import { LOG_LINE } from '../logs/lines.ts';",
      'api/src/servers/logs/lines.ts': "import { serveme } from '../serveme/client.ts';",
      'api/src/servers/serveme/client.ts': '',
    });
    expect(problems).toEqual([
      'api/src/servers: logs -> serveme -> logs\n' +
        '    api/src/servers/logs/lines.ts -> api/src/servers/serveme/client.ts\n' +
        '    api/src/servers/serveme/reservations.ts -> api/src/servers/logs/lines.ts',
    ]);
  });

  it('fails two files that import each other, by type-only imports too, in every package', () => {
    const problems = check({
      'mf-queue/src/lobby/QueueLobby.tsx': "const RoundViews = lazy(() => import('./RoundViews.tsx'));",
      'mf-queue/src/lobby/RoundViews.tsx': "import type { QueueLobbyProps } from './QueueLobby.tsx';",
      'platform/src/a.ts': "import type {\n  B,\n} from './b.ts';",
      'platform/src/b.ts': "export type { A } from './a.ts';",
    });
    expect(problems).toEqual([
      'file cycle: mf-queue/src/lobby/QueueLobby.tsx -> mf-queue/src/lobby/RoundViews.tsx -> mf-queue/src/lobby/QueueLobby.tsx',
      'file cycle: platform/src/a.ts -> platform/src/b.ts -> platform/src/a.ts',
    ]);
  });

  it('lets a part loaded by import() use the folder that loads it', () => {
    expect(
      check({
        'design-system/src/loadOverlays.ts': "const parts = () => import('./overlays/overlayParts.ts');",
        'design-system/src/components/Dialog/Dialog.tsx': "import { useParts } from '../../loadOverlays.ts';",
        'design-system/src/overlays/overlayParts.ts': "export { RadixDialog } from './RadixDialog.tsx';",
        'design-system/src/overlays/RadixDialog.tsx': "import { IconButton } from '../components/IconButton/IconButton.tsx';",
        'design-system/src/components/IconButton/IconButton.tsx': '',
      }),
    ).toEqual([]);
  });
});
