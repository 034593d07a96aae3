import { useParams } from 'react-router';
import { Avatar, Callout, Heading, Inline, Spinner, Stack, Text } from '@pug/design-system';
import { avatarUrl, FALLBACK_AVATAR_URL, steamIdSchema, type Elos, type UserDictResponse } from '@pug/domain';
import { BuildStamp, useApi, type RemoteAppProps } from '@pug/platform';
import { useEffect, useState } from 'react';
import { EloTable } from './EloTable.tsx';

type ProfileUser = UserDictResponse[string] & { elos?: Elos };
type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'error'; message: string } | { state: 'ok'; user: ProfileUser };

/** /players/:steamid: who the player is and their elo per format and class. */
export default function App(_props: RemoteAppProps) {
  const { steamid = '' } = useParams();
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!steamIdSchema.safeParse(steamid).success) {
      setLoaded({ state: 'missing' });
      return;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    api
      .post<UserDictResponse>('/api/userDict/', { keys: [], users: [steamid] })
      .then((users) => live && setLoaded(users[steamid] ? { state: 'ok', user: users[steamid] } : { state: 'missing' }))
      .catch((error: Error) => live && setLoaded({ state: 'error', message: error.message }));
    return () => {
      live = false;
    };
  }, [api, steamid]);

  if (loaded.state === 'loading') return <Spinner label="Loading player…" />;
  if (loaded.state === 'missing') {
    return (
      <Callout tone="info" title="Player not found">
        No player with the Steam ID “{steamid}” has played here.
      </Callout>
    );
  }
  if (loaded.state === 'error')
    return (
      <Callout tone="error" title="Profile could not be loaded">
        {loaded.message}
      </Callout>
    );

  const { user } = loaded;
  const alias = user.alias ?? steamid;
  return (
    <Stack gap="lg">
      <Inline gap="md">
        <Avatar src={avatarUrl(user)} fallbackSrc={FALLBACK_AVATAR_URL} alt={`${alias}'s avatar`} size={72} />
        <Stack gap="xs">
          <Heading level={1}>{alias}</Heading>
          <Inline gap="sm">
            <a href={`https://steamcommunity.com/profiles/${steamid}`} target="_blank" rel="noreferrer">
              Steam profile
            </a>
            <a href={`https://rgl.gg/Public/PlayerProfile?p=${steamid}`} target="_blank" rel="noreferrer">
              League profile
            </a>
          </Inline>
          {user.isDummy && <Text tone="muted">Demo player</Text>}
        </Stack>
      </Inline>
      <EloTable elos={user.elos ?? {}} />
      <BuildStamp app={__PUG_APP__} build={__PUG_BUILD_ID__} />
    </Stack>
  );
}
