# Right: torch.utils._pytree.tree_map rebuilds dicts, lists and tuples and maps only tensor leaves.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf,
                           batch)
