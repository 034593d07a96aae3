import { Button } from '@pug/design-system';
import { useThemeMode } from '@pug/platform';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="sm" onClick={toggle} aria-label={`Switch to ${next} mode`} data-testid="theme-toggle">
      {mode === 'dark' ? '☀ Light' : '☾ Dark'}
    </Button>
  );
}
