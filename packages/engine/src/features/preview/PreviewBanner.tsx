import { previewLabel } from './preview-label';
import { useContent } from '../../shared/content/content-context';
import { usePreview } from '../../shared/user/preview';
import './preview.css';

/** While a staff member previews the portal as someone else, says so on every screen, with a way out. */
export function PreviewBanner() {
  const { preview, setPreview } = usePreview();
  const { manifest } = useContent();
  if (!preview) return null;
  return (
    <section className="preview-banner" aria-label="Preview">
      <p>
        <strong>Previewing as {previewLabel(preview, manifest.roles)}.</strong>{' '}
        <span className="preview-more">Tiles, guides and the Setup Guide show what they would see; tools still use your own account.</span>
      </p>
      <button type="button" className="button button-secondary button-small" onClick={() => setPreview(null)}>
        Stop previewing
      </button>
    </section>
  );
}
