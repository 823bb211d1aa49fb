# Right: lets PyTorch's pytree utilities walk the nested dicts, OrderedDicts, lists and tuples, mapping a function over the leaves (only tensors are moved; strings, numbers and None stay as they are).
import torch.utils._pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda leaf: leaf.to(device) if isinstance(leaf, torch.Tensor) else leaf,
                           batch)
