import { useState } from 'react';
import { Card, CheckboxField, Heading, SelectField, Stack } from '@pug/design-system';
import { pathOf, type Preferences, routes, SOUND_PACKS } from '@pug/domain';
import { useApi, useSession } from '@pug/platform';

const packLabel = (p: string) => p[0]!.toUpperCase() + p.slice(1);

/**
 * The player's own preferences: text effects (the blazing name), the announcer's voice pack, and,
 * with a linked Discord account, a DM when a queue they added to for the night reaches ready-up
 * (docs/product.md "Rules").
 */
export function PreferencesCard({ preferences, discordLinked = false, onSaved }: { preferences: Preferences; discordLinked?: boolean; onSaved(): void }) {
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
        {discordLinked ? (
          <CheckboxField
            label="Discord DM for the night"
            hint="A direct message when a queue you added to for the night is ready for you, and when the add ends."
            checked={prefs.nightAddDm === true}
            disabled={saving}
            onChange={(e) => void save({ nightAddDm: e.target.checked })}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
