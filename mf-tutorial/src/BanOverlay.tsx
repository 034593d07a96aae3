import { useState } from 'react';
import { Button, Dialog, Stack, Text } from '@pug/design-system';
import { banExpiryText, type Discipline } from '@pug/domain';
import { useApi } from '@pug/platform';

/** What `?sampleban` shows (spec §2: the query parameter fakes a ban state). */
export const SAMPLE_BAN: Discipline = {
  isBan: true,
  date: Date.now(),
  expires: Date.now() + 3 * 24 * 60 * 60 * 1000,
  reason: 'Sample ban: this is what a banned player sees.',
};

/** The ban modal: reason, expiry, one appeal (spec §4, §8). It cannot be dismissed. */
export function BanOverlay({ ban, sample, now }: { ban: Discipline; sample: boolean; now: number }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(Boolean(ban.appeal));

  async function submit() {
    setSending(true);
    try {
      await api.post('/api/appealBan/', { reason: text.trim() });
      setSubmitted(true);
    } catch {
      // the api client already showed the error toast
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onOpenChange={() => undefined} title="You are currently banned!" width={600}>
      <Stack gap="md">
        <Text>Reason: {ban.reason}</Text>
        <Text tone="muted">Expires in {banExpiryText(ban, now)}</Text>
        <Text size="sm">Appeals are handled only here on the site, never through tickets or direct messages.</Text>
        {submitted ? (
          <Text tone="success">Your appeal was submitted. An admin will read it.</Text>
        ) : sample ? (
          <Text tone="muted">This is a sample ban; there is nothing to appeal.</Text>
        ) : (
          <Stack gap="sm">
            <label htmlFor="appeal-text">
              <Text>Appeal</Text>
            </label>
            <textarea id="appeal-text" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
            <Button onClick={submit} disabled={text.trim() === '' || sending} loading={sending}>
              Send appeal
            </Button>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
