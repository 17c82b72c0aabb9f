import { Breadcrumb, Button, Flex, IconButton, Span, Text } from '@school/shared-ui/chakra';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { useAuthStore } from '@school/shared-api';
import { useLogout } from '../auth/useLogout';
import { HeaderTools } from '../header/HeaderTools';
import type { Breadcrumb as Crumb } from '../menu/visibleMenu';
import { LAYOUT_MESSAGES as M } from './messages';

type HeaderProps = { crumb: Crumb | null; isMobile: boolean; onOpenMenu: () => void };

export function Header({ crumb, isMobile, onOpenMenu }: HeaderProps) {
  const shortName = useAuthStore((state) => state.user?.short_name);
  const logout = useLogout();
  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: '1.5', md: '3' }}
      px={{ base: '2', md: '4' }}
      h="14"
      borderBottomWidth="1px"
      bg="bg"
      flexShrink={0}
    >
      {isMobile && (
        <IconButton aria-label={M.openMenu} variant="ghost" size="sm" onClick={onOpenMenu}>
          <LuMenu />
        </IconButton>
      )}
      {/* One line whatever the width: the group shows from md up, the page's name ends in an ellipsis. */}
      <Breadcrumb.Root flex="1" minW="0">
        <Breadcrumb.List flexWrap="nowrap" minW="0">
          {crumb?.group && (
            <>
              <Breadcrumb.Item color="fg.muted" hideBelow="md" flexShrink={0} whiteSpace="nowrap">
                {crumb.group}
              </Breadcrumb.Item>
              <Breadcrumb.Separator hideBelow="md" />
            </>
          )}
          {crumb && (
            <Breadcrumb.Item minW="0">
              <Breadcrumb.CurrentLink fontWeight="semibold" truncate title={crumb.item.label}>
                {crumb.item.label}
              </Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          )}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <HeaderTools />
      <Text fontSize="sm" data-testid="user-short-name" truncate hideBelow="md" flexShrink={1}>
        {shortName}
      </Text>
      <Button
        size="sm"
        variant="outline"
        px={{ base: '2', md: '3' }}
        onClick={() => void logout()}
        aria-label={M.logout}
        flexShrink={0}
      >
        <LuLogOut /> <Span hideBelow="md">{M.logout}</Span>
      </Button>
    </Flex>
  );
}
