/** The buyer's tax details on an e-invoice request, checked as MyInvois checks them (contract: EInvoiceBuyer). */
export type EInvoiceBuyerDetails = {
  name: string;
  tin: string;
  idType: 'NRIC' | 'PASSPORT' | 'BRN';
  idNumber: string;
  sstNumber: string | null;
  addressLine: string;
  city: string;
  postcode: string;
  state: string;
  country: string;
  email: string;
  phone: string;
};
