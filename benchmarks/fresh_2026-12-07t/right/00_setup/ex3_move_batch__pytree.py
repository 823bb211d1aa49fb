# Right: uses PyTorch's own pytree utilities (tree_map), which rebuild dicts, OrderedDicts, lists and tuples and leave other leaves as they are.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf, batch)
