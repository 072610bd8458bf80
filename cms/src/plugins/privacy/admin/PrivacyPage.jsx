import * as React from 'react';
import { Box, Button, Dialog, Field, Flex, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { Download, Trash } from '@strapi/icons';
import { Layouts, Page, useFetchClient, useNotification } from '@strapi/strapi/admin';

/**
 * Privacy requests: what an administrator does when a person asks what the agency holds about
 * them, or to delete it (the site's /privacy page promises both within 30 days). Find by the
 * e-mail address they wrote from; download every enquiry with every field (JSON or CSV) to send
 * them; erase them for good, which is recorded without their data. docs/editors.md walks
 * through it; e2e/strapi/privacy.spec.ts drives it.
 */
/**
 * What the plugin's routes answer (src/plugins/privacy/server/index.js).
 * @typedef {Record<string, unknown> & { documentId: string }} Enquiry
 * @typedef {{ address: string, enquiries: Enquiry[] }} FoundEnquiries
 * @typedef {{ erasedAt: string, erasedBy: string, enquiries: number, addressHash: string }} Erasure
 * @typedef {{ filename: string, contentType: string, body: string }} ExportFile
 */

/** @type {Array<[string, string]>} */
const COLUMNS = [
  ['createdAt', 'Received'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phoneNumber', 'Phone'],
  ['budget', 'Budget'],
  ['page', 'Sent from page'],
  ['emailOutcome', 'E-mail'],
];

/** @param {unknown} iso */
const when = (iso) => new Date(String(iso)).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/** Hand a file to the browser as a download. @param {ExportFile} file */
function download({ filename, contentType, body }) {
  const url = URL.createObjectURL(new Blob([body], { type: contentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The message of a failed request: the plugin's own when it sent one. @param {unknown} err @returns {string} */
const messageOf = (err) => {
  const e = /** @type {{ response?: { data?: { error?: { message?: string } } }, message?: string } | null} */ (err);
  return e?.response?.data?.error?.message ?? e?.message ?? 'Something went wrong.';
};

/** @param {{ found: FoundEnquiries, onErased: () => void }} props */
function Found({ found, onErased }) {
  const { get, post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [erasing, setErasing] = React.useState(false);
  const count = found.enquiries.length;

  const exportAs = async (/** @type {'json' | 'csv'} */ format) => {
    try {
      /** @type {{ data: { data: ExportFile } }} */
      const { data } = await get('/privacy/enquiries/export', { params: { email: found.address, format } });
      download(data.data);
    } catch (err) {
      toggleNotification({ type: 'danger', message: messageOf(err) });
    }
  };

  const erase = async () => {
    setErasing(true);
    try {
      /** @type {{ data: { data: { erased: number } } }} */
      const { data } = await post('/privacy/erasures', {
        email: found.address,
        ids: found.enquiries.map((e) => e.documentId),
      });
      toggleNotification({ type: 'success', message: `Erased ${data.data.erased} enquiries. The erasure is recorded below.` });
      onErased();
    } catch (err) {
      toggleNotification({ type: 'danger', message: messageOf(err) });
    } finally {
      setErasing(false);
    }
  };

  if (count === 0) {
    return (
      <Typography tag="p" role="status">
        No enquiry was sent from {found.address}.
      </Typography>
    );
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Typography tag="h2" variant="delta" role="status">
        {count === 1 ? '1 enquiry' : `${count} enquiries`} from {found.address}
      </Typography>
      <Table colCount={COLUMNS.length} rowCount={count + 1}>
        <Thead>
          <Tr>
            {COLUMNS.map(([key, label]) => (
              <Th key={key}>
                <Typography variant="sigma">{label}</Typography>
              </Th>
            ))}
          </Tr>
        </Thead>
        <Tbody>
          {found.enquiries.map((e) => (
            <Tr key={e.documentId}>
              {COLUMNS.map(([key]) => (
                <Td key={key}>
                  <Typography>{key === 'createdAt' ? when(e[key]) : String(e[key] ?? '')}</Typography>
                </Td>
              ))}
            </Tr>
          ))}
        </Tbody>
      </Table>
      <Flex gap={2} wrap="wrap">
        <Button variant="secondary" startIcon={<Download />} onClick={() => exportAs('json')}>
          Download as JSON
        </Button>
        <Button variant="secondary" startIcon={<Download />} onClick={() => exportAs('csv')}>
          Download as CSV
        </Button>
        <Dialog.Root>
          <Dialog.Trigger>
            <Button variant="danger" startIcon={<Trash />} loading={erasing}>
              {count === 1 ? 'Erase this enquiry' : `Erase these ${count} enquiries`}
            </Button>
          </Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Header>Erase for good?</Dialog.Header>
            <Dialog.Body>
              <Flex direction="column" gap={2}>
                <Dialog.Description>
                  {count === 1 ? 'The enquiry' : `The ${count} enquiries`} from {found.address} will be deleted from the CMS for good. Only
                  the date, your name, the number and a hash of the address are kept, as the record of the erasure.
                </Dialog.Description>
                <Typography>
                  Copies in the encrypted backups go as those backups are replaced (docs/editors.md says when). Download them first if the
                  person also asked for a copy.
                </Typography>
              </Flex>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Cancel>
                <Button fullWidth variant="tertiary">
                  Keep them
                </Button>
              </Dialog.Cancel>
              <Dialog.Action>
                <Button fullWidth variant="danger-light" onClick={erase}>
                  Erase for good
                </Button>
              </Dialog.Action>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Root>
      </Flex>
    </Flex>
  );
}

/** @param {{ version: number }} props */
function Erasures({ version }) {
  const { get } = useFetchClient();
  const [rows, setRows] = React.useState(/** @type {Erasure[] | null} */ (null));
  React.useEffect(() => {
    get('/privacy/erasures')
      .then(({ data }) => setRows(/** @type {{ data: Erasure[] }} */ (data).data))
      .catch(() => setRows([]));
  }, [get, version]);
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Typography tag="h2" variant="delta">
        Erasures made
      </Typography>
      {rows && rows.length === 0 ? <Typography tag="p">None yet.</Typography> : null}
      {rows && rows.length > 0 ? (
        <Table colCount={4} rowCount={rows.length + 1} aria-label="Erasures made">
          <Thead>
            <Tr>
              {['When', 'By', 'Enquiries', 'Hash of the address'].map((label) => (
                <Th key={label}>
                  <Typography variant="sigma">{label}</Typography>
                </Th>
              ))}
            </Tr>
          </Thead>
          <Tbody>
            {rows.map((r) => (
              <Tr key={`${r.erasedAt}-${r.addressHash}`}>
                <Td>
                  <Typography>{when(r.erasedAt)}</Typography>
                </Td>
                <Td>
                  <Typography>{r.erasedBy}</Typography>
                </Td>
                <Td>
                  <Typography>{r.enquiries}</Typography>
                </Td>
                <Td>
                  <Typography title={r.addressHash}>{r.addressHash.slice(0, 16)}…</Typography>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      ) : null}
    </Flex>
  );
}

/** The page's one permission (src/plugins/privacy/server/requests.js): anyone else sees Strapi's "no permissions". */
const PERMISSIONS = [{ action: 'plugin::privacy.manage', subject: null }];

export default function ProtectedPrivacyPage() {
  return (
    <Page.Protect permissions={PERMISSIONS}>
      <PrivacyPage />
    </Page.Protect>
  );
}

function PrivacyPage() {
  const { get } = useFetchClient();
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [found, setFound] = React.useState(/** @type {FoundEnquiries | null} */ (null));
  const [searching, setSearching] = React.useState(false);
  const [version, setVersion] = React.useState(0);

  const find = async (/** @type {string} */ address) => {
    setSearching(true);
    setError('');
    try {
      /** @type {{ data: { data: FoundEnquiries } }} */
      const { data } = await get('/privacy/enquiries', { params: { email: address } });
      setFound(data.data);
    } catch (err) {
      setFound(null);
      setError(messageOf(err));
    } finally {
      setSearching(false);
    }
  };

  return (
    <Page.Main>
      <Page.Title>Privacy requests</Page.Title>
      <Layouts.Header
        title="Privacy requests"
        subtitle="When a person asks what we hold about them, or to delete it: find everything they sent through the site, send them a copy, erase it."
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={8}>
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                void find(email);
              }}
            >
              <Flex gap={2} alignItems="flex-end" wrap="wrap">
                <Box grow={1}>
                  <Field.Root name="email" error={error} hint="The address the person wrote to you from. Case does not matter.">
                    <Field.Label>E-mail address</Field.Label>
                    <Field.Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" required />
                    <Field.Hint />
                    <Field.Error />
                  </Field.Root>
                </Box>
                <Button type="submit" loading={searching}>
                  Find enquiries
                </Button>
              </Flex>
            </form>
          </Box>
          {found ? (
            <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
              <Found
                found={found}
                onErased={() => {
                  setVersion((v) => v + 1);
                  void find(found.address);
                }}
              />
            </Box>
          ) : null}
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius>
            <Erasures version={version} />
          </Box>
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}
