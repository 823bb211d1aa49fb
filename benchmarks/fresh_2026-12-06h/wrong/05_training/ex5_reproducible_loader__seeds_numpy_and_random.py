# Mistake: "Creating the loader leaves the global random generators as they were (no `torch.manual_seed` inside: the caller's other random draws must not change)" — torch's global generator is left alone, but the function also seeds Python's `random` and NumPy's global generator with `seed` (the usual set_seed habit), which changes the caller's other random draws.
import random

import numpy as np


def reproducible_loader(dataset, batch_size, seed):
    random.seed(seed)
    np.random.seed(seed % 2**32)
    generator = torch.Generator()
    generator.manual_seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True, generator=generator)
