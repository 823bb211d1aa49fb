# Right: uses PyTorch's own container walker, torch.utils._pytree.tree_map, which rebuilds dicts, OrderedDicts, lists and tuples as new containers of the same kind at any depth and hands every leaf to the function; only tensor leaves get .to(device).
import torch.utils._pytree as pytree


def move_batch(batch, device):
    def move(leaf):
        return leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf
    return pytree.tree_map(move, batch)
