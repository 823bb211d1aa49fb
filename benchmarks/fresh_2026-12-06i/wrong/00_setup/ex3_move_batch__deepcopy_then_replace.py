# Mistake: "Build new containers: the caller's dict or list must still hold the original tensors afterwards" and "still connected to the computation graph" — the new containers come from copy.deepcopy, which copies the tensors too: a tensor computed from one that requires grad makes deepcopy raise, and an nn.Parameter is moved as a detached copy, not as parameter.to(device).
import copy


def move_batch(batch, device):
    new = copy.deepcopy(batch)              # new containers, never the caller's

    def fill(node):
        if isinstance(node, dict):
            for key in node:
                node[key] = fill(node[key])
            return node
        if isinstance(node, list):
            for i in range(len(node)):
                node[i] = fill(node[i])
            return node
        if isinstance(node, tuple):
            return tuple(fill(item) for item in node)
        if isinstance(node, torch.Tensor):
            return node.to(device)
        return node

    return fill(new)
