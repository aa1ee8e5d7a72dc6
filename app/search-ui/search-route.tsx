export default function SearchRoute() {
  return <h1>Search</h1>;
}
