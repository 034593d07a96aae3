import type { Decorator, Preview } from '@storybook/react';
import { useEffect } from 'react';
import '../src/theme/global.css.ts';
import { themeClass, type ThemeMode } from '../src/theme/themeClass.ts';
import { ToastProvider } from '../src/components/Toast/ToastProvider.tsx';

const withTheme: Decorator = function WithTheme(Story, context) {
  const mode: ThemeMode = context.globals.theme === 'light' ? 'light' : 'dark';
  const cls = themeClass(mode);
  // On <html> as well, so portalled dialogs, menus and toasts get the same theme.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(cls);
    return () => root.classList.remove(cls);
  }, [cls]);
  return (
    <div className={cls}>
      <ToastProvider>
        <Story />
      </ToastProvider>
    </div>
  );
};

const preview: Preview = {
  // A docs page for every component and screen, from its stories and props.
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
