import { useCallback, useEffect, useRef, useState } from 'react';
import { Callout, Spinner, Stack } from '@pug/design-system';
import { pathOf, type ProfileResponse, routes, steamIdSchema } from '@pug/domain';
import { ApiError, useApi, useSession, useSocketEvent } from '@pug/platform';
import { CooldownCallout } from '../Discipline/CooldownCallout.tsx';
import { MedicCreditCallout } from '../Medic/MedicCreditCallout.tsx';
import { DisciplineCard } from '../Discipline/DisciplineCard.tsx';
import { MatesCard } from '../Mates/MatesCard.tsx';
import { PlayerPugs } from '../PlayerPugs/PlayerPugs.tsx';
import { PreferencesCard } from '../Preferences/PreferencesCard.tsx';
import { SeasonHistoryCard } from '../Seasons/SeasonHistoryCard.tsx';
import { StatsCard } from '../Stats/StatsCard.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'error'; message: string } | { state: 'ok'; profile: ProfileResponse };

/** `/players/:steamid`: who the player is, their seasons, stats, elo over time, who they play with and against, and pugs. */
export function ProfilePage({ steamid }: { steamid: string }) {
  const api = useApi();
  const session = useSession();
  const viewerId = session.user?.steamid ?? null;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const valid = steamIdSchema.safeParse(steamid).success;

  const load = useCallback(
    async (live: () => boolean = () => true) => {
      try {
        const profile = await api.get<ProfileResponse>(pathOf(routes.profile, { id: steamid }), { silent: true });
        if (live()) setLoaded({ state: 'ok', profile });
      } catch (error) {
        if (!live()) return;
        if (error instanceof ApiError && error.status === 404) setLoaded({ state: 'missing' });
        else setLoaded({ state: 'error', message: (error as Error).message });
      }
    },
    [api, steamid],
  );

  useEffect(() => {
    if (!valid) {
      setLoaded({ state: 'missing' });
      return;
    }
    let live = true;
    // The viewer changes what the profile shows (own seasons, pending requests): it is read again,
    // and the one on screen stays until the answer replaces it. Only another player's profile starts
    // from the spinner; a session that arrives after the profile must not take the page from under a click.
    setLoaded((shown) => (shown.state === 'ok' && shown.profile.steamid === steamid ? shown : { state: 'loading' }));
    void load(() => live);
    return () => {
      live = false;
    };
  }, [valid, load, viewerId, steamid]);

  // The own profile follows the player's record: a league refresh finished after sign-in, a season approved.
  const ownStamp =
    session.user && session.user.steamid === steamid
      ? `${session.user.playerHistory.lastUpdated}:${session.user.missingRoles.length}:${JSON.stringify(session.user.baseElos ?? {})}`
      : '';
  const lastStamp = useRef(ownStamp);
  useEffect(() => {
    const before = lastStamp.current;
    lastStamp.current = ownStamp;
    // Becoming the owner (the session arrived) or no longer being it is a change of viewer, which
    // the effect above reads again: once, not twice.
    if (!valid || ownStamp === before || !before || !ownStamp) return;
    let live = true;
    void load(() => live);
    return () => {
      live = false;
    };
  }, [valid, ownStamp, load]);

  // A pug of this player ended: the api sends every page the elo changes (`eloChanges`, to all), so
  // the stats (elo table, chart) and the pug list follow, for the player and anyone watching them.
  const [eloVersion, setEloVersion] = useState(0);
  useSocketEvent('eloChanges', (changes) => {
    if (!valid || !Array.isArray(changes) || !changes.some((change) => change.steamid === steamid)) return;
    setEloVersion((version) => version + 1);
    void load();
  });

  if (loaded.state === 'loading') return <Spinner label="Loading player…" />;
  if (loaded.state === 'missing') {
    return (
      <Callout tone="info" title="Player not found">
        No player with the Steam ID “{steamid}” has played here.
      </Callout>
    );
  }
  if (loaded.state === 'error') {
    return (
      <Callout tone="error" title="Profile could not be loaded">
        {loaded.message}
      </Callout>
    );
  }
  const { profile } = loaded;
  const replace = (next: ProfileResponse) => {
    setLoaded({ state: 'ok', profile: next });
    if (next.steamid === viewerId) void session.refresh();
  };
  const hideTextEffects = session.user?.preferences?.hideTextEffects ?? false;
  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile} hideTextEffects={hideTextEffects} />
      {profile.steamid === viewerId ? <CooldownCallout cooldown={session.user?.cooldown} now={Date.now()} /> : null}
      {profile.steamid === viewerId ? <MedicCreditCallout medic={session.user?.medic} now={Date.now()} /> : null}
      <SeasonHistoryCard profile={profile} viewer={session.user} onProfile={replace} />
      <StatsCard profile={profile} eloVersion={eloVersion} />
      <MatesCard steamid={profile.steamid} eloVersion={eloVersion} />
      <PlayerPugs steamid={profile.steamid} eloVersion={eloVersion} />
      {profile.disciplineHistory ? <DisciplineCard entries={profile.disciplineHistory} now={Date.now()} /> : null}
      {profile.preferences && profile.steamid === viewerId ? (
        <PreferencesCard preferences={profile.preferences} discordLinked={Boolean(profile.discordid)} onSaved={() => void load()} />
      ) : null}
    </Stack>
  );
}
