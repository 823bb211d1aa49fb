# Mistake: "Creating the loader leaves the global random generators as they were" — also seeds Python's random and NumPy's global generator with seed, changing the caller's other random draws.
import random

import numpy as np


def reproducible_loader(dataset, batch_size, seed):
    random.seed(seed)
    np.random.seed(seed % 2**32)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True,
                      generator=torch.Generator().manual_seed(seed))
