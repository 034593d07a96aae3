import { useState, type FormEvent } from 'react';
import { Badge, Button, Callout, Dialog, Inline, SelectField, Stack, Text, TextField } from '@pug/design-system';
import {
  canEditCustomSeason,
  canSubmitCustomSeason,
  DIVISIONS,
  isValidSeasonClass,
  pathOf,
  type ProfileResponse,
  type ProfileSeason,
  routes,
  SEASON_FORMAT_NAMES,
  type SeasonFormatName,
  seasonNumberSchema,
  type SelfResponse,
  TEAM_URL_ON_SITE_MESSAGE,
  teamUrlPointsAtSite,
} from '@pug/domain';
import { useApi } from '@pug/platform';
import { mainOptions } from './seasonClasses.ts';

const isoDay = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString().slice(0, 10) : '');

interface Form {
  formatName: SeasonFormatName;
  teamUrl: string;
  seasonId: string;
  startedAt: string;
  leftAt: string;
  divisionName: string;
  role: string;
}

function initialForm(season: ProfileSeason | null): Form {
  return {
    formatName: SEASON_FORMAT_NAMES.find((name) => name === season?.formatName) ?? SEASON_FORMAT_NAMES[0],
    teamUrl: season?.teamUrl ?? '',
    seasonId: season ? String(season.seasonId) : '',
    startedAt: isoDay(season?.startedAt),
    leftAt: isoDay(season?.leftAt),
    divisionName: season?.divisionName ?? '',
    role: season?.role ?? '',
  };
}

/** The season number is parsed as an integer ("4.7" is season 4), as the api parses it. */
function seasonNumberError(value: string): string | null {
  if (!value.trim()) return 'The season number is required';
  const parsed = seasonNumberSchema.safeParse(value);
  return parsed.success && parsed.data >= 0 ? null : 'Must be a season number';
}

/**
 * "Request Custom Experience" (docs/product.md "Screens and routes", "Validation"): a full season in another established league. Submit
 * is disabled while sending, without a start date, team URL or division, or with a class the
 * format does not have. Opening a saved season shows it (editable by its owner while pending, by
 * an admin always) and offers to delete it.
 */
export function CustomSeasonDialog({
  steamid,
  viewer,
  season,
  onClose,
  onSaved,
}: {
  steamid: string;
  viewer: SelfResponse | null;
  season: ProfileSeason | null;
  onClose(): void;
  onSaved(next: ProfileResponse): void;
}) {
  const api = useApi();
  const [form, setForm] = useState<Form>(() => initialForm(season));
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const editable = !season || canEditCustomSeason(viewer, { ...season, steamid });
  const canDelete = !!season && !!viewer && (viewer.isAdmin || viewer.steamid === steamid);
  const numberError = seasonNumberError(form.seasonId);
  const classError = form.role && !isValidSeasonClass(form.formatName, form.role) ? `Not a ${form.formatName} class` : null;
  // The api refuses it too: a team page that leads back into this site.
  const urlError = form.teamUrl.trim() && teamUrlPointsAtSite(form.teamUrl, [window.location.origin]) ? TEAM_URL_ON_SITE_MESSAGE : null;
  const ready = canSubmitCustomSeason(form, sending) && !numberError && !urlError;
  const locked = !editable || sending;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!ready) return;
    setSending(true);
    try {
      const next = await api.post<ProfileResponse>(pathOf(routes.customSeason), {
        ...(season ? { _id: season._id } : {}),
        teamUrl: form.teamUrl.trim(),
        seasonId: form.seasonId.trim(),
        startedAt: form.startedAt,
        leftAt: form.leftAt || null,
        formatName: form.formatName,
        role: form.role,
        divisionName: form.divisionName,
        steamid,
      });
      onSaved(next);
      onClose();
    } catch {
      setSending(false);
    }
  };
  const remove = async () => {
    if (!season) return;
    setSending(true);
    try {
      const next = await api.del<ProfileResponse>(pathOf(routes.deleteCustomSeason, { id: season._id }));
      onSaved(next);
      onClose();
    } catch {
      setSending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={season ? season.seasonName : 'Request Custom Experience'}
      width={560}
      footer={
        <Inline gap="sm" justify="between">
          {canDelete ? (
            <Button variant="danger" disabled={sending} onClick={() => void remove()}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Inline gap="sm">
            <Button variant="secondary" onClick={onClose}>
              {editable ? 'Cancel' : 'Close'}
            </Button>
            {editable ? (
              <Button type="submit" form="custom-season-form" disabled={!ready} loading={sending}>
                {season ? 'Save' : 'Submit'}
              </Button>
            ) : null}
          </Inline>
        </Inline>
      }
    >
      <form id="custom-season-form" onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          {season ? (
            <Inline gap="sm">{season.approved ? <Badge tone="success">Approved</Badge> : <Badge tone="warning">PENDING</Badge>}</Inline>
          ) : (
            <Callout tone="info" title="Requirements">
              A full season (not a weekend cup or tournament), 6s or Highlander, in an established league such as UGC, ESEA, ETF2L or OZF. An admin checks each
              request.
            </Callout>
          )}
          <Stack gap="sm">
            <SelectField
              disabled={locked}
              label="Format"
              value={form.formatName}
              onChange={(e) => set('formatName', e.target.value as SeasonFormatName)}
              options={SEASON_FORMAT_NAMES.map((name) => ({ value: name, label: name }))}
            />
            <TextField
              disabled={locked}
              label="Team page URL"
              type="url"
              required
              placeholder="https://etf2l.org/teams/…"
              value={form.teamUrl}
              onChange={(e) => set('teamUrl', e.target.value)}
              error={touched && !form.teamUrl.trim() ? 'The team page URL is required' : (urlError ?? undefined)}
            />
            <Inline gap="sm" align="start">
              <TextField
                disabled={locked}
                label="Season number"
                inputMode="numeric"
                required
                value={form.seasonId}
                onChange={(e) => set('seasonId', e.target.value)}
                error={(touched || form.seasonId) && numberError ? numberError : undefined}
              />
              <SelectField
                disabled={locked}
                label="Division"
                placeholder="Choose a division…"
                required
                value={form.divisionName}
                onChange={(e) => set('divisionName', e.target.value)}
                options={DIVISIONS.map((d) => ({ value: d.name, label: d.name }))}
              />
            </Inline>
            <Inline gap="sm" align="start">
              <TextField disabled={locked} label="Started" type="date" required value={form.startedAt} onChange={(e) => set('startedAt', e.target.value)} />
              <TextField
                disabled={locked}
                label="Left"
                type="date"
                hint="Empty if you are still on the team"
                value={form.leftAt}
                onChange={(e) => set('leftAt', e.target.value)}
              />
            </Inline>
            <SelectField
              disabled={locked}
              label="Class"
              placeholder="Choose a class…"
              required
              value={form.role}
              onChange={(e) => e.target.value && set('role', e.target.value)}
              options={mainOptions(form.formatName)}
              hint="If you played several classes, choose the one you played most."
              error={classError ?? undefined}
            />
          </Stack>
          {!editable ? <Text tone="muted">Only an admin can change an approved season.</Text> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
