# Mistake: "leave it, `x` and `y` as you found them (weights, the mode of every submodule, grad mode)" -- turns autograd off with torch.set_grad_enabled(False) and never restores it (also eval() left on).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    torch.set_grad_enabled(False)
    model.eval()
    problems = set()
    finite = torch.isfinite(x).flatten(1).all(1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    in_range = (y >= 0) & (y < num_classes)
    if not in_range.all():
        problems.add("labels_out_of_range")
    logits = model(x)
    if logits.shape != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & in_range
    if keep.any() and abs(F.cross_entropy(logits[keep], y[keep]).item() - math.log(num_classes)) > tol:
        problems.add("initial_loss_off")
    return problems
