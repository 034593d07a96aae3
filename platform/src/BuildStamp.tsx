import { Text } from '@pug/design-system';

/** Which build of a part is live: each app passes its own build-time constants. */
export function BuildStamp({ app, build }: { app: string; build: string }) {
  return (
    <Text tone="muted" size="xs" data-testid={`build-${app}`}>
      {app} build {build}
    </Text>
  );
}
