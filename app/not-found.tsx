import Link from '@/app/_components/link';

export default function NotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        There is nothing at this address. <Link href="/">See all tournaments</Link>.
      </p>
    </>
  );
}
