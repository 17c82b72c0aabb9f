-- A page of the debt list over several branches reads one index in the sort's order and skips the rows of
-- other branches, instead of merging one index scan per branch (migration 007): PostgreSQL then plans one
-- scan, not one per branch, and planning was the larger half of a page's time in the database (0.6 of
-- 1 ms). 007's indexes per branch still serve a page of one branch. A user holding a few small branches of
-- many reads more rows to fill a page: about offset + limit divided by the share of their branches.
CREATE INDEX contract_balances_page_all_name_idx ON contract_balances (full_name, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_all_number_idx ON contract_balances (number, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_all_debt_idx ON contract_balances (debt, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_all_credit_idx ON contract_balances (credit, contract_id)
  WHERE debt <> credit;
CREATE INDEX contract_balances_page_all_balance_idx ON contract_balances (balance, contract_id)
  WHERE debt <> credit;
