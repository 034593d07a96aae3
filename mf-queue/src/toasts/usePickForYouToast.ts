import { roleDisplayName } from '@pug/domain';
import { useSocketEvent, useToast } from '@pug/platform';

/** `pickForYou` reaches the captain whose time ran out: say who was picked for them. */
export function usePickForYouToast(aliasOf: (steamid: string) => string): void {
  const toast = useToast();
  useSocketEvent('pickForYou', (pick) => {
    toast.show({
      title: 'Picked for you',
      description: `Time ran out: ${aliasOf(pick.steamid)} (${roleDisplayName(pick.role)}) joins ${pick.team.toUpperCase()}.`,
      variant: 'warning',
    });
  });
}
