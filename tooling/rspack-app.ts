/**
 * One Rspack + Module Federation configuration for the host and every remote, so the shared
 * singletons and build rules are written once. Each app's rspack.config.ts calls `appConfig`.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import apps from './apps.json' with { type: 'json' };

type RemoteName = keyof typeof apps.remotes;

export interface AppOptions {
  /** Folder of the app (its rspack.config.ts's directory). */
  dir: string;
  /**
   * MF container name; also the folder and route name (`mf-queue` -> `/mf/mf-queue/`). Its dev
   * port, and for a remote the module it exposes (`./src/<expose>.tsx`), are in tooling/apps.json.
   */
  name: 'host' | RemoteName;
  /** Runtime plugins (paths) for the MF runtime (the host's errorLoadRemote hook). */
  runtimePlugins?: string[];
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/** A remote's modules: the one the host mounts on its routes, and any it loads on demand elsewhere (mf-queue's MatchDay). */
const exposedBy = (remote: { expose: string; alsoExposes?: string[] }) => [remote.expose, ...(remote.alsoExposes ?? [])];
const ROUTER_SUBSET = path.join(import.meta.dirname, 'react-router-shared.mjs');

/** The version of a package installed for an app (versions are set once, in the pnpm catalog). */
function versionOf(dir: string, pkg: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** A build stamp each app shows, so a team can see which build of its remote is live. */
function buildId(): string {
  if (process.env.PUG_BUILD_ID) return process.env.PUG_BUILD_ID;
  try {
    return execSync('git rev-parse --short HEAD', { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/** Every `.ts`/`.tsx` source under `dir` (tests, stories and test helpers in `testing/` aside: never bundled). */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Fails the build when the app (or platform, compiled into it) imports from react-router a name
 * the shared subset does not export: at run time it would be undefined.
 */
function checkRouterSubset(dir: string): void {
  const subset = readFileSync(ROUTER_SUBSET, 'utf8');
  const exported = new Set((/export \{([^}]*)\}/.exec(subset)?.[1] ?? '').split(',').map((name) => name.trim()));
  const missing = new Set<string>();
  for (const file of [...sourcesOf(path.join(dir, 'src')), ...sourcesOf(path.join(repoRoot, 'platform', 'src'))]) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router'/g)) {
      for (const item of (match[1] ?? '').split(',').map((name) => name.trim())) {
        const name = item.split(/\s+as\s+/)[0] ?? '';
        if (name && !name.startsWith('type ') && !exported.has(name)) missing.add(name);
      }
    }
  }
  if (missing.size > 0) throw new Error(`react-router names missing from tooling/react-router-shared.mjs: ${[...missing].join(', ')}`);
}

const MF_RUNTIME_CJS =
  /[\\/]@module-federation[\\/](runtime|runtime-core|runtime-tools|sdk|webpack-bundler-runtime|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/].*\.cjs$/;

/**
 * The Module Federation plugin resolves its runtime with `require.resolve`, so every app bundled
 * the CommonJS build of the runtime (and of the SDK, with its Node script loader): CommonJS
 * cannot be tree-shaken. This swaps each such file for its ES module build beside it (same
 * package, same version), so what the apps do not call is left out.
 */
function esmRuntimeOf(file: string): string | undefined {
  for (const ext of ['.js', '.mjs']) {
    const candidate = file.replace(/\.cjs$/, ext);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** The ES module build of the MF runtime the plugin aliases `@module-federation/runtime` to. */
const MF_RUNTIME_ESM = createRequire(import.meta.url)
  .resolve('@module-federation/runtime', { paths: [path.dirname(createRequire(import.meta.url).resolve('@module-federation/enhanced'))] })
  .replace(/\.cjs$/, '.js');

export function appConfig(options: AppOptions): Configuration {
  checkRouterSubset(options.dir);
  const isHost = options.name === 'host';
  const remote = isHost ? undefined : apps.remotes[options.name as RemoteName];
  const singleton = (pkg: string) => ({ singleton: true, requiredVersion: versionOf(options.dir, pkg) });
  /** react, react-dom (and `react-dom/` so react-dom/client is the same copy), router, platform, design system. */
  const sharedSingletons = {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The used subset of react-router (tooling/react-router-shared.mjs), not the whole package;
    // provided as the installed version (the subset file has no package.json of its own: the
    // runtime warned on every page that version 0 does not satisfy 7.x).
    'react-router': { ...singleton('react-router'), import: ROUTER_SUBSET, version: versionOf(options.dir, 'react-router') },
    '@pug/platform': singleton('@pug/platform'),
    '@pug/design-system': singleton('@pug/design-system'),
  };
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    entry: { main: './src/index.ts' },
    // No source maps in production builds: they would be public wherever dist/ is deployed.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // The host lives at the site root; a remote is served from wherever its folder is deployed.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name.replace(/-/g, '_'),
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
      // react-router's package exports only its development build; the shared subset reads the production one.
      alias: {
        'react-router/production$': path.join(options.dir, 'node_modules', 'react-router', 'dist', production ? 'production' : 'development', 'index.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
              target: 'es2022',
            },
          },
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|ico|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/]/, (resource: { request?: string; createData?: unknown }) => {
        if (resource.createData || !resource.request) return;
        if (resource.request === '@module-federation/runtime') resource.request = MF_RUNTIME_ESM;
        else if (MF_RUNTIME_CJS.test(resource.request)) resource.request = esmRuntimeOf(resource.request) ?? resource.request;
      }),
      new rspack.DefinePlugin({
        __PUG_APP__: JSON.stringify(options.name),
        __PUG_BUILD_ID__: JSON.stringify(buildId()),
      }),
      new ModuleFederationPlugin({
        name: options.name.replace(/-/g, '_'),
        filename: 'remoteEntry.js',
        exposes: remote && Object.fromEntries(exposedBy(remote).map((expose) => [`./${expose}`, `./src/${expose}.tsx`])),
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        manifest: true,
        // One copy of the MF runtime per page: the host provides it, production remotes use it
        // (a remote's dev server keeps its own so it runs standalone).
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
          // Every app runs in a browser: the runtime's Node script loader is left out.
          optimization: { target: 'web' },
        },
        // Remotes are found at run time from /remotes.json, so there is nothing to fetch types
        // from at build time; the host/remote contract is typed in @pug/platform (RemoteAppProps).
        dts: false,
      }),
      ...(isHost ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(options.dir, 'public'), to: '.' }] })] : []),
      new rspack.HtmlRspackPlugin({
        template: path.join(repoRoot, 'tooling', 'index.html'),
        templateParameters: { title: isHost ? 'TF2 Pugs' : `TF2 Pugs · ${options.name} (standalone)` },
        favicon: path.join(repoRoot, 'tooling', 'favicon.svg'),
      }),
    ],
    optimization: { minimize: production },
    // Lazy compilation's proxy chunks break Module Federation's async boundary in dev.
    lazyCompilation: false,
    performance: { hints: false },
    devServer: {
      port: (remote ?? apps.host).devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/auth', '/socket.io', '/remotes.json', '/mf', '/storybook', '/assets'],
          target: process.env.PUG_API_URL ?? 'http://127.0.0.1:8080',
          ws: true,
        },
      ],
    },
  };
}
