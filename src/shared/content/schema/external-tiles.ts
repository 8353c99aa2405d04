/** `content/external-tiles.yaml`: home tiles that open another site in a new tab. */
import { z } from 'zod';
import { conditionField, kebabField, orderField, textField } from './fields.ts';

export const externalTileSchema = z.strictObject({
  label: textField.describe('Text on the tile.'),
  urlSetting: z.string({ error: 'must be a settings path' }).regex(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/, { error: 'must be a dotted settings path such as externalTiles.videoAnalysisUrl' }).describe('Dotted path in settings.yaml holding the address.'),
  icon: kebabField.describe('Icon name: content/icons/<icon>.svg.'),
  order: orderField.describe('Tiles are sorted by this number, smallest first.'),
  audience: conditionField.optional().describe('Who sees the tile. Default: everyone.'),
});


export type ExternalTile = z.output<typeof externalTileSchema>;
