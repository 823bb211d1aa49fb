# Mistake: "`\"labels_out_of_range\"`: some label is not in `0 .. num_classes - 1`" and "must not crash": only the upper bound is checked (y >= num_classes), so a label of -1 is neither reported nor masked, and cross_entropy on it raises.
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
    if logits.shape != (x.shape[0], num_classes):
        problems.add("bad_output_shape")
        return problems
    use = finite & ~too_big
    if use.sum() > 0:
        loss = F.cross_entropy(logits[use], y[use]).item()
        if abs(loss - math.log(num_classes)) > tol:
            problems.add("initial_loss_off")
    return problems
