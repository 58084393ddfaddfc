/** A name, address and phone as an order and the address book keep them. */
export type OrderAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};
