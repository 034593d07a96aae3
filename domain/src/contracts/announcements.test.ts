import { describe, expect, it } from 'vitest';
import { announcementExpiryProblem, isSafeAnnouncementLink, visibleAnnouncements, type Announcement } from '../community/announcements.ts';
import { announcementBodySchema } from './announcements.ts';

describe('announcements', () => {
  it('links only to https addresses with a host and no credentials', () => {
    for (const ok of ['https://example.com', 'https://example.com/cup?x=1#a', 'https://sub.example.com:8443/a@b'])
      expect(isSafeAnnouncementLink(ok), ok).toBe(true);
    for (const bad of [
      'http://example.com',
      'javascript:alert(1)',
      'https://user:pass@example.com',
      'https://user@example.com',
      'https://',
      'https:///x',
      '//example.com',
      'https://exa mple.com',
      'https://example.com/\u0000',
      'HTTPS://example.com\n',
    ])
      expect(isSafeAnnouncementLink(bad), bad).toBe(false);
  });

  it('takes one line of text up to 300 characters, the link optional', () => {
    const at = Date.now() + 1000;
    expect(announcementBodySchema.parse({ text: '  Cup night  ', expiresAt: at })).toEqual({ text: 'Cup night', link: null, expiresAt: at });
    expect(announcementBodySchema.parse({ text: 'x', link: '', expiresAt: at }).link).toBeNull();
    expect(announcementBodySchema.safeParse({ text: 'x'.repeat(301), expiresAt: at }).success).toBe(false);
    expect(announcementBodySchema.safeParse({ text: 'a\tb', expiresAt: at }).success).toBe(false);
    expect(announcementBodySchema.safeParse({ text: 'x', link: 'ftp://x', expiresAt: at }).success).toBe(false);
  });

  it('expires within a year, in the future; shows the live ones not dismissed, newest first', () => {
    expect(announcementExpiryProblem(100, 100)).toMatch(/future/);
    expect(announcementExpiryProblem(100 + 366 * 24 * 3600 * 1000, 100)).toMatch(/year/);
    expect(announcementExpiryProblem(200, 100)).toBeNull();
    const a = (id: string, createdAt: number, expiresAt: number): Announcement => ({ _id: id, text: id, link: null, createdAt, expiresAt });
    expect(
      visibleAnnouncements([a('old', 1, 50), a('first', 2, 500), a('second', 3, 500), a('gone', 4, 500)], new Set(['gone']), 100).map((x) => x._id),
    ).toEqual(['second', 'first']);
  });
});
