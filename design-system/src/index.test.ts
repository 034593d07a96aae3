import { describe, expect, it } from 'vitest';
import * as ds from './index.ts';

describe('public API', () => {
  it.each([
    'Box',
    'Stack',
    'Inline',
    'Text',
    'Heading',
    'Card',
    'Spinner',
    'Callout',
    'Field',
    'Table',
    'TableHead',
    'TableBody',
    'TableRow',
    'TableHeaderCell',
    'TableCell',
    'Tabs',
    'AppShell',
    'SidebarNav',
    'SidebarLink',
    'SidebarSection',
    'Button',
    'IconButton',
    'Dialog',
    'DialogClose',
    'NotificationBar',
    'ConnectionBanner',
    'VolumeSlider',
    'ToastProvider',
    'useToast',
    'Avatar',
    'PlayerCard',
    'ClassIcon',
    'Badge',
    'themeClass',
    'sprinkles',
    'navLinkClassName',
    'baseClassOf',
    'ConfirmDialog',
    'VisuallyHidden',
    'Tiles',
  ])('exports %s as a function or component', (name) => {
    const value = (ds as Record<string, unknown>)[name];
    expect(['function', 'object']).toContain(typeof value);
  });

  it('exports class names and tokens as strings', () => {
    for (const cls of [ds.darkTheme, ds.lightTheme, ds.navLinkClass, ds.navLinkActiveClass]) {
      expect(cls).toMatch(/^[\w-]+$/);
    }
    expect(ds.vars.color.primary).toMatch(/^var\(--/);
    expect(ds.DEFAULT_AVATAR).toMatch(/^data:image\/svg\+xml,/);
  });
});
