import { Box, Heading, Stack, Text, Wrap } from '@school/shared-ui/chakra';
import { useEndpoint } from '@school/shared-api';
import { settingsEntityEndpoints } from '@school/shared-api/people';
import { ErrorPanel } from '@school/shared-ui';
import { REPORTS_LINKS_MESSAGES as M } from './messages';
import { OrderGenerator } from './OrderGenerator';

/**
 * /app/reports-links: the external links of the 'report_links' configuration (analytics, journal,
 * schedule, income and expenses, leads export, FAQ), each opened in a new tab, and the order generator (the
 * money area's, loaded at run time).
 */
export function ReportsLinksPage() {
  const {
    data: links,
    error,
    isValidating,
    mutate,
  } = useEndpoint(settingsEntityEndpoints.reportLinksGet, undefined);

  let list;
  if (error !== undefined && !isValidating && links === undefined)
    list = <ErrorPanel title={M.linksFailed} onRetry={() => void mutate()} />;
  else if (links === undefined) list = <Text color="fg.muted">{M.loading}</Text>;
  else if (links.length === 0) list = <Text>{M.noLinks}</Text>;
  else
    list = (
      <Wrap as="ul" gap="2" listStyleType="none">
        {links.map((link, index) => (
          <Box as="li" key={`${index}-${link.url}`}>
            <Box
              asChild
              display="inline-block"
              px="3"
              py="2"
              borderWidth="1px"
              borderRadius="md"
              color="brand.fg"
              _hover={{ bg: 'bg.muted' }}
            >
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </Box>
          </Box>
        ))}
      </Wrap>
    );

  return (
    <Stack gap="4">
      <Heading size="lg">{M.title}</Heading>
      <Stack as="section" aria-label={M.links} gap="2">
        <Heading as="h2" size="sm">
          {M.links}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {M.linksHint}
        </Text>
        {list}
      </Stack>
      <OrderGenerator />
    </Stack>
  );
}
