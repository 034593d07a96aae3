import { Box, Button } from '@pug/design-system';
import { useThemeMode } from '@pug/platform';

/** Says what it is (the theme) and what a press does (switch to the other one). */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Theme: ${mode === 'dark' ? 'Dark' : 'Light'}`;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={toggle}
      aria-label={`${label}, switch to ${next}`}
      title={`Switch to the ${next} theme`}
      data-testid="theme-toggle"
    >
      <span aria-hidden="true">{mode === 'dark' ? '☾' : '☀'}</span>
      <Box as="span" display={{ mobile: 'none', desktop: 'inline' }}>
        {` ${label}`}
      </Box>
    </Button>
  );
}
