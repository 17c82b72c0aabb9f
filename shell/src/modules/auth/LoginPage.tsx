import {
  Alert,
  Box,
  Button,
  Card,
  Center,
  Field,
  Heading,
  Input,
  Separator,
  Stack,
  Text,
} from '@school/shared-ui/chakra';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from '@school/shared-ui/router';
import { ApiError, applyServerErrors, authEndpoints, postEndpoint, useAuthStore } from '@school/shared-api';
import { useStage } from '../../app/StageContext';
import { LOGIN_MESSAGES as M } from './messages';
import { peekRememberedLocation, takeRememberedLocation } from './rememberedLocation';

type LoginForm = { email: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message of /login?error=...: the server's text, or the spec's fallback when it sent none. */
function redirectError(params: URLSearchParams): string | undefined {
  if (!params.has('error')) return undefined;
  return params.get('error')?.trim() || M.unknownError;
}

/** The sign-in methods of the stage (stage.json's signIn): the e-mail form, the Google link, or both. */
export function LoginPage() {
  const { apiBase, signIn } = useStage();
  const offersEmail = signIn.includes('email');
  const offersGoogle = signIn.includes('google');
  const user = useAuthStore((state) => state.user);
  const [params] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '' } });
  const failure = redirectError(params);

  useEffect(() => {
    if (failure && offersEmail) setError('email', { type: 'server', message: failure });
  }, [failure, offersEmail, setError]);

  if (user) return <Navigate to="/app" replace />;

  const handleLogin = async ({ email }: LoginForm) => {
    try {
      const response = await postEndpoint(
        authEndpoints.authEmail,
        { email: email.trim(), next: takeRememberedLocation() },
        { silent: true },
      );
      setSent(response.message);
    } catch (error) {
      // The login form's only place for a message is under the e-mail field (money.md, login page).
      const { message } = applyServerErrors(error, setError, ['email']);
      if (message !== null)
        setError('email', { type: 'server', message: error instanceof ApiError ? message : M.unknownError });
    }
  };

  const remembered = peekRememberedLocation();
  const googleHref = `${apiBase}/auth/google${remembered ? `?next=${encodeURIComponent(remembered)}` : ''}`;

  return (
    <Center minH="100vh" bg="bg.subtle" p="4">
      <Card.Root width="full" maxW="sm">
        <Card.Body>
          <Heading size="lg" mb="6">
            {M.title}
          </Heading>
          <Stack gap="4">
            {/* Without the e-mail field, a refusal (a guest back from Google...) shows here. */}
            {failure && !offersEmail && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            {offersEmail && (
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
                        <Text textStyle="sm" mt="1">
                          {M.noMailHint}
                        </Text>
                      </Box>
                    </Alert.Root>
                  )}
                </Stack>
              </form>
            )}
            {offersEmail && offersGoogle && (
              <Stack direction="row" align="center" gap="3">
                <Separator flex="1" />
                <Text textStyle="sm" color="fg.muted">
                  {M.or}
                </Text>
                <Separator flex="1" />
              </Stack>
            )}
            {/* A plain link: the browser goes to the server, which sends it on to Google. */}
            {offersGoogle && (
              <Button asChild variant="outline">
                <a href={googleHref}>{M.google}</a>
              </Button>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
