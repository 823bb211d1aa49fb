# Right: lets the whole forward pass run, logs (name, finite) for every call in a list in finish order, then returns the first non-finite entry; NaN/Inf detected as "x != x or |x| == inf" via torch.isnan | torch.isinf.
def _has_bad(out):
    if isinstance(out, torch.Tensor):
        return bool((torch.isnan(out) | torch.isinf(out)).any())
    if isinstance(out, (list, tuple)):
        return any(_has_bad(o) for o in out)
    return False


def first_nonfinite_module(model: nn.Module, *inputs):
    log = []
    handles = [module.register_forward_hook(lambda m, args, out, name=name: log.append((name, _has_bad(out))))
               for name, module in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return next((name for name, bad in log if bad), None)
