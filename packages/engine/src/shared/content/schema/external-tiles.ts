/** `content/external-tiles.yaml`: home tiles that open another site in a new tab. */
import { z } from 'zod';
import { conditionField, iconField, orderField, settingsPathField, textField, tileDescriptionField } from './fields.ts';

export const externalTileSchema = z.strictObject({
  label: textField.describe('Text on the tile.'),
  urlSetting: settingsPathField('externalTiles.videoAnalysisUrl').describe(
    'Dotted path in settings.yaml holding the address, e.g. externalTiles.videoAnalysisUrl.',
  ),
  icon: iconField.describe('Icon name: content/icons/<icon>.svg.'),
  order: orderField.describe('Tiles are sorted by this number, smallest first.'),
  description: tileDescriptionField,
  audience: conditionField.optional().describe('Who sees the tile. Default: everyone.'),
});

export type ExternalTile = z.output<typeof externalTileSchema>;
