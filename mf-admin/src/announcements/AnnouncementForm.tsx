import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Text } from '@pug/design-system';
import { ANNOUNCEMENT_TEXT_MAX, announcementBodySchema, announcementExpiryProblem, type AnnouncementBody } from '@pug/domain';

const DAY = 24 * 60 * 60 * 1000;

/** A `datetime-local` value for epoch ms, in the browser's time zone. */
function toLocalInput(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface AnnouncementDraft {
  text: string;
  link: string | null;
  expiresAt: number;
}

/** The form to post a banner or change one: the text (plain text), an optional https link, and when it expires. */
export function AnnouncementForm({
  title,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial?: AnnouncementDraft;
  submitLabel: string;
  onSubmit(body: AnnouncementBody): Promise<boolean>;
  onCancel?(): void;
}) {
  const [text, setText] = useState(initial?.text ?? '');
  const [link, setLink] = useState(initial?.link ?? '');
  const [expires, setExpires] = useState(() => toLocalInput(initial?.expiresAt ?? Date.now() + DAY));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const expiresAt = new Date(expires).getTime();
    const parsed = announcementBodySchema.safeParse({ text, link: link.trim() || null, expiresAt: Number.isFinite(expiresAt) ? expiresAt : 0 });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path[0] === 'link' ? 'Link' : issue.path[0] === 'expiresAt' ? 'Expires' : 'Text';
      return setError(`${field}: ${issue.message}`);
    }
    const problem = announcementExpiryProblem(parsed.data.expiresAt, Date.now());
    if (problem) return setError(`Expires: ${problem.replace('expiresAt ', '')}`);
    setError(null);
    setSending(true);
    try {
      if ((await onSubmit(parsed.data)) && !initial) {
        setText('');
        setLink('');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Box as="form" display="flex" flexDirection="column" gap="sm" aria-label={title} onSubmit={(e: FormEvent) => void submit(e)}>
      <Heading level={3}>{title}</Heading>
      <Field label="Text" required hint={`${text.trim().length}/${ANNOUNCEMENT_TEXT_MAX} characters, plain text`}>
        {(p) => <textarea {...p} value={text} rows={2} maxLength={ANNOUNCEMENT_TEXT_MAX} onChange={(e) => setText(e.target.value.replace(/[\r\n]+/g, ' '))} />}
      </Field>
      <Field label="Link (optional)" hint="An https address, shown as a link">
        {(p) => <input {...p} type="url" value={link} placeholder="https://" onChange={(e) => setLink(e.target.value)} autoComplete="off" />}
      </Field>
      <Field label="Expires" required>
        {(p) => <input {...p} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />}
      </Field>
      {error ? (
        <Text tone="error" role="alert">
          {error}
        </Text>
      ) : null}
      <Box display="flex" gap="sm">
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
