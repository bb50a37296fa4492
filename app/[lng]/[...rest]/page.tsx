import { notFound } from 'next/navigation';

// No route of the table matched: spec 01 §8 "No matching route gives 404".
export default function UnknownRoute() {
  notFound();
}
