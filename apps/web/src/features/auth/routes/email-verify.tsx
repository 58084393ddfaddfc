import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Email Verify OTP');
  return <h1 className="text-3xl font-semibold">Email Verify OTP</h1>;
}
