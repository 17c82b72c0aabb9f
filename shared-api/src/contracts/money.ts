/** Money is exchanged as decimal strings with two decimals ("1234.50"), never floats. */
export type Money = string;

/** A row of GET /debt/search (money.md section 3). balance = debt - credit; negative is overpayment. */
export type DebtRow = {
  contract_id: number;
  full_name: string;
  number: string;
  phone: string;
  debt: Money;
  credit: Money;
  balance: Money;
  contract_url: string;
  location_id: number;
};
