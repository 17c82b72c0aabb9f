import { Breadcrumb, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import { LuLogOut, LuMenu } from 'react-icons/lu';
import { useAuthStore } from 'shared-api';
import { useLogout } from '../auth/useLogout';
import { HeaderTools } from '../header/HeaderTools';
import type { Breadcrumb as Crumb } from '../menu/visibleMenu';
import { LAYOUT_MESSAGES as M } from './messages';

type HeaderProps = { crumb: Crumb | null; isMobile: boolean; onOpenMenu: () => void };

export function Header({ crumb, isMobile, onOpenMenu }: HeaderProps) {
  const shortName = useAuthStore((state) => state.user?.short_name);
  const logout = useLogout();
  return (
    <Flex as="header" align="center" gap="3" px="4" h="14" borderBottomWidth="1px" bg="bg" flexShrink={0}>
      {isMobile && (
        <IconButton aria-label={M.openMenu} variant="ghost" onClick={onOpenMenu}>
          <LuMenu />
        </IconButton>
      )}
      <Breadcrumb.Root flex="1" minW="0">
        <Breadcrumb.List>
          {crumb?.group && (
            <>
              <Breadcrumb.Item color="fg.muted">{crumb.group}</Breadcrumb.Item>
              <Breadcrumb.Separator />
            </>
          )}
          {crumb && (
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink fontWeight="semibold">{crumb.item.label}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          )}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <HeaderTools />
      <Text fontSize="sm" data-testid="user-short-name" truncate>
        {shortName}
      </Text>
      <Button size="sm" variant="outline" onClick={() => void logout()}>
        <LuLogOut /> {M.logout}
      </Button>
    </Flex>
  );
}
