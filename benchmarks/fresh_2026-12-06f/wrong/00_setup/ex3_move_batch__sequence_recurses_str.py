# Mistake: "anything else (strings, lists of file names, ...): comes back unchanged" — it treats every collections.abc.Sequence as a container; a str is one, and a one-character string iterates to itself, so recursion never ends (RecursionError), longer strings become tuples/strings of chars.
from collections.abc import Mapping, Sequence

def move_batch(batch, device):
    if torch.is_tensor(batch):
        return batch.to(device)
    if isinstance(batch, Mapping):
        return {k: move_batch(v, device) for k, v in batch.items()}
    if isinstance(batch, Sequence):
        moved = [move_batch(v, device) for v in batch]
        return tuple(moved) if isinstance(batch, tuple) else moved
    return batch
