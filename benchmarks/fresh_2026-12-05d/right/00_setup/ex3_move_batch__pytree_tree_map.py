# Right: torch.utils._pytree.tree_map rebuilds dicts, OrderedDicts, lists and tuples (new containers, same kinds and key order) and applies the function to every leaf; only tensor leaves get .to(device), other leaves (str, int, float, bool, None) come back as they are.
from torch.utils._pytree import tree_map


def move_batch(batch, device):
    return tree_map(lambda x: x.to(device) if isinstance(x, torch.Tensor) else x, batch)
