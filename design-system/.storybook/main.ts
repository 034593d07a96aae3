import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  framework: { name: 'storybook-react-rsbuild', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  // Merge, never assign: replacing tools.rspack drops the builder's own settings.
  rsbuildFinal: (rsbuildConfig) =>
    mergeRsbuildConfig(rsbuildConfig, {
      // Automatic JSX runtime (and fast refresh in dev); without it swc emits React.createElement.
      plugins: [pluginReact()],
      // Relative asset URLs: the api serves the static build under /storybook/.
      output: { assetPrefix: './' },
      tools: {
        rspack: { plugins: [new VanillaExtractPlugin({ identifiers: 'short' })] },
      },
    }),
};

export default config;
