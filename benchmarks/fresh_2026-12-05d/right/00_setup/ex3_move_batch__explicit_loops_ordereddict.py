# Right: recursive walk written with explicit loops; an OrderedDict comes back as an OrderedDict in the same key order, dicts as new dicts, tuples as tuples, lists as new lists; the caller's containers are never written to, only tensors get .to(device).
from collections import OrderedDict


def move_batch(batch, device):
    def convert(x):
        if isinstance(x, torch.Tensor):
            return x.to(device)
        if isinstance(x, OrderedDict):
            return OrderedDict((k, convert(v)) for k, v in x.items())
        if isinstance(x, dict):
            out = {}
            for k in x:
                out[k] = convert(x[k])
            return out
        if isinstance(x, tuple):
            return tuple([convert(v) for v in x])
        if isinstance(x, list):
            out = []
            for v in x:
                out.append(convert(v))
            return out
        return x
    return convert(batch)
