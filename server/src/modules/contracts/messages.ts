/** Russian texts of the contract calls the specification leaves to us (docs/decisions.md, "Contract creation"). */
export const CONTRACT_MESSAGES = {
  // The spec's own rule for a payment row (money.md section 5), checked again on the server.
  rowDateRequired: (n: number) => `В строке ${n} поле Дата обязательно для заполнения`,
  rowAmountRequired: (n: number) => `В строке ${n} поле Сумма обязательно для заполнения`,
  scheduleSum: (sum: string, price: string) =>
    `Сумма платежей графика (${sum}) не равна полной стоимости договора (${price})`,
  courseOfAnotherType: 'Курс не относится к выбранному типу услуги',
  groupOfAnotherCourse: 'Группа не относится к выбранному курсу и филиалу',
  requisiteOfAnotherCountry: 'Реквизиты не действуют в стране филиала',
  leadOfAnotherContact: 'Лид не относится к этому контакту',
  campaignDates: 'Окончание смены раньше её начала',
  visitDates: 'Последнее посещение раньше первого',
  removeOnlyNew: 'Удалить можно только новый договор без платежей',
} as const;
