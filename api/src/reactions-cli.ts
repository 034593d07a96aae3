/** `npm run reactions`: prints who reacts to each event (site-reactions.ts), in the order they run. */
import { DISCORD_BOT_ENV, printable, siteReactions } from './site-reactions.ts';

const site = await siteReactions();
const withBot = await siteReactions(DISCORD_BOT_ENV);
process.stdout.write(`${printable(site, withBot)}\n`);
