# Mistake: "anything else (strings, lists of file names, numbers, `None`, ...): comes back unchanged" — treats every Sequence as a container, so a string recurses on its characters forever (RecursionError)
from collections.abc import Mapping, Sequence


def move_batch(batch, device):
    if isinstance(batch, torch.Tensor):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, Sequence):
        out = [move_batch(v, device) for v in batch]
        return tuple(out) if isinstance(batch, tuple) else out
    return batch
