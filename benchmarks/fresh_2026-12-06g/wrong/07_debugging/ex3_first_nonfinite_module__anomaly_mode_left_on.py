# Mistake: "leave it and the inputs as you found them (weights, every submodule's train/eval mode, grad mode)" and "global state as found" — it also switches on autograd's anomaly detection "to catch the NaN in backward too" and never switches it off: every later backward pass in the caller's program runs in slow anomaly mode
def _all_finite(out):
    if isinstance(out, torch.Tensor):
        return bool(torch.isfinite(out).all())
    if isinstance(out, (tuple, list)):
        return all(_all_finite(o) for o in out)
    return True


def first_nonfinite_module(model: nn.Module, *inputs):
    torch.autograd.set_detect_anomaly(True)
    order, handles = [], []
    for name, module in model.named_modules():
        handles.append(module.register_forward_hook(
            lambda m, args, out, name=name: order.append((name, _all_finite(out)))))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return next((name for name, ok in order if not ok), None)
