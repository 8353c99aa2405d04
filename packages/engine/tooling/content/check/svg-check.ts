/**
 * Reads an SVG file's text as XML (saxes, a strict XML parser) and checks that it is a drawing a browser
 * shows as an image and nothing more: well-formed, an <svg> root in the SVG namespace, no scripts, no
 * event handlers, nothing fetched from elsewhere. Also gives the drawing's own size for <Figure>.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export interface SvgFinding {
  line: number;
  message: string;
  hint: string;
}

export interface SvgReading {
  findings: SvgFinding[];
  /** width and height (unitless or px), else the viewBox's; null when neither says. */
  size: { width: number; height: number } | null;
}

const SELF_CONTAINED =
  "An image must be self-contained: draw it, or put the picture in the guide's images folder and use it from the step.";
/** A url(...) that points outside the drawing (url(#gradient) points inside). */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)[^)\s'"]/i;

function number(value: string | undefined): number | null {
  const match = value === undefined ? null : /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  const n = match ? Number(match[1]) : NaN;
  return n > 0 ? n : null;
}

function sizeOf(root: SaxesTagNS): SvgReading['size'] {
  const width = number(root.attributes.width?.value);
  const height = number(root.attributes.height?.value);
  if (width && height) return { width, height };
  const box = root.attributes.viewBox?.value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  return null;
}

export function readSvg(text: string): SvgReading {
  const findings: SvgFinding[] = [];
  let size: SvgReading['size'] = null;
  let root = null as SaxesTagNS | null;
  let inStyle = 0;
  let broken = false;
  const parser = new SaxesParser({ xmlns: true, position: true });
  const add = (message: string, hint: string) => findings.push({ line: parser.line, message, hint });

  parser.on('error', (error) => {
    if (broken) return;
    broken = true;
    // saxes puts "line:column: " first and a full stop last; the problem has both already.
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+:\s*/, '').replace(/\.$/, '');
    add(
      `This SVG is not well-formed XML: ${reason}.`,
      'Export it again from the drawing program as "SVG", or fix the tag the message names.',
    );
  });
  parser.on('doctype', (doctype) => {
    if (doctype.includes('['))
      add('This SVG declares its own entities (<!DOCTYPE ... [ ]>).', 'Remove the DOCTYPE; an SVG does not need one.');
  });
  parser.on('processinginstruction', ({ target }) => {
    if (target === 'xml-stylesheet') add('This SVG loads a stylesheet from elsewhere (<?xml-stylesheet?>).', SELF_CONTAINED);
  });
  parser.on('opentag', (tag) => {
    if (!root) {
      root = tag;
      if (tag.local !== 'svg')
        add(
          `The file's root element is <${tag.name}>, not <svg>.`,
          'Save the picture as an SVG drawing, or as WebP if it is a photo or screenshot.',
        );
      else if (tag.uri !== SVG_NAMESPACE)
        add(
          'The <svg> has no xmlns="http://www.w3.org/2000/svg", so browsers show nothing.',
          'Add xmlns="http://www.w3.org/2000/svg" to the <svg> tag.',
        );
      else {
        size = sizeOf(tag);
        if (!tag.attributes.viewBox)
          add(
            'The <svg> has no viewBox, so it cannot shrink to fit a phone screen.',
            `Add viewBox="0 0 ${size?.width ?? 'width'} ${size?.height ?? 'height'}" to the <svg> tag.`,
          );
      }
    }
    if (tag.local === 'script') add('This SVG contains a <script>.', 'Remove the script: a picture in a guide only draws.');
    if (tag.local === 'style') inStyle++;
    for (const attribute of Object.values(tag.attributes)) {
      const { local, name, value } = attribute;
      if (/^on/i.test(local))
        add(`This SVG has an event handler (${name} on <${tag.name}>).`, `Remove the ${name} attribute: a picture in a guide only draws.`);
      else if ((local === 'href' || local === 'src') && !value.trim().startsWith('#'))
        add(`This SVG refers to "${value.slice(0, 60)}" (${name} on <${tag.name}>).`, SELF_CONTAINED);
      else if (OUTSIDE_URL.test(value))
        add(`This SVG refers to something outside it (url(...) in ${name} on <${tag.name}>).`, SELF_CONTAINED);
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'style') inStyle--;
  });
  const styleText = (text: string) => {
    if (inStyle > 0 && (OUTSIDE_URL.test(text) || /@import/i.test(text)))
      add("This SVG's <style> loads something from outside it (@import or url(...)).", SELF_CONTAINED);
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.write(text).close();
  if (!root && !broken)
    findings.push({
      line: 1,
      message: 'The file has no <svg> element.',
      hint: 'Save the picture as an SVG drawing, or as WebP if it is a photo or screenshot.',
    });
  return { findings, size };
}
