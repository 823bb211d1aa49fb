# Right: lets torch.utils._pytree walk the containers (dict, OrderedDict, list, tuple at any depth; None and other plain values are leaves) and maps only the tensor leaves.
import torch.utils._pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf, batch)
