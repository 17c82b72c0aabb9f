import {
  Box,
  Center,
  CloseButton,
  Drawer,
  Flex,
  IconButton,
  Portal,
  Spinner,
  Text,
} from '@school/shared-ui/chakra';
import { useState } from 'react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Navigate, useLocation } from '@school/shared-ui/router';
import { holdsAll, useAuthStore, useEntitiesTypes } from '@school/shared-api';
import { ErrorPanel, useIsMobile } from '@school/shared-ui';
import { LOADING, NO_PAGES } from '../../app/messages';
import { findSection, firstAllowedPath, visibleMenu } from '../menu/visibleMenu';
import { retryFailedPages, useStagePages } from '../pages/stagePages';
import { REMOTE_MESSAGES, REMOTE_TITLES } from '../remotes/messages';
import { RemoteArea } from '../remotes/RemoteArea';
import { Header } from './Header';
import { LAYOUT_MESSAGES as M } from './messages';
import { SidebarMenu } from './SidebarMenu';

const COLLAPSED_KEY = 'sidebarCollapsed';

export function Layout() {
  const permissions = useAuthStore((state) => state.permissions);
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [mobileOpen, setMobileOpen] = useState(false);
  // Reference lists load once when the signed-in app starts; every remote reads them from the shared SWR cache.
  useEntitiesTypes();

  // Routes, the menu and the breadcrumb come from the pages the stage's remotes declare (DESIGN.md section 2).
  const { status, pages, failed } = useStagePages();
  const section = pathname.split('/')[2] || undefined;
  const crumb = findSection(section, pages);
  const allowed = crumb !== null && holdsAll(permissions, crumb.item.permissions);
  const menu = visibleMenu(permissions, pages);
  // A path no loaded list declares may belong to a remote whose list failed: its area shows the error panel.
  const maybeFailedArea = crumb === null && section !== undefined && failed.length > 0;

  if (status === 'ready' && !allowed && !maybeFailedArea) {
    const first = firstAllowedPath(permissions, pages);
    if (first) return <Navigate to={first} replace />;
  }

  const handleToggleCollapsed = () => {
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  };

  const sidebar = <SidebarMenu menu={menu} activeSection={section} onNavigate={() => setMobileOpen(false)} />;

  return (
    <Flex h="100vh" overflow="hidden">
      {!isMobile && (
        <Box
          as="nav"
          aria-label={M.menu}
          w={collapsed ? '14' : '64'}
          flexShrink={0}
          borderRightWidth="1px"
          bg="bg.subtle"
          overflowY="auto"
          overflowX="hidden"
          transition="width 0.2s"
        >
          <Flex align="center" justify="space-between" px="3" h="14">
            {!collapsed && <Text fontWeight="bold">{M.appName}</Text>}
            <IconButton
              aria-label={collapsed ? M.expand : M.collapse}
              aria-expanded={!collapsed}
              size="sm"
              variant="ghost"
              onClick={handleToggleCollapsed}
            >
              {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
            </IconButton>
          </Flex>
          <Box px="2" pb="4">
            {collapsed ? <SidebarMenu menu={menu} activeSection={section} collapsed /> : sidebar}
          </Box>
        </Box>
      )}
      {isMobile && (
        <Drawer.Root open={mobileOpen} onOpenChange={(e) => setMobileOpen(e.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content>
                <Drawer.Header>
                  <Drawer.Title>{M.menu}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body as="nav" aria-label={M.menu}>
                  {sidebar}
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      <Flex direction="column" flex="1" minW="0">
        <Header crumb={allowed ? crumb : null} isMobile={isMobile} onOpenMenu={() => setMobileOpen(true)} />
        <Box as="main" flex="1" minH="0" overflow="auto" p={{ base: '3', md: '5' }}>
          {status === 'loading' ? (
            <Center py="16">
              <Spinner size="lg" aria-label={LOADING} />
            </Center>
          ) : allowed && crumb ? (
            <RemoteArea key={crumb.item.remote} remote={crumb.item.remote} />
          ) : maybeFailedArea ? (
            <ErrorPanel
              title={REMOTE_MESSAGES.failedTitle}
              message={REMOTE_MESSAGES.failedText.replace(
                '{name}',
                failed.map((remote) => REMOTE_TITLES[remote]).join('», «'),
              )}
              onRetry={() => void retryFailedPages()}
            />
          ) : (
            <Center py="16">
              <Text>{NO_PAGES}</Text>
            </Center>
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
