import { Box, Center, Collapsible, Icon, Portal, Stack, Text, Tooltip } from '@school/shared-ui/chakra';
import { LuChevronDown } from 'react-icons/lu';
import { NavLink } from '@school/shared-ui/router';
import { isMenuGroup, type MenuEntry, type MenuItem } from '../menu/menu';
import { menuIcon } from './menuIcons';

type SidebarMenuProps = {
  menu: MenuEntry[];
  activeSection?: string;
  /** Icons only, each named by its label (aria-label, and a tooltip on hover and keyboard focus). */
  collapsed?: boolean;
  onNavigate?: () => void;
};

export function SidebarMenu({ menu, activeSection, collapsed = false, onNavigate }: SidebarMenuProps) {
  if (collapsed) return <CollapsedMenu menu={menu} activeSection={activeSection} />;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {menu.map((entry) =>
        isMenuGroup(entry) ? (
          <Box as="li" key={entry.label}>
            <Collapsible.Root defaultOpen>
              <Collapsible.Trigger
                display="flex"
                width="full"
                alignItems="center"
                justifyContent="space-between"
                px="3"
                py="2"
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                color="fg.muted"
                cursor="pointer"
                borderRadius="md"
                _hover={{ bg: 'bg.muted' }}
              >
                {entry.label}
                <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
                  <Icon as={LuChevronDown} />
                </Collapsible.Indicator>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
                  {entry.items.map((item) => (
                    <MenuLink
                      key={item.path}
                      item={item}
                      active={item.path === activeSection}
                      onNavigate={onNavigate}
                    />
                  ))}
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          </Box>
        ) : (
          <MenuLink
            key={entry.path}
            item={entry}
            active={entry.path === activeSection}
            onNavigate={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}

type MenuLinkProps = { item: MenuItem; active: boolean; onNavigate?: () => void };

function MenuLink({ item, active, onNavigate }: MenuLinkProps) {
  return (
    <Box as="li">
      <NavLink to={`/app/${item.path}`} onClick={onNavigate} aria-current={active ? 'page' : undefined}>
        <Text
          as="span"
          display="flex"
          alignItems="center"
          gap="2"
          px="3"
          py="1.5"
          borderRadius="md"
          fontSize="sm"
          bg={active ? 'blue.subtle' : undefined}
          color={active ? 'blue.fg' : 'fg'}
          fontWeight={active ? 'semibold' : 'normal'}
          _hover={{ bg: active ? 'blue.subtle' : 'bg.muted' }}
        >
          <Icon as={menuIcon(item.path)} boxSize="4" flexShrink={0} aria-hidden />
          {item.label}
        </Text>
      </NavLink>
    </Box>
  );
}

type CollapsedMenuProps = { menu: MenuEntry[]; activeSection?: string };

/** The collapsed sidebar: every page as an icon link, groups parted by a line. */
function CollapsedMenu({ menu, activeSection }: CollapsedMenuProps) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" align="center">
      {menu.map((entry, index) => {
        const items = isMenuGroup(entry) ? entry.items : [entry];
        return items.map((item, itemIndex) => (
          <Box
            as="li"
            key={item.path}
            borderTopWidth={index > 0 && itemIndex === 0 ? '1px' : undefined}
            pt={index > 0 && itemIndex === 0 ? '1' : undefined}
          >
            <IconLink item={item} active={item.path === activeSection} />
          </Box>
        ));
      })}
    </Stack>
  );
}

function IconLink({ item, active }: { item: MenuItem; active: boolean }) {
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={300}>
      <Tooltip.Trigger asChild>
        <NavLink to={`/app/${item.path}`} aria-label={item.label} aria-current={active ? 'page' : undefined}>
          <Center
            boxSize="9"
            borderRadius="md"
            bg={active ? 'blue.subtle' : undefined}
            color={active ? 'blue.fg' : 'fg'}
            _hover={{ bg: active ? 'blue.subtle' : 'bg.muted' }}
          >
            <Icon as={menuIcon(item.path)} boxSize="5" aria-hidden />
          </Center>
        </NavLink>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{item.label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
