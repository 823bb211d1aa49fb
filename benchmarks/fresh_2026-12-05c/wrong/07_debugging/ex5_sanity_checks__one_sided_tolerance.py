# Mistake: "differs from `ln(num_classes)` by more than `tol`" — reports only a loss that is too high, never one more than tol below ln(num_classes)
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    if not finite.all():
        problems.add("nonfinite_inputs")
    in_range = (y >= 0) & (y < num_classes)
    if not in_range.all():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        out = model(x)
    if out.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & in_range
    if keep.any():
        loss = F.cross_entropy(out[keep], y[keep]).item()
        if loss - math.log(num_classes) > tol:
            problems.add("initial_loss_off")
    return problems
