/** What MDX content may use without importing: the author kit plus markdown's links, images and headings. */
import type { ComponentType, ReactNode } from 'react';
import type { KitComponentName } from '../../../shared/content/schema/kit';
import { Callout } from './Callout';
import { CopyValue } from './CopyValue';
import { Download } from './Download';
import { Figure, MarkdownImage } from './Figure';
import { Kbd, Keys } from './Keys';
import { LinkList } from './LinkList';
import { MdxLink } from './MdxLink';
import { Only } from './Only';
import { OnDevice, Online, PasswordChangeQuestion } from './PasswordChangeQuestion';
import { PrinterTable } from './PrinterTable';
import { Setting } from './Setting';
import { TemporaryAccessPassSlot } from './feature-slots';
import { Username } from './Username';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- MDX passes each component its own props.
type AnyComponent = ComponentType<any>;

export const KIT: Record<KitComponentName, AnyComponent> = {
  Only,
  Callout,
  Keys,
  Kbd,
  Figure,
  CopyValue,
  Download,
  Username,
  Setting,
  PrinterTable,
  LinkList,
  TemporaryAccessPass: TemporaryAccessPassSlot,
  PasswordChangeQuestion,
  OnDevice,
  Online,
};

type Level = 1 | 2 | 3 | 4 | 5 | 6;

function heading(level: Level): AnyComponent {
  const Tag = `h${Math.min(6, level)}` as 'h1';
  return function Heading({ children, id }: { children?: ReactNode; id?: string }) {
    return <Tag id={id}>{children}</Tag>;
  };
}

/** <LinkList /> with its group headings one level below the part's heading, as markdown's ### are. */
function linkList(headingLevel: number): AnyComponent {
  return function ShiftedLinkList(props: Record<string, unknown>) {
    return <LinkList {...props} headingLevel={headingLevel} />;
  };
}

const cache = new Map<number, Record<string, AnyComponent>>();

/**
 * The kit, with markdown headings shifted down so they sit under the step heading: a guide's step title
 * is h2 (`### Tips` becomes h3), and one level lower inside the Setup Guide.
 */
export function kitComponents(headingShift = 0): Record<string, AnyComponent> {
  let components = cache.get(headingShift);
  if (!components) {
    const headings = Object.fromEntries(
      ([1, 2, 3, 4, 5, 6] as const).map((l) => [`h${l}`, heading(Math.min(6, l + headingShift) as Level)]),
    );
    components = { ...KIT, ...(headingShift ? headings : {}), LinkList: linkList(3 + headingShift), a: MdxLink, img: MarkdownImage };
    cache.set(headingShift, components);
  }
  return components;
}
