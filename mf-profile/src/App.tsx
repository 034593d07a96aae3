import { useParams } from 'react-router';
import { BuildStamp, type RemoteAppProps } from '@pug/platform';
import { Stack } from '@pug/design-system';
import { CalibrationPage } from './Calibration/CalibrationPage.tsx';
import { LadderPage } from './Ladder/LadderPage.tsx';
import { ProfilePage } from './Profile/ProfilePage.tsx';
import { StatisticsPage } from './Statistics/StatisticsPage.tsx';

/** `/players` the ladder; `/players/:steamid` a player's profile; `/statistics` the statistics and hall of fame; `/calibration` the predictions' calibration. */
export default function App({ basePath }: RemoteAppProps) {
  const { steamid } = useParams();
  return (
    <Stack gap="lg">
      {basePath === '/statistics' ? (
        <StatisticsPage />
      ) : basePath === '/calibration' ? (
        <CalibrationPage />
      ) : steamid === undefined ? (
        <LadderPage />
      ) : (
        <ProfilePage steamid={steamid} />
      )}
      <BuildStamp app={__PUG_APP__} build={__PUG_BUILD_ID__} />
    </Stack>
  );
}
