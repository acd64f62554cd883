/**
 * Next.js runs `register` once as the app starts, inside the app's own bundle. The app then
 * offers the Node server in front of it (scripts/server.ts) the services that server runs on
 * the app's Payload instance: call 1's shortcut, the jobs, the data version and shutdown
 * (decision 013). The process so holds one Payload instance and one marketplace index.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { offerAppServices } = await import('./server/app-services')
  offerAppServices()
}
