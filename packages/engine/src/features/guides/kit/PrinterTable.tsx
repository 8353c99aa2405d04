import { useManifest } from '../../../shared/content/content-context';
import { DEFAULT_PRINTER_ROOMS_SETTING, printerRoomsSetting } from '../../../shared/content/kit-settings';
import { readKitProps } from '../../../shared/content/kit-props-reader';
import { KitError } from './KitError';

/** The printer email address of each room, from settings.yaml (`printing.rooms`, or the setting it names). */
export function PrinterTable(props: { setting?: string }) {
  const { settings } = useManifest();
  const checked = readKitProps('PrinterTable', props);
  if (!checked.ok) return <KitError message={checked.message} />;
  const rooms = printerRoomsSetting(settings, checked.props.setting ?? DEFAULT_PRINTER_ROOMS_SETTING);
  if (!rooms.ok) return <KitError message={rooms.message} />;
  return (
    <div className="table-scroll">
      <table className="printer-table">
        <caption>Printer email addresses by room</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Email address</th>
          </tr>
        </thead>
        <tbody>
          {rooms.value.map((r) => (
            <tr key={r.room}>
              <th scope="row">{r.room}</th>
              <td>
                <a href={`mailto:${r.email}`}>{r.email}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
