import { fileURLToPath } from 'node:url';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // The design system's components, and the app's real screens from the remotes (mf-queue's lobby
  // board, ready-up, map vote, draft and live pug; mf-admin's tables; mf-profile's parts) with
  // fixture data: a new `*.stories.tsx` beside a remote's component is all it takes to add one.
  stories: ['../src/**/*.stories.tsx', '../../mf-*/src/**/*.stories.tsx'],
  // Docs pages (autodocs, preview.tsx) need the docs addon: without it every docs page answered "Couldn't find story".
  addons: ['@storybook/addon-docs'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // Merge, never assign: replacing tools.rspack drops the builder's own settings.
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      // Automatic JSX runtime (and fast refresh in dev); without it swc emits React.createElement.
      plugins: [pluginReact()],
      // Relative asset URLs: the api serves the static build under /storybook/.
      output: { assetPrefix: './' },
      // The remotes' stories import the design system by name: give them its source, compiled by
      // this build like the design system's own stories, so one theme reaches every component.
      resolve: { alias: { '@pug/design-system': fileURLToPath(new URL('../src/index.ts', import.meta.url)) } },
      tools: {
        rspack: { plugins: [new VanillaExtractPlugin({ identifiers: 'short' })] },
      },
    }),
};

export default config;
