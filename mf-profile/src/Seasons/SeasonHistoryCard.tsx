import { useState } from 'react';
import { Badge, Button, Card, Heading, Inline, ScrollArea, Stack, Text } from '@pug/design-system';
import {
  canApproveCustomSeason,
  canEditSeasonMain,
  divisionShorthand,
  pathOf,
  type ProfileResponse,
  type ProfileSeason,
  type RefreshHistoryResponse,
  roleDisplayName,
  routes,
  SEASONS_LIST_MAX_HEIGHT,
  type SelfResponse,
} from '@pug/domain';
import { useApi, useToast } from '@pug/platform';
import { CustomSeasonDialog } from './CustomSeasonDialog.tsx';
import { SelectMainDialog } from './SelectMainDialog.tsx';

const month = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: 'numeric', month: 'short' });

function SeasonRow({
  season,
  canEdit,
  canApprove,
  onSelectMain,
  onOpen,
  onApprove,
}: {
  season: ProfileSeason;
  canEdit: boolean;
  canApprove: boolean;
  onSelectMain(): void;
  onOpen(): void;
  onApprove(): void;
}) {
  const pending = season.source === 'custom' && !season.approved;
  return (
    <li>
      <Stack gap="xxs">
        <Inline gap="sm" justify="between">
          <Inline gap="sm">
            <Badge division={divisionShorthand(season.divisionName)} title={season.divisionName} />
            <Text weight="bold">{season.seasonName}</Text>
            {pending ? <Badge tone="warning">PENDING</Badge> : null}
          </Inline>
          <Inline gap="xs">
            {season.role ? <Text size="sm">{roleDisplayName(season.role)}</Text> : <Badge tone="warning">No main declared</Badge>}
            {canEdit && season.source === 'league' ? (
              <Button size="sm" variant={season.role ? 'ghost' : 'primary'} onClick={onSelectMain} aria-label={`Select your main for ${season.seasonName}`}>
                {season.role ? 'Change main' : 'Select your main'}
              </Button>
            ) : null}
            {season.source === 'custom' ? (
              <Button size="sm" variant="ghost" onClick={onOpen} aria-label={`Open ${season.seasonName}`}>
                {canEdit ? 'Edit' : 'View'}
              </Button>
            ) : null}
            {canApprove ? (
              <Button size="sm" onClick={onApprove} aria-label={`Approve ${season.seasonName}`}>
                Approve
              </Button>
            ) : null}
          </Inline>
        </Inline>
        <Text size="sm" tone="muted">
          {season.formatName} · {season.divisionName} · {month(season.startedAt)} – {season.leftAt ? month(season.leftAt) : 'now'} ·{' '}
          {season.teamUrl ? (
            <a href={season.teamUrl} target="_blank" rel="noopener noreferrer">
              Team page
            </a>
          ) : null}
        </Text>
      </Stack>
    </li>
  );
}

/** docs/product.md "Screens and routes" "Season history card": league and custom seasons, newest first; mains declared here (docs/product.md "Validation", "Permissions"). */
export function SeasonHistoryCard({
  profile,
  viewer,
  onProfile,
}: {
  profile: ProfileResponse;
  viewer: SelfResponse | null;
  onProfile(next: ProfileResponse): void;
}) {
  const api = useApi();
  const toast = useToast();
  const [mainFor, setMainFor] = useState<ProfileSeason | null>(null);
  const [custom, setCustom] = useState<{ season: ProfileSeason | null } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const canEdit = canEditSeasonMain(viewer, profile.steamid);
  const own = viewer?.steamid === profile.steamid;
  const missing = profile.seasons.filter((s) => s.source === 'league' && !s.role).length;

  const refresh = async () => {
    setRefreshing(true);
    try {
      const answer = await api.get<RefreshHistoryResponse>(`${pathOf(routes.refreshHistory)}?id=${encodeURIComponent(profile.steamid)}`);
      onProfile(answer.profile);
      if (answer.leagueError) toast.show({ title: 'The league is unavailable', description: answer.leagueError, variant: 'warning' });
      else toast.show({ title: 'Seasons refreshed', variant: 'success' });
    } catch {
      // the api client shows the failure
    } finally {
      setRefreshing(false);
    }
  };
  const approve = async (season: ProfileSeason) => {
    try {
      await api.get(pathOf(routes.approveCustomSeason, { id: season._id }));
      toast.show({ title: 'Season approved', variant: 'success' });
      onProfile(await api.get<ProfileResponse>(pathOf(routes.profile, { id: profile.steamid })));
    } catch {
      // the api client shows the failure
    }
  };

  return (
    // `#declare-mains` is where the tutorial sends a player to declare their mains.
    <Card as="section" aria-labelledby="seasons-heading" id="declare-mains">
      <Stack gap="md">
        <Inline gap="sm" justify="between">
          <Heading level={2} id="seasons-heading">
            Season history
          </Heading>
          {canEdit ? (
            <Inline gap="xs">
              <Button size="sm" variant="secondary" loading={refreshing} disabled={refreshing} onClick={() => void refresh()}>
                Refresh from the league
              </Button>
              <Button size="sm" onClick={() => setCustom({ season: null })}>
                Request custom experience
              </Button>
            </Inline>
          ) : null}
        </Inline>
        {own && missing > 0 ? (
          <Text size="sm" tone="primary">
            Declare your main for {missing === 1 ? 'one season' : `${missing} seasons`}: it sets your starting elo in each class.
          </Text>
        ) : null}
        {profile.seasons.length === 0 ? (
          <Text tone="muted">No league seasons yet.{canEdit ? ' Played in another league? Request custom experience.' : ''}</Text>
        ) : (
          <ScrollArea maxHeight={SEASONS_LIST_MAX_HEIGHT} label="Seasons, newest first">
            <Stack as="ul" gap="md">
              {profile.seasons.map((season) => (
                <SeasonRow
                  key={season._id}
                  season={season}
                  canEdit={canEdit}
                  canApprove={season.source === 'custom' && canApproveCustomSeason(viewer, season)}
                  onSelectMain={() => setMainFor(season)}
                  onOpen={() => setCustom({ season })}
                  onApprove={() => void approve(season)}
                />
              ))}
            </Stack>
          </ScrollArea>
        )}
      </Stack>
      {mainFor ? <SelectMainDialog steamid={profile.steamid} season={mainFor} onClose={() => setMainFor(null)} onSaved={onProfile} /> : null}
      {custom ? (
        <CustomSeasonDialog steamid={profile.steamid} viewer={viewer} season={custom.season} onClose={() => setCustom(null)} onSaved={onProfile} />
      ) : null}
    </Card>
  );
}
