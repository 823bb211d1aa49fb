# Right: lets PyTorch's pytree utilities walk dicts, OrderedDicts, lists and tuples at any depth and rebuild new containers, moving only the tensor leaves.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf, batch)
