"""``python -m schwarz``."""

from schwarz.cli import main

raise SystemExit(main())
