# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element" — only tuples are unpacked: a leaf returning a list [2 h, h[:, :1]] reaches `out.shape`, the hook raises AttributeError inside the forward pass, and the function fails on a model that runs fine
def layer_shapes(model: nn.Module, *inputs) -> list:
    names = {m: n for n, m in model.named_modules()}
    records, handles = [], []

    def hook(module, args, out):
        first = out[0] if isinstance(out, tuple) else out
        records.append((names[module], tuple(first.shape)))

    for m in model.modules():
        if next(m.children(), None) is None:
            handles.append(m.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
