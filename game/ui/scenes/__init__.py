"""The screens of the game; the app keeps them on a stack."""
