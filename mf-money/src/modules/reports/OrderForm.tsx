import { Button, Flex, Heading, Stack, Text } from '@school/shared-ui/chakra';
import { DateTime } from 'luxon';
import { useState, type FormEvent } from 'react';
import { LuFileText } from 'react-icons/lu';
import {
  ORDER_LOCATIONS,
  downloadPostEndpoint,
  receiptEndpoints,
  useCanCall,
  useEntitiesTypes,
} from '@school/shared-api';
import { ErrorPanel, saveDownloadedFile, uiMessages } from '@school/shared-ui';
import { ChoiceField } from './ChoiceField';
import { ORDER_MESSAGES as M } from './messages';
import { EMPTY_PERIOD, isPeriodReady, PeriodFields } from './PeriodFields';

const ORDER_BRANCHES: ReadonlySet<number> = new Set(ORDER_LOCATIONS);

export type OrderFormProps = {
  /** The level of the form's heading: h3 in a tab of the reports page (the default), h2 as a section of a page. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The order generator: a location among the user's that orders are made for (3 and 24), a period, and the
 * button that downloads the DOCX the server makes (POST /generate/order), named with the date. Nothing is
 * sent until the location and both dates are chosen; the location's text is red while none is. Shown only
 * to those who may make the call. The reports page has it as a tab; mf-sales' /app/reports-links loads it at
 * run time (money/OrderForm).
 */
export function OrderForm({ headingLevel = 'h3' }: OrderFormProps) {
  const allowed = useCanCall(receiptEndpoints.generateOrder);
  const { data: entities, error, isValidating, mutate } = useEntitiesTypes();
  const [location, setLocation] = useState('');
  const [period, setPeriod] = useState(EMPTY_PERIOD);
  const [busy, setBusy] = useState(false);

  if (!allowed) return null;
  const locations = (entities?.location ?? []).filter((option) => ORDER_BRANCHES.has(Number(option.value)));
  const ready = location !== '' && isPeriodReady(period);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      const file = await downloadPostEndpoint(receiptEndpoints.generateOrder, {
        location: Number(location),
        from: period.from,
        to: period.to,
      });
      saveDownloadedFile(file, `Приказ ${DateTime.local().toFormat('dd.MM.yyyy')}.docx`);
    } catch {
      // The client has shown the failure (the suite's error toast); the form stays as it was.
    } finally {
      setBusy(false);
    }
  };

  let content;
  if (error !== undefined && !isValidating && entities === undefined)
    content = <ErrorPanel title={M.locationsFailed} onRetry={() => void mutate()} />;
  else if (entities === undefined) content = <Text color="fg.muted">{uiMessages.loading}</Text>;
  else if (locations.length === 0) content = <Text>{M.noLocations}</Text>;
  else
    content = (
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Flex gap="3" wrap="wrap" align="flex-start">
          <ChoiceField
            label={M.location}
            placeholder={M.chooseLocation}
            options={locations}
            value={location}
            onChange={setLocation}
          />
          <PeriodFields value={period} onChange={setPeriod} />
          <Button
            type="submit"
            size="sm"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'flex-end' }}
            disabled={!ready}
            loading={busy}
          >
            <LuFileText /> {M.generate}
          </Button>
        </Flex>
      </form>
    );

  return (
    <Stack as="section" aria-label={M.title} gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Heading as={headingLevel} size="sm">
        {M.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {M.hint}
      </Text>
      {content}
    </Stack>
  );
}
