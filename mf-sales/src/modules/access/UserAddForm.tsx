import {
  Alert,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
} from '@school/shared-ui/chakra';
import { useState, type FormEvent } from 'react';
import { useSubmissionKey } from '@school/shared-api';
import { USER_FIELD_LABELS } from '@school/shared-api/people';
import { notify, type GridOption } from '@school/shared-ui';
import { accessApi, failureText } from './accessApi';
import { ACCESS_MESSAGES as M } from './messages';
import { OptionChecks } from './OptionChecks';

type UserAddFormProps = {
  locations: readonly GridOption[];
  roles: readonly GridOption[];
  onAdded: () => void;
};

/**
 * The create-user form (section 5): name, e-mail, branches and roles are all required ('необходимо
 * заполнить все поля: ...' naming the missing ones); a refusal shows the server's message.
 */
export function UserAddForm({ locations, roles, onAdded }: UserAddFormProps) {
  const [shortName, setShortName] = useState('');
  const [email, setEmail] = useState('');
  const [location, setLocation] = useState<number[]>([]);
  const [accessId, setAccessId] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submission = useSubmissionKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { short_name: shortName.trim(), email: email.trim(), location, access_id: accessId };
    const missing = (['short_name', 'email', 'location', 'access_id'] as const).filter((field) =>
      Array.isArray(body[field]) ? body[field].length === 0 : body[field] === '',
    );
    if (missing.length > 0) {
      setError(M.fillAllFields + missing.map((field) => USER_FIELD_LABELS[field]).join(', '));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await submission.submit(body, (idempotencyKey) => accessApi.add(body, { idempotencyKey }));
      notify.success(M.added);
      setShortName('');
      setEmail('');
      setLocation([]);
      setAccessId([]);
      onAdded();
    } catch (failure) {
      setError(failureText(failure, M.failed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} aria-label={M.addTitle} noValidate>
          <Stack gap="3">
            <Heading size="md">{M.addTitle}</Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <Field.Root required>
                <Field.Label>{M.name}</Field.Label>
                <Input autoComplete="off" value={shortName} onChange={(e) => setShortName(e.target.value)} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{M.email}</Field.Label>
                <Input
                  type="email"
                  autoComplete="off"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </Field.Root>
            </SimpleGrid>
            <OptionChecks legend={M.locations} options={locations} value={location} onChange={setLocation} />
            <OptionChecks legend={M.roles} options={roles} value={accessId} onChange={setAccessId} />
            {error && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            )}
            <HStack>
              <Button type="submit" colorPalette="blue" loading={saving}>
                {M.add}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
