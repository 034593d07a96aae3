import { useState, type FormEvent } from 'react';
import { Button, Field, Heading, Inline, ScrollArea, Stack, Text, useConfirm } from '@pug/design-system';
import { pathOf, pugRconBodySchema, rconCommandRefusal, RCON_COMMAND_MAX, routes, type Pug, type PugRconAnswer } from '@pug/domain';
import { useApi, useToast } from '@pug/platform';

/** How many console answers stay on screen. */
const ANSWERS_KEPT = 5;

/**
 * An admin's game control on a live pug's server: run its set-up again
 * (POST /api/pug/{id}/server/reinitialize), move the pug to another free server
 * (…/server/reassign), and an RCON console (POST /api/pug/{id}/rcon). The players' pages fetch
 * the new connect string by themselves (`serverUpdate`). The console refuses a secret cvar before
 * sending, with the api's own rule; the api masks secrets in the answers and audits each command.
 */
export function PugServerControls({ pug }: { pug: Pug }) {
  const api = useApi();
  const toast = useToast();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const [command, setCommand] = useState('');
  const [answers, setAnswers] = useState<PugRconAnswer[]>([]);
  if (pug.phase !== 'Pregame' && pug.phase !== 'Playing') return null;

  const run = async (action: 'reinitialize' | 'reassign') => {
    const ok = await confirm(
      action === 'reinitialize'
        ? {
            title: 'Reinitialize the server?',
            description: 'Its set-up runs again: everyone on it is kicked, the map reloads and the players get a new password (their page shows it).',
            confirmLabel: 'Reinitialize',
            tone: 'danger',
          }
        : {
            title: 'Move the pug to another server?',
            description: 'A free server is set up for it, then this one is reset. The players are kicked and their page shows the new server.',
            confirmLabel: 'Reassign server',
            tone: 'danger',
          },
    );
    if (!ok) return;
    setBusy(true);
    try {
      const route = action === 'reinitialize' ? routes.reinitializePugServer : routes.reassignPugServer;
      const server = await api.post<{ name: string }>(pathOf(route, { id: pug._id }), {});
      toast.show({ variant: 'success', title: action === 'reinitialize' ? 'Server reinitialized' : `Pug moved to ${server.name}` });
    } catch {
      // toasted by the api client (409: no free server, or the set-up failed)
    } finally {
      setBusy(false);
    }
  };

  const refusal = rconCommandRefusal(command);
  const valid = !refusal && pugRconBodySchema.safeParse({ command }).success;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setBusy(true);
    try {
      const answer = await api.post<PugRconAnswer>(pathOf(routes.pugRcon, { id: pug._id }), { command: command.trim() });
      setAnswers((kept) => [answer, ...kept].slice(0, ANSWERS_KEPT));
      setCommand('');
    } catch {
      // toasted by the api client (refused, too many, no answer)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" as="section" aria-label="Game server">
      <Heading level={4}>Game server</Heading>
      <Inline gap="sm">
        <Button variant="secondary" size="sm" onClick={() => void run('reinitialize')} disabled={busy}>
          Reinitialize server
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void run('reassign')} disabled={busy}>
          Reassign server
        </Button>
      </Inline>
      <form onSubmit={(e) => void send(e)}>
        <Stack gap="xs">
          <Field label="RCON command" error={refusal ?? undefined} hint="Sent to the pug's server and recorded in the audit log; secrets are masked.">
            {(p) => (
              <input {...p} value={command} maxLength={RCON_COMMAND_MAX} autoComplete="off" spellCheck={false} onChange={(e) => setCommand(e.target.value)} />
            )}
          </Field>
          <Inline gap="sm">
            <Button type="submit" size="sm" disabled={!valid || busy} loading={busy}>
              Send
            </Button>
          </Inline>
        </Stack>
      </form>
      {answers.length > 0 ? (
        <ScrollArea maxHeight={240} label="RCON answers">
          <Stack gap="sm" role="log">
            {answers.map((a, i) => (
              <Stack gap="xxs" key={`${answers.length - i}`}>
                <Text size="xs" mono weight="bold" breakAnywhere>
                  &gt; {a.command}
                </Text>
                {(a.answer.trimEnd() || '(no answer)').split('\n').map((line, j) => (
                  <Text key={j} size="xs" mono breakAnywhere>
                    {line}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea>
      ) : null}
      {dialog}
    </Stack>
  );
}
