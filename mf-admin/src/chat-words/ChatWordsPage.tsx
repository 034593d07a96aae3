import { useState, type FormEvent } from 'react';
import { Button, Callout, Card, Field, Heading, Inline, Spinner, Stack, Text } from '@pug/design-system';
import { CHAT_FILTER_WORD_MAX, isFilterWord, normalizeFilterWords, pathOf, routes, type ChatWordsResponse, type RouteBody } from '@pug/domain';
import { useApi, useApiQuery, useToast } from '@pug/platform';

/**
 * /admin/chat-words: the queue chat's word filter. A message holding a listed word (a whole word,
 * any case) is refused with the word named (docs/decisions.md "Queue chat"). Each change saves the
 * whole list at once and is audited.
 */
export function ChatWordsPage() {
  const api = useApi();
  const toast = useToast();
  const query = useApiQuery<ChatWordsResponse>(pathOf(routes.chatWords));
  const [word, setWord] = useState('');
  const [saving, setSaving] = useState(false);
  if (query.loading && !query.data) return <Spinner label="Loading the chat filter…" />;
  if (!query.data)
    return (
      <Callout tone="error" title="The chat filter could not be loaded">
        {query.error?.message ?? 'Unknown error'}
      </Callout>
    );
  const words = query.data.words;
  const trimmed = word.trim();
  const problem = trimmed && !isFilterWord(trimmed) ? `Letters and digits only, at most ${CHAT_FILTER_WORD_MAX}` : undefined;

  const save = async (next: string[], done: string) => {
    setSaving(true);
    try {
      const body: RouteBody<'putChatWords'> = { words: normalizeFilterWords(next) };
      await api.request<ChatWordsResponse>('PUT', pathOf(routes.putChatWords), { body });
      toast.show({ variant: 'success', title: done });
      await query.refetch();
      return true;
    } catch {
      return false; // toasted by the api client
    } finally {
      setSaving(false);
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || problem) return;
    if (await save([...words, trimmed], `“${trimmed}” added`)) setWord('');
  };

  return (
    <Stack gap="md">
      <Heading level={2}>Chat filter</Heading>
      <Text size="sm" tone="muted">
        A chat message holding one of these words (a whole word, any case) is not sent; its writer is told which word.
      </Text>
      <Card padding="md">
        <form aria-label="Add a word" onSubmit={(e) => void add(e)}>
          <Inline gap="sm" align="end">
            <Field label="Word" error={problem}>
              {(p) => <input {...p} type="text" autoComplete="off" maxLength={CHAT_FILTER_WORD_MAX} value={word} onChange={(e) => setWord(e.target.value)} />}
            </Field>
            <Button type="submit" disabled={!trimmed || problem !== undefined || saving}>
              Add
            </Button>
          </Inline>
        </form>
      </Card>
      {words.length === 0 ? <Text tone="muted">No words yet: every message goes through.</Text> : null}
      <Stack gap="xs" as="ul" padding="none" margin="none" aria-label="Filtered words">
        {words.map((w) => (
          <Card as="li" key={w} padding="sm">
            <Inline gap="sm" justify="between">
              <Text breakAnywhere>{w}</Text>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Remove ${w}`}
                disabled={saving}
                onClick={() =>
                  void save(
                    words.filter((x) => x !== w),
                    `“${w}” removed`,
                  )
                }
              >
                Remove
              </Button>
            </Inline>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
