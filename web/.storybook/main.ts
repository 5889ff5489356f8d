import type { StorybookConfig } from '@storybook/nextjs-vite'

/** Stories live next to their components (`*.stories.tsx`), in both languages. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/nextjs-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
}

export default config
