# Right: uses torch.utils._pytree.tree_map (dict, OrderedDict, list and tuple are pytree nodes; everything else is a leaf) instead of hand-written recursion.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf, batch)
