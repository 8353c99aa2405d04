import { readKitProps } from '../../../shared/content/kit-props-reader';
import { useGuideImage } from '../guide-assets';
import { KitError } from './KitError';

interface FigureProps {
  src?: string;
  alt?: string;
  width?: number;
  height?: number;
  caption?: string;
  priority?: boolean;
}

/** An illustration from the guide's images folder; alt text, width and height are required. */
export function Figure(props: FigureProps) {
  const checked = readKitProps('Figure', { ...props });
  const url = useGuideImage(props.src ?? '');
  if (!checked.ok) return <KitError message={checked.message} />;
  if (!url) return <KitError message={`<Figure> cannot find ${props.src}.`} />;
  const { alt, width, height, caption, priority } = checked.props;
  return (
    <figure className="figure">
      <img src={url} alt={alt} width={width} height={height} loading={priority ? 'eager' : 'lazy'} decoding="async" />
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** A markdown image `![alt](./images/x.svg)`, resolved from the guide's images. */
export function MarkdownImage({ src, alt }: { src?: string; alt?: string }) {
  const url = useGuideImage(src ?? '');
  if (!url) return <KitError message={`The image ${src ?? ''} cannot be found.`} />;
  return <img className="inline-image" src={url} alt={alt ?? ''} loading="lazy" decoding="async" />;
}
