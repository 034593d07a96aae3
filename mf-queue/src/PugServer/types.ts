/** GET /api/pugCreds/{id}: how a seated player joins the pug's game server (`connect` is null until one is ready). */
export interface PugCreds {
  pugId: string;
  connect: string | null;
  password?: string;
  /** steam://connect/… */
  steamUrl?: string;
  server?: { name: string; ipport: string };
  /** The player's team's voice channel (`mumble://…`, or `https://discord.com/channels/<guild>/<channel>` once the bot made it), when the site has voice. */
  voice?: { url: string; team: 'blu' | 'red' };
  /** While the server's log has not seen the player: when the automatic sub takes their seat (epoch ms). */
  joinBy?: number;
}
