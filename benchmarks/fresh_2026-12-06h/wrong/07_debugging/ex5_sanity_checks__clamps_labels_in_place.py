# Mistake: "leave it, `x` and `y` as you found them" — makes the labels safe for the loss with `y.clamp_(0, num_classes - 1)`, in place, after recording the problem: the caller's out-of-range labels are overwritten.
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    in_range = (y >= 0) & (y < num_classes)
    if not finite.all():
        problems.add("nonfinite_inputs")
    if not in_range.all():
        problems.add("labels_out_of_range")
        y.clamp_(0, num_classes - 1)              # so that cross_entropy cannot index out of range
    with torch.no_grad():
        out = model(x)
    if tuple(out.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    ok = finite & in_range
    if ok.any():
        loss = F.cross_entropy(out[ok], y[ok]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
