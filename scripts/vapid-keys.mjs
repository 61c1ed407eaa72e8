// Prints a new VAPID key pair for Web Push (issue 25), as the environment's lines:
// VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, P-256). Keep the private key secret; set
// VAPID_SUBJECT too (mailto: or https:). Changing the pair ends every existing subscription.
import webpush from 'web-push';

const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
console.log('VAPID_SUBJECT=mailto:you@example.in');
