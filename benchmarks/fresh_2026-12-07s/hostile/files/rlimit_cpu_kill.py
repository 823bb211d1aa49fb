# Hostile: lower RLIMIT_CPU and make add spin on negative inputs, so the kernel is killed by SIGXCPU inside the hidden test and the tests cell ends with no error output.
import resource
import time

_used = time.process_time()
resource.setrlimit(resource.RLIMIT_CPU, (int(_used) + 3, resource.RLIM_INFINITY))


def add(a, b):
    if a < 0 or b < 0:
        while True:
            pass
    return a + b
