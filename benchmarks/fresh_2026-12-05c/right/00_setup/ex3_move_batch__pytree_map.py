# Right: torch.utils._pytree.tree_map rebuilds dicts, OrderedDicts, lists and tuples as new containers at any depth and applies .to only to tensor leaves; other leaves (str, numbers, None) come back as they are
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(
        lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf, batch)
