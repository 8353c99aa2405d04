/** `npm run convert-image`: the command the content check prints for a PNG or JPEG. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../packages/engine/src/shared/content/schema/image-rules';
import { checkFigureSize, checkGuideImages } from '../../../packages/engine/tooling/content/check/check-images';
import { convertImage } from '../../../packages/engine/tooling/content/authoring/convert-image';

const temp = mkdtempSync(join(tmpdir(), 'portal-convert-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A guide folder with one step naming ./images/<picture>, and the picture: `width`×`height`, noisy or flat. */
async function guideWith(name: string, picture: string, width: number, height: number, noisy = false) {
  const dir = join(temp, name);
  mkdirSync(join(dir, 'images'), { recursive: true });
  writeFileSync(
    join(dir, '01-step.mdx'),
    `---\ntitle: A\n---\n<Figure src="./images/${picture}" alt="A" width={${width / 2}} height={${height / 2}} />\n\n![Again](./images/${picture})\n`,
  );
  const pixels = Buffer.alloc(width * height * 3, 200);
  if (noisy) for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 7919) % 256) ^ ((i >> 5) & 0xff);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  await (picture.endsWith('.jpg') ? image.jpeg() : image.png()).toFile(join(dir, 'images', picture));
  return dir;
}

describe('convertImage', () => {
  it('replaces a PNG with a WebP the check accepts, and updates the steps that named it', async () => {
    const dir = await guideWith('png', 'shot.png', 400, 300);
    const done = await convertImage(join(dir, 'images/shot.png'));
    expect(done).toMatchObject({
      output: join(dir, 'images/shot.webp'),
      width: 400,
      height: 300,
      scaledFrom: null,
      removed: true,
      updatedSteps: [join(dir, '01-step.mdx')],
    });
    expect(existsSync(join(dir, 'images/shot.png'))).toBe(false);
    expect(readFileSync(join(dir, '01-step.mdx'), 'utf8')).toContain(
      '<Figure src="./images/shot.webp" alt="A" width={200} height={150} />\n\n![Again](./images/shot.webp)',
    );
    const checked = checkGuideImages(dir, (p) => p);
    expect(checked.problems).toEqual([]);
    expect(checkFigureSize({ src: './images/shot.webp', width: 200, height: 150 }, checked.files)).toEqual([]);
  });

  it('makes a picture smaller until it fits the limit', async () => {
    const dir = await guideWith('big', 'photo.jpg', 600, 400, true);
    const done = await convertImage(join(dir, 'images/photo.jpg'), 100_000);
    expect(done.bytes).toBeLessThanOrEqual(100_000);
    expect(done.scaledFrom).toEqual({ width: 600, height: 400 });
    expect(done.width / done.height).toBeCloseTo(1.5, 1);
  }, 30_000);

  it.each([
    ['an SVG drawing', 'drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>', 'is an SVG drawing: keep it as SVG'],
    ['a file that is no picture', 'notes.png', 'just text', 'is not a picture sharp can read'],
  ])('refuses %s', async (_what, name, text, message) => {
    const path = join(temp, name);
    writeFileSync(path, text);
    await expect(convertImage(path)).rejects.toThrow(message);
  });

  it('does not overwrite a WebP of the same name', async () => {
    const dir = await guideWith('clash', 'shot.png', 40, 30);
    writeFileSync(join(dir, 'images/shot.webp'), 'mine');
    await expect(convertImage(join(dir, 'images/shot.png'))).rejects.toThrow('shot.webp already exists');
    expect(readFileSync(join(dir, 'images/shot.webp'), 'utf8')).toBe('mine');
  });
});

describe('npm run convert-image', () => {
  it('is the command the check prints, and converts the file it is given', async () => {
    const dir = await guideWith('cli', 'screen.png', 200, 100);
    const result = spawnSync('npm', ['run', '--silent', 'convert-image', join(dir, 'images/screen.png')], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('screen.webp: 200×100 pixels');
    expect(existsSync(join(dir, 'images/screen.webp'))).toBe(true);
    expect(readFileSync(join(dir, 'images/screen.webp')).length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  }, 120_000);
});
