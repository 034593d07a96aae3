import { expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '@pug/platform/testing';
import type { MapsResponse } from '@pug/domain';
import { withFakeApi } from '../testing/setup.ts';
import { MapsPage } from './MapsPage.tsx';

const t = withFakeApi();
const pool: MapsResponse = [
  { _id: 'cp_process_final', name: 'cp_process_final', formats: ['SIXES'], isActive: true, configs: { SIXES: { config: 'etf2l_6v6_5cp', whitelistId: null } } },
  {
    _id: 'koth_product_final',
    name: 'koth_product_final',
    formats: ['SIXES'],
    isActive: true,
    configs: { SIXES: { config: 'etf2l_6v6_koth', whitelistId: null } },
  },
];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[] | Uint8Array, name: string, type: string) => new File([Uint8Array.from(bytes)], name, { type });

async function openForm() {
  t.api.on('GET /api/maps/', () => pool);
  renderWithPlatform(<MapsPage />, { path: '/admin/maps', routePath: '/admin/maps' });
  const form = await screen.findByRole('form', { name: 'Map picture' });
  return { form, input: within(form).getByLabelText<HTMLInputElement>(/^Picture/) };
}

it('shows the picture the site uses now, with the map name as alt text', async () => {
  const { form } = await openForm();
  const img = within(form).getByRole('img', { name: 'cp_process_final' });
  expect(img.getAttribute('src')).toBe('/api/maps/cp_process_final/image');
});

it('refuses a file over 200 KB, an SVG and a text file named .png before sending anything', async () => {
  const { form, input } = await openForm();
  const big = new Uint8Array(200 * 1024 + 1);
  big.set(PNG);
  await userEvent.upload(input, file(big, 'big.png', 'image/png'));
  expect((await within(form).findByRole('alert')).textContent).toBe('The image is larger than 200 KB');
  expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Upload picture' }).disabled).toBe(true);
  // The picker offers PNG, JPEG and WebP only, but a browser lets one choose any file: an SVG is refused too.
  const anyFile = userEvent.setup({ applyAccept: false });
  await anyFile.upload(input, file([...new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')], 'map.svg', 'image/svg+xml'));
  await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('The image must be a PNG, JPEG or WebP file'));
  await userEvent.upload(input, file(PNG, 'ok.png', 'image/png'));
  await waitFor(() => expect(within(form).queryByRole('alert')).toBeNull());
  await userEvent.upload(input, file([...new TextEncoder().encode('not a picture at all')], 'map.png', 'image/png'));
  await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('The image must be a PNG, JPEG or WebP file'));
  expect(t.api.calls('PUT /api/maps/cp_process_final/image')).toHaveLength(0);
});

it('uploads a PNG for the chosen map, by keyboard, and shows the new picture', async () => {
  t.api.on('PUT /api/maps/koth_product_final/image', () => pool.map((m) => (m._id === 'koth_product_final' ? { ...m, imageVersion: 'abc123' } : m)));
  const { form, input } = await openForm();
  await userEvent.selectOptions(within(form).getByLabelText('Map'), 'koth_product_final');
  const png = file([...PNG, 1, 2, 3, 4, 5, 6, 7, 8], 'product.png', 'image/png');
  await userEvent.upload(input, png);
  const upload = within(form).getByRole<HTMLButtonElement>('button', { name: 'Upload picture' });
  await waitFor(() => expect(upload.disabled).toBe(false));
  expect(within(form).queryByRole('alert')).toBeNull();
  upload.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(t.api.calls('PUT /api/maps/koth_product_final/image')).toHaveLength(1));
  expect(t.api.calls('PUT /api/maps/koth_product_final/image')[0]!.body).toBe(png);
  expect(await screen.findByText('koth_product_final has its new picture')).toBeTruthy();
  await waitFor(() =>
    expect(within(form).getAllByRole('img', { name: 'koth_product_final' })[0]!.getAttribute('src')).toBe('/api/maps/koth_product_final/image?v=abc123'),
  );
});

it('says why the api refused an upload in an error toast', async () => {
  t.api.on('PUT /api/maps/cp_process_final/image', () => ({
    status: 413,
    json: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The image is larger than 200 KB' } },
  }));
  const { form, input } = await openForm();
  await userEvent.upload(input, file([...PNG, 0, 0], 'process.png', 'image/png'));
  const upload = within(form).getByRole<HTMLButtonElement>('button', { name: 'Upload picture' });
  await waitFor(() => expect(upload.disabled).toBe(false));
  await userEvent.click(upload);
  expect(await screen.findByText('The image is larger than 200 KB')).toBeTruthy();
});
