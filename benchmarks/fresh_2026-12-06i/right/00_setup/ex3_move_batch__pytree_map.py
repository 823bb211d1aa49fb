# Right: delegates the traversal to PyTorch's own pytree utilities (tree_map_only over tensors), which rebuild dicts, OrderedDicts, lists and tuples and leave every other leaf as it is.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map_only(torch.Tensor, lambda t: t.to(device), batch)
