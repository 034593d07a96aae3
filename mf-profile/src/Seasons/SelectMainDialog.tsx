import { useState } from 'react';
import { Button, Dialog, SelectField, Stack, Text } from '@pug/design-system';
import { pathOf, type ProfileResponse, type ProfileSeason, routes } from '@pug/domain';
import { useApi } from '@pug/platform';
import { mainOptions } from './seasonClasses.ts';

/** "Select your main" (docs/product.md "Validation"): OK needs a class; Roster Rider (Did not play) is allowed. POST /api/teamRole. */
export function SelectMainDialog({
  steamid,
  season,
  onClose,
  onSaved,
}: {
  steamid: string;
  season: ProfileSeason;
  onClose(): void;
  onSaved(next: ProfileResponse): void;
}) {
  const api = useApi();
  const [role, setRole] = useState(season.role);
  const [sending, setSending] = useState(false);
  const save = async () => {
    setSending(true);
    try {
      const next = await api.post<ProfileResponse>(pathOf(routes.teamRole), {
        userId: steamid,
        role,
        seasonId: season.seasonId,
        joinAt: season.startedAt,
        _id: season._id,
      });
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
      title="Select your main"
      description={`${season.seasonName} · ${season.divisionName}`}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!role || sending} loading={sending} onClick={() => void save()}>
            OK
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <SelectField
          label="Class"
          placeholder="Choose a class…"
          value={role}
          onChange={(e) => setRole(e.target.value)}
          options={mainOptions(season.formatName)}
          required
        />
        <Text size="sm" tone="muted">
          If you played several classes, choose the one you played most.
        </Text>
      </Stack>
    </Dialog>
  );
}
