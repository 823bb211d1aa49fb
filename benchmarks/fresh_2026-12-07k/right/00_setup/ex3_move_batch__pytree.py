# Right: lets torch.utils._pytree walk the nested dicts, lists and tuples (tree_map_only on tensors) instead of a hand-written recursion.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map_only(torch.Tensor, lambda t: t.to(device), batch)
