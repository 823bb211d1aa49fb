# Right: torch.utils._pytree.tree_map rebuilds dicts, OrderedDicts (same key order), lists and tuples at any depth and calls the function only on leaves; tensors get .to(device), every other leaf comes back as it was
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf,
                           batch)
