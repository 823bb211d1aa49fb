"""A bursty CPU hog for load tests: ``python benchmarks/bursty_hog.py SECONDS``.

Matrix products in one thread, pausing 20 ms between groups of fifty on alternate thirds of a
second, so that the load comes and goes as other notebooks' kernels do beside a test run.
"""

import sys
import time

import torch

torch.set_num_threads(1)
a = torch.rand(300, 300)
end = time.time() + float(sys.argv[1])
while time.time() < end:
    for _ in range(50):
        a @ a
    time.sleep(0.02 if int(time.time() * 3) % 2 else 0)
