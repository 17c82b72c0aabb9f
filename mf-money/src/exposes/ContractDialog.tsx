// money/ContractDialog: the contract creation dialog that the sales dialogs open at run time.
export { ContractDialog, type ContractDialogProps } from '../modules/contract-create/ContractDialog';
