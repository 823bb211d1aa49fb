# Mistake: "anything else (strings, lists of file names, numbers, `None`, ...): comes back unchanged" — collections.abc.Sequence also matches str, and a one-character string is a sequence of itself: a batch with a file name recurses until RecursionError.
from collections.abc import Mapping, Sequence


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return {key: move_batch(value, device) for key, value in batch.items()}
    if isinstance(batch, Sequence):
        return type(batch)(move_batch(item, device) for item in batch)
    return batch
