import { STALE_VERSION_MESSAGE } from '@school/shared-api/contracts';
import { ApiError, fieldError, staleVersion, throwIfErrors } from './errors';

describe('refusals of the framework layer', () => {
  it('fieldError names its one field with the answer message and keeps the status it is given', () => {
    for (const status of [400, 409, 413, 422] as const) {
      const error = fieldError(status, 'date', 'Дата в прошлом');
      expect(error).toBeInstanceOf(ApiError);
      expect(error.toBody()).toEqual({
        statusCode: status,
        message: 'Дата в прошлом',
        errors: { date: 'Дата в прошлом' },
      });
    }
  });

  it('throwIfErrors answers 400 with every field that has a message, the first as the message', () => {
    expect(() => throwIfErrors({ name: undefined, email: '' })).not.toThrow();
    try {
      throwIfErrors({ name: undefined, email: 'Некорректный email', phone: 'Некорректный телефон' });
      throw new Error('not refused');
    } catch (error) {
      expect((error as ApiError).toBody()).toEqual({
        statusCode: 400,
        message: 'Некорректный email',
        errors: { email: 'Некорректный email', phone: 'Некорректный телефон' },
      });
    }
  });

  it('staleVersion is the 409 with the version message', () => {
    expect(staleVersion().toBody()).toEqual({ statusCode: 409, message: STALE_VERSION_MESSAGE });
  });
});
