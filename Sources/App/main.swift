print("matchmaking-demo: Domain ← DataLayer, Domain ← Presentation, App composes all three.")
