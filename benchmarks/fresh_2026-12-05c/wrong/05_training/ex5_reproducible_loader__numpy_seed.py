# Mistake: "two loaders with the same `seed` yield the same sequence of epochs, whatever else the program does with the global random generator" — seeds NumPy's global generator, which the DataLoader's shuffle never reads (and changes NumPy's global state)
import numpy as np


def reproducible_loader(dataset, batch_size, seed):
    np.random.seed(seed)
    return DataLoader(dataset, batch_size=batch_size, shuffle=True)
