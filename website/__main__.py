import sys

from website.builder import main

sys.exit(main())
