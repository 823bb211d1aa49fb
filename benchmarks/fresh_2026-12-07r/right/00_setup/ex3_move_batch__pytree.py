# Right: uses torch.utils._pytree.tree_map (which rebuilds dict, OrderedDict, list and tuple nodes) instead of hand-written recursion.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda x: x.to(device) if isinstance(x, torch.Tensor) else x, batch)
