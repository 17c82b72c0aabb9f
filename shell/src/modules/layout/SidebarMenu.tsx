import { Box, Collapsible, Icon, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { isMenuGroup, type MenuEntry, type MenuItem } from '../menu/menu';

type SidebarMenuProps = { menu: MenuEntry[]; activeSection?: string; onNavigate?: () => void };

export function SidebarMenu({ menu, activeSection, onNavigate }: SidebarMenuProps) {
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
          display="block"
          px="3"
          py="1.5"
          borderRadius="md"
          fontSize="sm"
          bg={active ? 'blue.subtle' : undefined}
          color={active ? 'blue.fg' : 'fg'}
          fontWeight={active ? 'semibold' : 'normal'}
          _hover={{ bg: active ? 'blue.subtle' : 'bg.muted' }}
        >
          {item.label}
        </Text>
      </NavLink>
    </Box>
  );
}
