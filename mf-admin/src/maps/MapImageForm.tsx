import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, MapCard, SelectField, Text } from '@pug/design-system';
import { MAP_IMAGE_MAX_BYTES, MAP_IMAGE_SNIFF_BYTES, mapImageRefusal, type MapsResponse, pathOf, routes } from '@pug/domain';
import { readPlatformConfig, useApi, useToast } from '@pug/platform';

/** The first bytes of a file (its type is read from them, as the api does). */
async function headOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, MAP_IMAGE_SNIFF_BYTES).arrayBuffer());
}

/** The picture the site shows for a map now (`version` changes with each upload, so the browser asks again). */
function currentImageSrc(id: string, version: string | undefined): string {
  return `${readPlatformConfig().apiOrigin}${pathOf(routes.mapImage, { id })}${version ? `?v=${version}` : ''}`;
}

/** A preview URL of the chosen file while it is chosen (none where the browser cannot make one). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Upload a map's picture (PUT /api/maps/{id}/image): a PNG, JPEG or WebP of at most 200 KB. The
 * file is checked here the way the api checks it (size, first bytes) before anything is sent.
 */
export function MapImageForm({ maps, onSaved }: { maps: MapsResponse; onSaved(maps: MapsResponse): void }) {
  const api = useApi();
  const toast = useToast();
  const [mapId, setMapId] = useState(maps[0]?._id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const preview = usePreview(file);
  const map = maps.find((m) => m._id === mapId);

  const choose = async (chosen: File | null) => {
    setFile(null);
    setError(null);
    if (!chosen) return;
    const refusal = mapImageRefusal(await headOf(chosen), chosen.size);
    if (refusal) return setError(refusal);
    setFile(chosen);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!map) return setError('Choose a map');
    if (!file) return setError('Choose a PNG, JPEG or WebP file');
    setSending(true);
    try {
      const saved = await api.request<MapsResponse>('PUT', pathOf(routes.uploadMapImage, { id: map._id }), { body: file });
      toast.show({ variant: 'success', title: `${map.name} has its new picture` });
      setFile(null);
      onSaved(saved);
    } catch {
      // toasted by the api client
    } finally {
      setSending(false);
    }
  };

  return (
    <Box as="form" display="flex" flexDirection="column" gap="sm" aria-label="Map picture" onSubmit={(e: FormEvent) => void submit(e)}>
      <Heading level={3}>Map picture</Heading>
      <SelectField label="Map" value={mapId} onChange={(e) => setMapId(e.target.value)} options={maps.map((m) => ({ value: m._id, label: m.name }))} />
      <Field
        label="Picture"
        hint={`PNG, JPEG or WebP, at most ${MAP_IMAGE_MAX_BYTES / 1024} KB; shown 16:9. Without one the site draws a card with the map's name.`}
      >
        {(p) => <input {...p} type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => void choose(e.target.files?.[0] ?? null)} />}
      </Field>
      {error ? (
        <Text tone="error" role="alert">
          {error}
        </Text>
      ) : null}
      {map ? (
        <Box display="flex" gap="md" flexWrap="wrap" alignItems="flex-start">
          <Box display="flex" flexDirection="column" gap="xs">
            <Text as="span" size="sm" tone="muted">
              Now
            </Text>
            <MapCard name={map.name} imageSrc={currentImageSrc(map._id, map.imageVersion)} />
          </Box>
          {preview ? (
            <Box display="flex" flexDirection="column" gap="xs">
              <Text as="span" size="sm" tone="muted">
                New
              </Text>
              <MapCard name={map.name} imageSrc={preview} />
            </Box>
          ) : null}
        </Box>
      ) : null}
      <Box>
        <Button type="submit" loading={sending} disabled={!file}>
          Upload picture
        </Button>
      </Box>
    </Box>
  );
}
