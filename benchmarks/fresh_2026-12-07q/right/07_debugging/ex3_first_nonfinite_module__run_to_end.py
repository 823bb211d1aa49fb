# Right: lets the forward run to the end, recording every non-finite module in finish order with an explicit stack walk over nested outputs, then returns the first.
def first_nonfinite_module(model: nn.Module, *inputs):
    bad = []

    def nonfinite(out):
        stack = [out]
        while stack:
            o = stack.pop()
            if isinstance(o, torch.Tensor):
                if not torch.isfinite(o).all():
                    return True
            elif isinstance(o, (tuple, list)):
                stack.extend(o)
        return False

    handles = [m.register_forward_hook(lambda mod, a, out, n=n: bad.append(n) if nonfinite(out) else None)
               for n, m in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return bad[0] if bad else None
