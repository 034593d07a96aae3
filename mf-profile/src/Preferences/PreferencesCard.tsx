import { useState } from 'react';
import { Card, CheckboxField, Heading, SelectField, Stack } from '@pug/design-system';
import { pathOf, type Preferences, routes, SOUND_PACKS } from '@pug/domain';
import { useApi, useSession } from '@pug/platform';

const packLabel = (p: string) => p[0]!.toUpperCase() + p.slice(1);

/** The player's own preferences: text effects (the blazing name) and the announcer's voice pack. */
export function PreferencesCard({ preferences, onSaved }: { preferences: Preferences; onSaved(): void }) {
  const api = useApi();
  const session = useSession();
  const [prefs, setPrefs] = useState(preferences);
  const [saving, setSaving] = useState(false);
  const save = async (change: Partial<Preferences>) => {
    const before = prefs;
    setPrefs({ ...prefs, ...change });
    setSaving(true);
    try {
      setPrefs(await api.post<Preferences>(pathOf(routes.preferences), change));
      await session.refresh();
      onSaved();
    } catch {
      setPrefs(before);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="prefs-heading">
      <Stack gap="md">
        <Heading level={2} id="prefs-heading">
          Preferences
        </Heading>
        <CheckboxField
          label="Hide text effects"
          hint="No blazing names for players on a win streak."
          checked={prefs.hideTextEffects}
          disabled={saving}
          onChange={(e) => void save({ hideTextEffects: e.target.checked })}
        />
        <SelectField
          label="Announcer voice pack"
          value={prefs.voicePack}
          disabled={saving}
          onChange={(e) => void save({ voicePack: e.target.value })}
          options={SOUND_PACKS.map((p) => ({ value: p, label: packLabel(p) }))}
        />
      </Stack>
    </Card>
  );
}
