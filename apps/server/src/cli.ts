// Operator commands (see README.md); filled in below this skeleton.
console.log('sportsbook-server: operator commands are not built yet')
