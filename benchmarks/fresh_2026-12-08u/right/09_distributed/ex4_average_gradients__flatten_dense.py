# Right: one all_reduce over a flat buffer from torch._utils._flatten_dense_tensors (same dtype and device as the gradients), divided, then copied back into each existing .grad with copy_.
from torch._utils import _flatten_dense_tensors, _unflatten_dense_tensors

def average_gradients(model, world_size, all_reduce=None):
    if all_reduce is None:
        all_reduce = dist.all_reduce
    grads = [p.grad for p in model.parameters() if p.grad is not None]
    if not grads:
        return
    flat = _flatten_dense_tensors(grads)
    all_reduce(flat)
    flat.div_(world_size)
    for g, reduced in zip(grads, _unflatten_dense_tensors(flat, grads)):
        g.copy_(reduced)
