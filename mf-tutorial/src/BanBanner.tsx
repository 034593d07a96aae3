import { useState } from 'react';
import { Box, Button, Callout, Dialog, Field, Stack, Text } from '@pug/design-system';
import { APPEAL_MAX_LENGTH, banExpiryText, type Discipline, isAppealText, pathOf, routes } from '@pug/domain';
import { ApiError, useApi } from '@pug/platform';

/** What `?sampleban` shows a signed-in player (docs/product.md "Screens and routes": the query parameter fakes a ban state). */
export const SAMPLE_BAN: Discipline = {
  isBan: true,
  date: Date.now(),
  expires: Date.now() + 3 * 24 * 60 * 60 * 1000,
  reason: 'Sample ban: this is what a banned player sees.',
};

/**
 * The ban banner, on every page above its content: reason, expiry, one appeal (docs/product.md "Rules", "Errors"). It
 * does not lock the site: a banned player still reads the ladder, profiles and pugs; what they
 * cannot do the api refuses and the pages disable with the reason. "Appeal" opens the appeal form
 * (POST /api/appealBan/) in a dialog. The banner cannot be dismissed; it goes when the ban ends or
 * an admin accepts the appeal (the session's userUpdate).
 */
export function BanBanner({ ban, sample, now }: { ban: Discipline; sample: boolean; now: number }) {
  const [open, setOpen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const appealed = submitted || Boolean(ban.appeal);
  const status = ban.appealRejected
    ? 'Your appeal was read and rejected: the ban stays until it expires.'
    : appealed
      ? 'Your appeal was submitted. An admin will read it.'
      : null;
  return (
    <Box marginBottom="lg">
      <Callout
        tone="warning"
        title="You are currently banned!"
        action={
          status ? null : (
            <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
              Appeal
            </Button>
          )
        }
      >
        <Stack gap="xs">
          <Text size="sm">Reason: {ban.reason}</Text>
          <Text size="sm">Expires in {banExpiryText(ban, now)}</Text>
          <Text size="sm" tone="muted">
            You can still browse the site, but not queue, ready up or sub in. Appeals are handled only here on the site, never through tickets or direct
            messages.
          </Text>
          {status ? (
            <Text size="sm" tone={ban.appealRejected ? 'error' : 'success'}>
              {status}
            </Text>
          ) : null}
        </Stack>
      </Callout>
      <Dialog open={open} onOpenChange={setOpen} title="Appeal your ban" width={600}>
        {sample ? (
          <Text tone="muted">This is a sample ban; there is nothing to appeal.</Text>
        ) : appealed ? (
          <Text tone="success">Your appeal was submitted. An admin will read it.</Text>
        ) : (
          <AppealForm onSent={() => setSubmitted(true)} />
        )}
      </Dialog>
    </Box>
  );
}

/** The one appeal of a ban; a 409 (already appealed from another tab) counts as sent. */
function AppealForm({ onSent }: { onSent: () => void }) {
  const api = useApi();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const valid = isAppealText(text);

  async function submit() {
    if (!valid) return;
    setSending(true);
    try {
      await api.post(pathOf(routes.appealBan), { reason: text.trim() });
      onSent();
    } catch (err) {
      // Already appealed (another tab): say so; other failures were toasted by the api client.
      if (err instanceof ApiError && err.status === 409) onSent();
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm">
      <Field label="Appeal" hint="One appeal per ban: say what happened and why the ban should be lifted.">
        {(p) => <textarea {...p} rows={4} maxLength={APPEAL_MAX_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <Button onClick={() => void submit()} disabled={!valid || sending} loading={sending}>
        Send appeal
      </Button>
    </Stack>
  );
}
