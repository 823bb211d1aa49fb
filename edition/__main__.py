import sys

from edition.builder import main

sys.exit(main(sys.argv[1:]))
