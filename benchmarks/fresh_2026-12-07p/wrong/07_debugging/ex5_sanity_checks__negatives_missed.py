# Mistake: ""labels_out_of_range": some label is not in 0 .. num_classes - 1": only the upper bound is tested (y >= num_classes), so a label of -1 is not reported and is treated as usable in the loss (cross_entropy's ignore_index is -100, so -1 raises IndexError there).
import math

def sanity_checks(model, x, y, num_classes, tol=0.5):
    problems = set()
    finite = torch.isfinite(x.flatten(1)).all(dim=1)
    too_big = y >= num_classes
    if not finite.all():
        problems.add("nonfinite_inputs")
    if too_big.any():
        problems.add("labels_out_of_range")
    with torch.no_grad():
        logits = model(x)
    if tuple(logits.shape) != (len(x), num_classes):
        problems.add("bad_output_shape")
        return problems
    keep = finite & ~too_big
    if keep.any():
        loss = F.cross_entropy(logits[keep], y[keep]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
