/** Typed handles on every collection the app uses. */
import { watchWrites } from './write-watch.ts';
import type { Collection, Db } from 'mongodb';
import type {
  AnnouncementDismissalDoc,
  AnnouncementDoc,
  AuditDoc,
  CalibrationCountersDoc,
  ChatMessageDoc,
  ChatMuteDoc,
  CustomSeasonDoc,
  DisciplineDoc,
  DiscordMessageDoc,
  DiscordVoiceDoc,
  EloHistoryDoc,
  LeaseDoc,
  MapDoc,
  MetaDoc,
  NightAddDoc,
  NotificationDoc,
  PlayerRecordDoc,
  PlayerMatesDoc,
  PugDoc,
  QueueDoc,
  ReportDoc,
  ServerDoc,
  SessionDoc,
  StatisticsCountersDoc,
  UserDoc,
  XpRequestLogDoc,
} from './documents.ts';

export interface Collections {
  users: Collection<UserDoc>;
  queues: Collection<QueueDoc>;
  pugs: Collection<PugDoc>;
  maps: Collection<MapDoc>;
  reports: Collection<ReportDoc>;
  discipline: Collection<DisciplineDoc>;
  customSeasons: Collection<CustomSeasonDoc>;
  notifications: Collection<NotificationDoc>;
  servers: Collection<ServerDoc>;
  sessions: Collection<SessionDoc>;
  leases: Collection<LeaseDoc>;
  eloHistory: Collection<EloHistoryDoc>;
  meta: Collection<MetaDoc>;
  auditLog: Collection<AuditDoc>;
  xpRequestLog: Collection<XpRequestLogDoc>;
  discordMessages: Collection<DiscordMessageDoc>;
  discordVoice: Collection<DiscordVoiceDoc>;
  announcements: Collection<AnnouncementDoc>;
  announcementDismissals: Collection<AnnouncementDismissalDoc>;
  statisticsCounters: Collection<StatisticsCountersDoc>;
  playerRecords: Collection<PlayerRecordDoc>;
  playerMates: Collection<PlayerMatesDoc>;
  calibrationCounters: Collection<CalibrationCountersDoc>;
  chatMessages: Collection<ChatMessageDoc>;
  chatMutes: Collection<ChatMuteDoc>;
  nightAdds: Collection<NightAddDoc>;
}

/** The player's own records (what GET /api/self/ reads) say when they are written (write-watch.ts). */
export function getCollections(db: Db): Collections {
  return {
    users: watchWrites(db.collection<UserDoc>('users')),
    queues: db.collection<QueueDoc>('queues'),
    pugs: db.collection<PugDoc>('pugs'),
    maps: db.collection<MapDoc>('maps'),
    reports: db.collection<ReportDoc>('reports'),
    discipline: watchWrites(db.collection<DisciplineDoc>('discipline')),
    customSeasons: watchWrites(db.collection<CustomSeasonDoc>('customSeasons')),
    notifications: watchWrites(db.collection<NotificationDoc>('notifications')),
    servers: db.collection<ServerDoc>('servers'),
    sessions: db.collection<SessionDoc>('sessions'),
    leases: db.collection<LeaseDoc>('leases'),
    eloHistory: db.collection<EloHistoryDoc>('eloHistory'),
    meta: db.collection<MetaDoc>('meta'),
    auditLog: db.collection<AuditDoc>('auditLog'),
    xpRequestLog: db.collection<XpRequestLogDoc>('xpRequestLog'),
    discordMessages: db.collection<DiscordMessageDoc>('discordMessages'),
    discordVoice: db.collection<DiscordVoiceDoc>('discordVoice'),
    announcements: db.collection<AnnouncementDoc>('announcements'),
    announcementDismissals: db.collection<AnnouncementDismissalDoc>('announcementDismissals'),
    statisticsCounters: db.collection<StatisticsCountersDoc>('statisticsCounters'),
    playerRecords: db.collection<PlayerRecordDoc>('playerRecords'),
    playerMates: db.collection<PlayerMatesDoc>('playerMates'),
    calibrationCounters: db.collection<CalibrationCountersDoc>('calibrationCounters'),
    chatMessages: db.collection<ChatMessageDoc>('chatMessages'),
    chatMutes: db.collection<ChatMuteDoc>('chatMutes'),
    nightAdds: db.collection<NightAddDoc>('nightAdds'),
  };
}
