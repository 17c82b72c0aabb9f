import { Badge, Box, Table, Text } from '@school/shared-ui/chakra';
import { auditDifference } from '@school/shared-api/people';
import { JOURNAL_MESSAGES as M } from './messages';

export type JournalChangesProps = {
  before: unknown;
  after: unknown;
};

/**
 * What one recorded change did: the changed fields only, was and became; a creation or a deletion shows the
 * whole row with its values on one side.
 */
export function JournalChanges({ before, after }: JournalChangesProps) {
  const { kind, fields } = auditDifference(before, after);
  if (fields.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {M.noChanges}
      </Text>
    );
  return (
    <Box>
      {kind !== 'changed' && (
        <Badge size="sm" colorPalette={kind === 'created' ? 'green' : 'red'} mb="1">
          {kind === 'created' ? M.created : M.deleted}
        </Badge>
      )}
      <Table.Root size="sm" variant="outline" tableLayout="fixed">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="32%">{M.field}</Table.ColumnHeader>
            {kind !== 'created' && <Table.ColumnHeader>{M.before}</Table.ColumnHeader>}
            {kind !== 'deleted' && <Table.ColumnHeader>{M.after}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {fields.map((field) => (
            <Table.Row key={field.field}>
              <Table.Cell fontFamily="mono" wordBreak="break-word">
                {field.field}
              </Table.Cell>
              {kind !== 'created' && (
                <Table.Cell wordBreak="break-word" color={kind === 'changed' ? 'red.700' : undefined}>
                  {field.before ?? '—'}
                </Table.Cell>
              )}
              {kind !== 'deleted' && (
                <Table.Cell wordBreak="break-word" color={kind === 'changed' ? 'green.700' : undefined}>
                  {field.after ?? '—'}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
