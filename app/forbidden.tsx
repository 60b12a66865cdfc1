import Link from '@/app/_components/link';

export default function Forbidden() {
  return (
    <>
      <h1>Not allowed</h1>
      <p>
        Your account has no role here that allows this page. Ask the tournament&apos;s Director.{' '}
        <Link href="/staff">My tournaments</Link>
      </p>
    </>
  );
}
