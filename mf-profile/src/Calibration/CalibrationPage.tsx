/**
 * `/calibration`: how well the predicted odds matched the results, per format (docs/product.md
 * "Calibration"): the reliability diagram, the Brier score per month, and in short the overall
 * scores against a coin flip and how far the typical pug was from 50 %. Only totals: no player and
 * no rating. The format lives in the URL.
 */
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Card,
  Heading,
  Inline,
  SelectField,
  Spinner,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  Tiles,
} from '@pug/design-system';
import { calibrationQuerySchema, COIN_FLIP, ELO_FORMATS, formatDisplayName, pathOf, routes, type CalibrationResponse } from '@pug/domain';
import { useApiQuery } from '@pug/platform';
import { percent, points, score } from './format.ts';
import { MonthlyScoreChart } from './MonthlyScoreChart.tsx';
import { ReliabilityDiagram } from './ReliabilityDiagram.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function InShort({ c, what }: { c: CalibrationResponse; what: string }) {
  return (
    <Table caption={`${what} predictions in short`}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Measure</TableHeaderCell>
          <TableHeaderCell numeric>{what}</TableHeaderCell>
          <TableHeaderCell numeric>Coin flip</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>Brier score (lower is better)</TableCell>
          <TableCell numeric>{score(c.brier!)}</TableCell>
          <TableCell numeric>{score(COIN_FLIP.brier)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Log loss (lower is better)</TableCell>
          <TableCell numeric>{score(c.logLoss!)}</TableCell>
          <TableCell numeric>{score(COIN_FLIP.logLoss)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Calibration error</TableCell>
          <TableCell numeric>{points(c.calibrationError!)}</TableCell>
          <TableCell numeric>–</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Distance from 50 %, mean</TableCell>
          <TableCell numeric>{points(c.meanDistance!)}</TableCell>
          <TableCell numeric>0 points</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Distance from 50 %, median</TableCell>
          <TableCell numeric>{points(c.medianDistance!)}</TableCell>
          <TableCell numeric>0 points</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

function CalibrationSections({ c, what }: { c: CalibrationResponse; what: string }) {
  const older = c.unpredicted > 0 ? ` ${c.unpredicted} older pugs finished before predictions were kept and are not counted.` : '';
  if (c.pugs === 0) {
    return (
      <Card>
        <Text tone="muted">
          No finished {what} pugs with a predicted chance yet.{older}
        </Text>
      </Card>
    );
  }
  return (
    <>
      <Section id="in-short-heading" title="In short">
        <Text>
          {c.pugs} finished {what} pugs with a result and a prediction. Half of them were predicted closer to even than {percent(0.5 + c.medianDistance!)}{' '}
          against {percent(0.5 - c.medianDistance!)}.{older}
        </Text>
        <InShort c={c} what={what} />
      </Section>
      <Tiles wide>
        <Section id="reliability-heading" title="Predicted and actual">
          <Text tone="muted">
            Pugs grouped by the chance BLU was given; a dot on the dashed diagonal means BLU won exactly as often as predicted. Bigger dots hold more pugs; a
            draw counts as half a win.
          </Text>
          <ReliabilityDiagram calibration={c} what={what} />
        </Section>
        <Section id="monthly-heading" title="Month by month">
          <MonthlyScoreChart months={c.months} what={what} />
        </Section>
      </Tiles>
    </>
  );
}

export function CalibrationPage() {
  const [params, setParams] = useSearchParams();
  const parsed = calibrationQuerySchema.safeParse(Object.fromEntries(params));
  const { format } = parsed.success ? parsed.data : calibrationQuerySchema.parse({});
  const what = formatDisplayName(format);
  const calibration = useApiQuery<CalibrationResponse>(`${pathOf(routes.calibration)}?format=${format}`);
  return (
    <Stack gap="lg">
      <Heading level={1}>Calibration</Heading>
      <Text>
        How well the predicted odds shown with each pug matched the results: of the pugs where BLU was given about 60 %, BLU should have won about 60 %. Only
        totals are shown, never a player or a rating. More in the <Link to="/statistics">statistics</Link>.
      </Text>
      <Inline gap="md" align="end">
        <SelectField
          label="Format"
          value={format}
          onChange={(e) => setParams(new URLSearchParams({ format: e.target.value }))}
          options={ELO_FORMATS.map((f) => ({ value: f, label: formatDisplayName(f) }))}
        />
      </Inline>
      {calibration.loading && !calibration.data ? <Spinner label="Loading the calibration…" /> : null}
      {calibration.data ? <CalibrationSections c={calibration.data} what={what} /> : null}
    </Stack>
  );
}
