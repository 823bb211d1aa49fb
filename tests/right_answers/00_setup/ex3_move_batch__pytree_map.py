# Approach: PyTorch's pytree utilities map a function over every leaf and rebuild the containers.
from torch.utils import _pytree as pytree


def move_batch(batch, device):
    return pytree.tree_map(lambda x: x.to(device) if isinstance(x, torch.Tensor) else x, batch)
