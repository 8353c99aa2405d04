import { useManifest } from '../../../shared/content/content-context';

/** The printer email address of each room, from settings.yaml. */
export function PrinterTable() {
  const { settings } = useManifest();
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
          {settings.printing.rooms.map((r) => (
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
