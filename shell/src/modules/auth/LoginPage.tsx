import { Alert, Box, Button, Card, Center, Field, Heading, Input, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ApiError, apiPost, useAuthStore, type AuthEmailResponse } from 'shared-api';
import { LOGIN_MESSAGES as M } from './messages';
import { takeRememberedLocation } from './rememberedLocation';

type LoginForm = { email: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message of /login?error=...: the server's text, or the spec's fallback when it sent none. */
function redirectError(params: URLSearchParams): string | undefined {
  if (!params.has('error')) return undefined;
  return params.get('error')?.trim() || M.unknownError;
}

export function LoginPage() {
  const user = useAuthStore((state) => state.user);
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '' } });

  useEffect(() => {
    const message = redirectError(params);
    if (message) setError('email', { type: 'server', message });
  }, [params, setError]);

  if (user) return <Navigate to="/app" replace />;

  const handleLogin = async ({ email }: LoginForm) => {
    try {
      const response = await apiPost<AuthEmailResponse>(
        '/auth_email',
        { email: email.trim(), next: takeRememberedLocation() },
        { silent: true },
      );
      setSent(response.message);
    } catch (error) {
      const message = error instanceof ApiError ? (error.errors?.email ?? error.message) : M.unknownError;
      setError('email', { type: 'server', message: message || M.unknownError });
    }
  };

  return (
    <Center minH="100vh" bg="bg.subtle" p="4">
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          <Heading size="lg" mb="6">
            {M.title}
          </Heading>
          <form onSubmit={handleSubmit(handleLogin)} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.email)}>
                <Field.Label>{M.emailLabel}</Field.Label>
                <Input
                  type="email"
                  autoComplete="email"
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's only field: typing starts at once
                  autoFocus
                  {...register('email', {
                    required: M.emailRequired,
                    validate: (value) => EMAIL_PATTERN.test(value.trim()) || M.emailInvalid,
                  })}
                />
                <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                {M.submit}
              </Button>
              {sent && (
                <Alert.Root status="success" role="status">
                  <Alert.Indicator />
                  <Box>
                    <Alert.Title>{sent}</Alert.Title>
                    <Alert.Description>{M.sentHint}</Alert.Description>
                  </Box>
                </Alert.Root>
              )}
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
