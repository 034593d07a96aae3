/** Where a player is elsewhere (docs/product.md "Screens and routes": links that open in new tabs). The league's page comes from configuration. */
import type { SteamId } from '../entities.ts';

export interface PlayerLink {
  label: string;
  href: string;
}

/** The league profile (when configured), Steam, logs.tf, demos.tf, UGC and ETF2L pages of a player. */
export function playerLinks(steamid: SteamId, leagueProfileUrl: string | null): PlayerLink[] {
  const id = encodeURIComponent(steamid);
  return [
    ...(leagueProfileUrl ? [{ label: 'League profile', href: leagueProfileUrl }] : []),
    { label: 'Steam', href: `https://steamcommunity.com/profiles/${id}` },
    { label: 'logs.tf', href: `https://logs.tf/profile/${id}` },
    { label: 'demos.tf', href: `https://demos.tf/profiles/${id}` },
    { label: 'UGC', href: `https://www.ugcleague.com/players_page.cfm?player_id=${id}` },
    { label: 'ETF2L', href: `https://etf2l.org/search/${id}/` },
  ];
}
