import { ApiError } from '../core/apiError';
import { applyServerErrors } from '../client/serverErrors';

const fields = ['email', 'phone'] as const;

test('field messages go onto their fields; nothing is left for the alert when all found a field', () => {
  const setError = jest.fn();
  const error = new ApiError({
    statusCode: 400,
    message: 'Некорректное значение поля «email»',
    errors: { email: 'Некорректное значение поля «email»', phone: 'Не заполнено поле «phone»' },
  });
  expect(applyServerErrors(error, setError, fields)).toEqual({
    placed: ['email', 'phone'],
    message: null,
    statusCode: 400,
  });
  expect(setError).toHaveBeenCalledWith('email', {
    type: 'server',
    message: 'Некорректное значение поля «email»',
  });
  expect(setError).toHaveBeenCalledWith('phone', { type: 'server', message: 'Не заполнено поле «phone»' });
});

test('a message of a field the form does not have, or without fields, is left for the alert', () => {
  const setError = jest.fn();
  const unknownField = new ApiError({ statusCode: 400, message: 'Плохо', errors: { version: 'Плохо' } });
  expect(applyServerErrors(unknownField, setError, fields)).toMatchObject({ placed: [], message: 'Плохо' });
  const plain = new ApiError({ statusCode: 409, message: 'Такой контакт уже существует' });
  expect(applyServerErrors(plain, setError, fields)).toMatchObject({
    message: 'Такой контакт уже существует',
    statusCode: 409,
  });
  expect(setError).not.toHaveBeenCalled();
  expect(applyServerErrors(new TypeError('x is undefined'), setError, fields)).toEqual({
    placed: [],
    message: 'Ошибка получения данных',
    statusCode: 0,
  });
});
