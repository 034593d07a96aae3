import { useState } from 'react';
import { Button, Dialog, Field, Stack, Text } from '@pug/design-system';
import { APPEAL_MAX_LENGTH, banExpiryText, type Discipline, isAppealText, pathOf, routes } from '@pug/domain';
import { ApiError, useApi } from '@pug/platform';

/** What `?sampleban` shows a signed-in player (spec §2: the query parameter fakes a ban state). */
export const SAMPLE_BAN: Discipline = {
  isBan: true,
  date: Date.now(),
  expires: Date.now() + 3 * 24 * 60 * 60 * 1000,
  reason: 'Sample ban: this is what a banned player sees.',
};

/**
 * The ban modal: reason, expiry, one appeal (spec §4, §8), sent to POST /api/appealBan/. It cannot
 * be dismissed: no close button, Escape and clicks outside do nothing; it goes when the ban ends
 * or an admin accepts the appeal (the session's userUpdate).
 */
export function BanOverlay({ ban, sample, now }: { ban: Discipline; sample: boolean; now: number }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const appealed = submitted || Boolean(ban.appeal);
  const valid = isAppealText(text);

  async function submit() {
    if (!valid) return;
    setSending(true);
    try {
      await api.post(pathOf(routes.appealBan), { reason: text.trim() });
      setSubmitted(true);
    } catch (err) {
      // Already appealed (another tab): say so; other failures were toasted by the api client.
      if (err instanceof ApiError && err.status === 409) setSubmitted(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open onOpenChange={() => undefined} title="You are currently banned!" width={600} hideCloseButton closeOnOverlayClick={false}>
      <Stack gap="md">
        <Text>Reason: {ban.reason}</Text>
        <Text tone="muted">Expires in {banExpiryText(ban, now)}</Text>
        <Text size="sm">Appeals are handled only here on the site, never through tickets or direct messages.</Text>
        {ban.appealRejected ? (
          <Text tone="error">Your appeal was read and rejected: the ban stays until it expires.</Text>
        ) : appealed ? (
          <Text tone="success">Your appeal was submitted. An admin will read it.</Text>
        ) : sample ? (
          <Text tone="muted">This is a sample ban; there is nothing to appeal.</Text>
        ) : (
          <Stack gap="sm">
            <Field label="Appeal" hint="One appeal per ban: say what happened and why the ban should be lifted.">
              {(p) => <textarea {...p} rows={4} maxLength={APPEAL_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />}
            </Field>
            <Button onClick={() => void submit()} disabled={!valid || sending} loading={sending}>
              Send appeal
            </Button>
          </Stack>
        )}
      </Stack>
    </Dialog>
  );
}
