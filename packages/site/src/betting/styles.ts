// The betting pages' styles, loaded with those pages: the ui's betting components, then the pages' own layout.
import '@sportsbook/ui/betting.css'
import './betting.css'
