# Mistake: "whose output contains a NaN **or** an infinity" — detects non-finite values as |x| above float32's largest value: amax of a NaN tensor is NaN and the comparison is False (NaN missed), and a finite float64 output above 3.4e38 is reported
def first_nonfinite_module(model: nn.Module, *inputs):
    limit = torch.finfo(torch.float32).max
    found, handles = [], []

    def tensors(output):
        if torch.is_tensor(output):
            yield output
        elif isinstance(output, (tuple, list)):
            for o in output:
                yield from tensors(o)

    def make(name):
        def hook(module, args, output):
            if found:
                return
            for t in tensors(output):
                if t.numel() and t.detach().abs().amax() > limit:
                    found.append(name)
                    return
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_hook(make(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
